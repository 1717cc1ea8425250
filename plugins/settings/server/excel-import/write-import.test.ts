import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '../../../../tests/helpers/test-database';
import { createRulesDatabase } from '../../../../tests/helpers/rules-database';
import { applyMaterialTotals, Work } from '@cockpit/server/sdk';
import { LOCATIONS_SHEET, MATERIALS_SHEET, type SheetDef, STOCK_SHEET, SUPPLIERS_SHEET } from './layout';
import type { CellValue, ReadSheet, ReadWorkbook } from './read-workbook';
import { type ImportProgress, writeImport } from './write-import';

// The import's write on a real database, in one transaction as the import job runs it: inserts and
// updates by key (only the columns a sheet has), names turned into ids, stock through the engine,
// progress per chunk, and nothing left behind when any part fails. One database for the file,
// each test in a business unit of its own.

let database: TestDatabase;
let units = 0;
const q = <T = Record<string, unknown>>(sql: string, params: unknown[] = []) => database.db.query<T>(sql, params).then((r) => r.rows);

beforeAll(async () => {
  database = await createRulesDatabase();
}, 300_000);
afterAll(() => database?.drop());

async function unit(): Promise<number> {
  const [{ id }] = await q<{ id: number }>('insert into business_units (name) values ($1) returning id', [`Import unit ${++units}`]);
  await q("insert into location_roles (business_unit_id, name, kind) values ($1, 'Pick', 'Pick'), ($1, 'Bulk', 'Bulk')", [id]);
  return id;
}

const sheet = (def: SheetDef, rows: Record<string, CellValue>[]): ReadSheet => ({
  def,
  fields: Object.keys(rows[0]),
  rows: rows.map((values, i) => ({ row: i + 2, values })),
});

async function write(bu: number, sheets: ReadWorkbook) {
  const progress: ImportProgress[] = [];
  let work!: Work;
  const result = await database.db.transaction(async (tx) => {
    work = new Work(tx, { userId: 0, businessUnitId: bu });
    const written = await writeImport(work, sheets, (p) => progress.push(p));
    await applyMaterialTotals(work);
    return written;
  });
  return { ...result, progress, work };
}

