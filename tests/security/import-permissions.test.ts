import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { signInAs, type TestApi } from '../helpers/api-client';
import { importWorkbook, postWorkbook } from '../helpers/import-workbook';

/**
 * Hole 3 of the second probe: the picker is refused PUT /api/Material/UpdateMaterial and POST
 * /api/Stock/gain, yet through POST /api/Seeding/excel renamed a material, created a location and
 * added 1,000 units of stock. Each sheet needs the rights of the API calls that write the same
 * rows; one sheet the caller may not write refuses the whole workbook, and nothing is written.
 */

let t: TestServer;
let picker: TestApi;
let admin: TestApi;

beforeAll(async () => {
  t = await startTestServer({ scale: 0 });
  [picker, admin] = await Promise.all([signInAs(t.baseUrl, 'picker'), signInAs(t.baseUrl, 'admin')]);
});
afterAll(() => t?.close());

/** Everything the probe's workbook touched, for the Demo unit. */
async function snapshot() {
  const one = async (sql: string) => (await t.database.db.query<Record<string, unknown>>(sql)).rows;
  const demo = "(select id from business_units where name = 'Demo')";
  return {
    materials: await one(`select id, item_no, name from materials where business_unit_id = ${demo} order by id`),
    locations: await one(`select id, name from locations where business_unit_id = ${demo} order by id`),
    suppliers: await one(`select id, supplier_name from suppliers where business_unit_id = ${demo} order by id`),
    stock: await one(`select coalesce(sum(quantity), 0)::text as total, count(*)::int as n from stocks where business_unit_id = ${demo}`),
    transactions: await one('select count(*)::int as n from material_transactions'),
    commands: (await t.database.db.query<{ n: number }>("select count(*)::int as n from command_transactions where kind = 'ExcelImport'")).rows[0].n,
  };
}

describe('the Excel import asks the rights of the API writes it stands for', () => {
  it("refuses the probe's workbook to the picker whole, names the sheet, and writes nothing", async () => {
    // A material and a location of Demo's, made by its administrator.
    const made = await postWorkbook(
      t.baseUrl,
      admin.token,
      await importWorkbook({
        Locations: [['Location name'], ['BASE-LOC']],
        Materials: [
          ['Item number', 'Name'],
          ['BASE-M', 'Base material'],
        ],
      }),
    );
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const material = { item_no: 'BASE-M' };
    const location = { name: 'BASE-LOC' };
    // The API refuses the picker both writes.
    expect((await picker.put('/api/Material/UpdateMaterial', { id: 1, name: 'Renamed by the picker' })).status).toBe(403);
    expect((await picker.post('/api/Stock/gain', { materialId: 1, locationId: 1, quantity: 1000, causeCode: 'FOUND' })).status).toBe(403);
    const before = await snapshot();
    const file = await importWorkbook({
      Locations: [['Location name'], ['PROBE-LOC']],
      Materials: [
        ['Item number', 'Name'],
        [material.item_no, 'Renamed by the picker'],
      ],
      Stock: [
        ['Item number', 'Location name', 'Quantity'],
        [material.item_no, location.name, 1000],
      ],
    });
    const res = await postWorkbook(t.baseUrl, picker.token, file);
    expect(res.status, JSON.stringify(res.body)).toBe(403);
    expect(res.body.message).toBe('You may not import the sheet "Locations": your role may not add or change what it holds. Nothing was imported.');
    expect(res.body.details).toMatchObject({ key: 'sheetNotAllowed', params: { sheet: 'Locations' } });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses each sheet alone, whatever its name is spelled like', async () => {
    const before = await snapshot();
    for (const [sheet, rows] of [
      [
        ' materials ',
        [
          ['Item number', 'Name'],
          ['PROBE-M', 'Probe'],
        ],
      ],
      [
        'STOCK',
        [
          ['Item number', 'Location name', 'Quantity'],
          ['PROBE-M', 'PROBE-LOC', 1000],
        ],
      ],
      ['Suppliers', [['Supplier name'], ['Probe supplier']]],
    ] as const) {
      const res = await postWorkbook(t.baseUrl, picker.token, await importWorkbook({ [sheet]: rows as unknown as Array<Array<string | number>> }));
      expect(res.status, sheet).toBe(403);
      expect(res.body.details).toMatchObject({ key: 'sheetNotAllowed', params: { sheet } });
    }
    // A sheet the import does not read (the template's Instructions) asks no right, and writes nothing either.
    const ignored = await postWorkbook(t.baseUrl, picker.token, await importWorkbook({ Instructions: [['Read me']] }));
    expect(ignored.status).toBe(400);
    expect(await snapshot()).toEqual({ ...before, commands: before.commands + 1 });
  });

  it('still imports for a role that holds the rights', async () => {
    const res = await postWorkbook(t.baseUrl, admin.token, await importWorkbook({ Locations: [['Location name'], ['ADMIN-LOC']] }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await t.database.db.query("select count(*)::int as n from locations where name = 'ADMIN-LOC'")).rows[0]).toEqual({ n: 1 });
  });
});