describe('a correct workbook', () => {
  it('writes every sheet in the unit, names turned into ids, stock through the engine, and reports what it wrote', async () => {
    const bu = await unit();
    const other = await unit();
    // A supplier and a location of the same names in another unit are not the ones referred to.
    await q("insert into suppliers (business_unit_id, supplier_name) values ($1, 'Acme')", [other]);
    const { counts, ids, progress, work } = await write(bu, {
      suppliers: sheet(SUPPLIERS_SHEET, [
        { supplier_name: 'Acme', average_lead_time: 4 },
        { supplier_name: 'Bolt', average_lead_time: null },
      ]),
      locations: sheet(LOCATIONS_SHEET, [
        { name: 'A-01', location_role: 'bulk', available_for_pick: false },
        { name: 'A-02', location_role: null, available_for_pick: true },
      ]),
      materials: sheet(MATERIALS_SHEET, [
        { item_no: 'M-1', name: 'Bolt M8', supplier: 'ACME', has_batch: true },
        { item_no: 'M-2', name: 'Nut M8', supplier: null, has_batch: false },
      ]),
      stock: sheet(STOCK_SHEET, [
        { item_no: 'm-1', location: 'a-01', quantity: 5, batch: 'B1', exp_date: '2027-01-31' },
        { item_no: 'M-1', location: 'A-01', quantity: 7, batch: 'B1', exp_date: '2027-01-31' },
        { item_no: 'M-2', location: 'A-02', quantity: 3 },
      ]),
    });
    expect(counts).toEqual({ suppliers: 2, locations: 2, materials: 2, stock: 3 });
    const suppliers = await q<{ id: number; name: string; lead: number | null }>(
      'select id, supplier_name as name, average_lead_time as lead from suppliers where business_unit_id = $1 order by supplier_name',
      [bu],
    );
    expect(suppliers.map(({ name, lead }) => ({ name, lead }))).toEqual([
      { name: 'Acme', lead: 4 },
      { name: 'Bolt', lead: null },
    ]);
    expect(ids.suppliers.sort()).toEqual(suppliers.map((s) => s.id).sort());
    const locations = await q<{ id: number; name: string; role: string | null; pick: boolean }>(
      'select l.id, l.name, r.name as role, l.available_for_pick as pick from locations l left join location_roles r on r.id = l.location_role_id where l.business_unit_id = $1 order by l.name',
      [bu],
    );
    expect(locations.map(({ name, role, pick }) => ({ name, role, pick }))).toEqual([
      { name: 'A-01', role: 'Bulk', pick: false },
      { name: 'A-02', role: null, pick: true },
    ]);
    expect(
      (await q<{ bu: number }>('select r.business_unit_id as bu from locations l join location_roles r on r.id = l.location_role_id where l.id = $1', [locations[0].id]))[0].bu,
    ).toBe(bu);
    expect(ids.locations.sort()).toEqual(locations.map((l) => l.id).sort());
    const materials = await q<{ id: number; item: string; supplier: number | null; batch: boolean; quantity: number }>(
      'select id, item_no as item, supplier_id as supplier, has_batch as batch, current_quantity::int as quantity from materials where business_unit_id = $1 order by item_no',
      [bu],
    );
    expect(materials.map(({ item, supplier, batch, quantity }) => ({ item, supplier, batch, quantity }))).toEqual([
      { item: 'M-1', supplier: suppliers[0].id, batch: true, quantity: 12 },
      { item: 'M-2', supplier: null, batch: false, quantity: 3 },
    ]);
    expect([...work.changed.get('Material')!].sort()).toEqual(materials.map((m) => m.id).sort());
    // The two lines of the same place are one stock row.
    const stock = await q(
      'select m.item_no as item, l.name as location, s.quantity::int as quantity, s.batch, s.exp_date::text as exp from stocks s join materials m on m.id = s.material_id join locations l on l.id = s.location_id where s.business_unit_id = $1 order by m.item_no',
      [bu],
    );
    expect(stock).toEqual([
      { item: 'M-1', location: 'A-01', quantity: 12, batch: 'B1', exp: '2027-01-31' },
      { item: 'M-2', location: 'A-02', quantity: 3, batch: null, exp: null },
    ]);
    expect((await q<{ n: number }>("select count(*)::int as n from material_transactions where business_unit_id = $1 and process_type = 'InitialStock'", [bu]))[0].n).toBe(2);
    // Progress after each sheet, up to the total of all rows.
    expect(progress).toEqual([
      { done: 2, total: 9 },
      { done: 4, total: 9 },
      { done: 6, total: 9 },
      { done: 9, total: 9 },
    ]);
    // The other unit's rows are untouched.
    expect(await q('select supplier_name as name, average_lead_time as lead from suppliers where business_unit_id = $1', [other])).toEqual([{ name: 'Acme', lead: null }]);
  });

  it('updates records whose key exists in the columns the sheet has only, and adds to the stock of the same place', async () => {
    const bu = await unit();
    await write(bu, {
      suppliers: sheet(SUPPLIERS_SHEET, [{ supplier_name: 'Acme', contact_person: 'Ann', average_lead_time: 4 }]),
      locations: sheet(LOCATIONS_SHEET, [{ name: 'A-01', location_role: 'Pick', picking_sequence: 3 }]),
      materials: sheet(MATERIALS_SHEET, [{ item_no: 'M-1', name: 'Bolt', supplier: 'Acme', sales_price: 2.5 }]),
      stock: sheet(STOCK_SHEET, [{ item_no: 'M-1', location: 'A-01', quantity: 5 }]),
    });
    const { counts, ids, progress } = await write(bu, {
      suppliers: sheet(SUPPLIERS_SHEET, [
        { supplier_name: 'Acme', average_lead_time: 9 },
        { supplier_name: 'Bolt', average_lead_time: 1 },
      ]),
      locations: sheet(LOCATIONS_SHEET, [{ name: 'A-01', location_role: 'Bulk' }]),
      materials: sheet(MATERIALS_SHEET, [{ item_no: 'M-1', name: 'Bolt M8', supplier: 'Bolt' }]),
      stock: sheet(STOCK_SHEET, [{ item_no: 'M-1', location: 'A-01', quantity: 2 }]),
    });
    expect(counts).toEqual({ suppliers: 2, locations: 1, materials: 1, stock: 1 });
    expect(ids.suppliers).toHaveLength(2);
    expect(ids.locations).toHaveLength(1);
    expect(progress.at(-1)).toEqual({ done: 5, total: 5 });
    expect(
      await q('select supplier_name as name, contact_person as contact, average_lead_time as lead from suppliers where business_unit_id = $1 order by supplier_name', [bu]),
    ).toEqual([
      { name: 'Acme', contact: 'Ann', lead: 9 },
      { name: 'Bolt', contact: null, lead: 1 },
    ]);
    expect(
      await q('select l.picking_sequence as seq, r.name as role from locations l join location_roles r on r.id = l.location_role_id where l.business_unit_id = $1', [bu]),
    ).toEqual([{ seq: 3, role: 'Bulk' }]);
    expect(
      await q(
        'select m.name, m.sales_price::float as price, s.supplier_name as supplier, m.current_quantity::int as quantity from materials m join suppliers s on s.id = m.supplier_id where m.business_unit_id = $1',
        [bu],
      ),
    ).toEqual([{ name: 'Bolt M8', price: 2.5, supplier: 'Bolt', quantity: 7 }]);
    expect(await q('select quantity::int as quantity from stocks where business_unit_id = $1', [bu])).toEqual([{ quantity: 7 }]);
  });

  it('keeps an existing record as it is when the sheet has its key column only', async () => {
    const bu = await unit();
    await q("insert into suppliers (business_unit_id, supplier_name, contact_person) values ($1, 'Acme', 'Ann')", [bu]);
    const { counts, ids } = await write(bu, { suppliers: sheet(SUPPLIERS_SHEET, [{ supplier_name: 'Acme' }, { supplier_name: 'New' }]) });
    expect(counts).toEqual({ suppliers: 2, locations: 0, materials: 0, stock: 0 });
    const rows = await q<{ id: number; name: string; contact: string | null }>(
      'select id, supplier_name as name, contact_person as contact from suppliers where business_unit_id = $1 order by supplier_name',
      [bu],
    );
    expect(rows.map(({ name, contact }) => ({ name, contact }))).toEqual([
      { name: 'Acme', contact: 'Ann' },
      { name: 'New', contact: null },
    ]);
    // Only the inserted row comes back to be published: the existing one did not change.
    expect(ids).toEqual({ suppliers: [rows[1].id], locations: [] });
  });

  it('writes a large sheet a chunk of 400 rows at a time, reporting each chunk', async () => {
    const bu = await unit();
    const name = (i: number) => `L-${String(i).padStart(3, '0')}`;
    // Two full chunks of locations (no empty chunk after the last), a full chunk of stock and one
    // row more: each chunk writes its own rows only.
    const rows = Array.from({ length: 800 }, (_, i) => ({ name: name(i), picking_sequence: i }));
    const stock = Array.from({ length: 401 }, (_, i) => ({ item_no: 'M-1', location: name(i), quantity: 1 }));
    const { counts, ids, progress } = await write(bu, {
      locations: sheet(LOCATIONS_SHEET, rows),
      materials: sheet(MATERIALS_SHEET, [{ item_no: 'M-1', name: 'Bolt' }]),
      stock: sheet(STOCK_SHEET, stock),
    });
    expect(counts).toEqual({ suppliers: 0, locations: 800, materials: 1, stock: 401 });
    expect(ids.locations).toHaveLength(800);
    expect(ids.suppliers).toEqual([]);
    expect(progress).toEqual([
      { done: 400, total: 1202 },
      { done: 800, total: 1202 },
      { done: 801, total: 1202 },
      { done: 1201, total: 1202 },
      { done: 1202, total: 1202 },
    ]);
    expect((await q<{ n: number; seq: number }>('select count(*)::int as n, max(picking_sequence) as seq from locations where business_unit_id = $1', [bu]))[0]).toEqual({
      n: 800,
      seq: 799,
    });
    expect((await q<{ n: number; total: number }>('select count(*)::int as n, sum(quantity)::int as total from stocks where business_unit_id = $1', [bu]))[0]).toEqual({
      n: 401,
      total: 401,
    });
    expect((await q<{ q: number }>('select current_quantity::int as q from materials where business_unit_id = $1', [bu]))[0].q).toBe(401);
  });

  it('marks the written materials changed even without stock, and leaves a blank reference blank even when a record is named "null"', async () => {
    const bu = await unit();
    await q("insert into suppliers (business_unit_id, supplier_name) values ($1, 'null')", [bu]);
    const { work } = await write(bu, { materials: sheet(MATERIALS_SHEET, [{ item_no: 'M-1', name: 'Bolt', supplier: null }]) });
    const materials = await q<{ id: number; supplier: number | null }>('select id, supplier_id as supplier from materials where business_unit_id = $1', [bu]);
    expect(materials).toEqual([{ id: expect.any(Number), supplier: null }]);
    expect([...work.changed.get('Material')!]).toEqual([materials[0].id]);
  });
});

describe('a write that fails part way', () => {
  it('leaves nothing of any sheet behind', async () => {
    const bu = await unit();
    await q("insert into suppliers (business_unit_id, supplier_name, average_lead_time) values ($1, 'Acme', 1)", [bu]);
    // The stock names a location that exists nowhere: its row cannot be written, and the sheets before it are undone.
    const failed = await write(bu, {
      suppliers: sheet(SUPPLIERS_SHEET, [
        { supplier_name: 'Acme', average_lead_time: 8 },
        { supplier_name: 'Bolt', average_lead_time: 2 },
      ]),
      locations: sheet(LOCATIONS_SHEET, [{ name: 'A-01' }]),
      materials: sheet(MATERIALS_SHEET, [{ item_no: 'M-1', name: 'Bolt' }]),
      stock: sheet(STOCK_SHEET, [{ item_no: 'M-1', location: 'Nowhere', quantity: 1 }]),
    }).then(
      () => undefined,
      (e: Error) => e,
    );
    expect(failed).toBeInstanceOf(Error);
    expect(await q('select supplier_name as name, average_lead_time as lead from suppliers where business_unit_id = $1', [bu])).toEqual([{ name: 'Acme', lead: 1 }]);
    for (const table of ['locations', 'materials', 'stocks', 'material_transactions'])
      expect((await q<{ n: number }>(`select count(*)::int as n from ${table} where business_unit_id = $1`, [bu]))[0].n, table).toBe(0);
  });
});
