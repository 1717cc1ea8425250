import { describe, expect, it } from 'vitest';
import { useDemoServer } from '../helpers/demo-server';

const { ts, admin, picker, north, changes } = useDemoServer();

const db = () => ts.database.db;
const count = async () => (await db().query<{ n: number }>('select count(*)::int as n from printers')).rows[0].n;
const demoLabel = async (name: string) =>
  (await db().query<{ id: number }>("select d.id from label_definitions d join business_units b on b.id = d.business_unit_id where b.name = 'Demo' and d.name = $1", [name]))
    .rows[0].id;
const demoLocation = async (name: string) =>
  (await db().query<{ id: number }>("select l.id from locations l join business_units b on b.id = l.business_unit_id where b.name = 'Demo' and l.name = $1", [name])).rows[0].id;

const newPrinter = async (name: string) => ({
  name,
  displayText: 'Test printer',
  isNetworkPrinter: true,
  networkNameOrIp: '10.0.0.99',
  printTechnology: 'ZPL',
  locationId: await demoLocation('IN-02'),
  labelDefinitionIds: [await demoLabel('Material 100x50')],
});

describe('printers', () => {
  it('lists the printers with their location and label definitions', async () => {
    const res = await admin.get('/api/Printer/description');
    expect(res.status).toBe(200);
    expect(res.body.result.map((p: { name: string }) => p.name)).toEqual(['OFFICE-PDF', 'ZEBRA-GI-01', 'ZEBRA-GO-01', 'ZEBRA-SHELF']);
    expect(res.body.result[1]).toMatchObject({
      locationName: 'IN-01',
      isNetworkPrinter: true,
      networkNameOrIp: '10.20.1.21',
      printTechnology: 'ZPL',
      labelDefinitions: 'Material 100x50, Pallet A5',
    });
  });

  it('lists material printers with their material label definitions only', async () => {
    const res = await picker.get('/api/Printer/materialPrintersWithDefinitions/list');
    expect(res.status).toBe(403);
    const ok = await admin.get('/api/Printer/materialPrintersWithDefinitions/list');
    expect(ok.status).toBe(200);
    const go = ok.body.result.find((p: { name: string }) => p.name === 'ZEBRA-GO-01');
    expect(go.definitions.map((d: { name: string }) => d.name)).toEqual(['Material 100x50', 'Material 57x32']);
    const labels = await admin.get('/api/Printer/labelDefinitions');
    expect(labels.body.result.map((d: { name: string }) => d.name)).toContain('Pallet A5');
  });

  it('creates, updates and deletes a printer, publishing each change', async () => {
    changes.length = 0;
    const created = await admin.post('/api/Printer', await newPrinter('TEST-ZEBRA'));
    expect(created.status).toBe(200);
    expect(created.body.result).toMatchObject({ name: 'TEST-ZEBRA', locationName: 'IN-02', labelDefinitions: 'Material 100x50' });
    const id = created.body.result.id;
    const updated = await admin.put(`/api/Printer/${id}`, { name: 'TEST-PDF', printTechnology: 'PDF', isNetworkPrinter: false, labelDefinitionIds: [] });
    expect(updated.status).toBe(200);
    expect(updated.body.result).toMatchObject({
      name: 'TEST-PDF',
      printTechnology: 'PDF',
      isNetworkPrinter: false,
      networkNameOrIp: null,
      locationName: null,
      labelDefinitions: '',
    });
    const removed = await admin.delete(`/api/Printer/${id}`);
    expect(removed.status).toBe(200);
    expect((await db().query('select 1 from printers where id = $1', [id])).rows).toHaveLength(0);
    expect(changes.map((c) => [c.viewName, c.methodName])).toEqual([
      ['Printer', 'Single'],
      ['Printer', 'Single'],
      ['Printer', 'Deleted'],
    ]);
  });

  it.each([
    [{ isNetworkPrinter: true, networkNameOrIp: null }, /A network printer needs its network name or IP address/, 'Printers.AddressRequired'],
    [{ networkNameOrIp: 'bad host!' }, /networkNameOrIp must match/],
    [{ printTechnology: 'Inkjet' }, /printTechnology must be equal to one of the allowed values/],
    [{ locationId: 999999 }, /locationId: location 999999 not found/],
    [{ labelDefinitionIds: [999999] }, /labelDefinitionIds: label definition 999999 not found/],
    [{ name: 'zebra-gi-01' }, /already exists/, 'Printers.NameTaken'],
  ])('refuses %j and creates nothing', async (patch, message, code?: string) => {
    const before = await count();
    const res = await admin.post('/api/Printer', { ...(await newPrinter('TEST-BAD')), ...patch });
    expect([400, 409]).toContain(res.status);
    expect(res.body.message).toMatch(message);
    // A refusal a clerk can make in the dialog has its own code, told in the clerk's language.
    if (code) expect(res.body.code).toBe(code);
    expect(await count()).toBe(before);
  });

  it('refuses the picker (no printers settings permission) with 403', async () => {
    const id = (await db().query<{ id: number }>("select p.id from printers p join business_units b on b.id = p.business_unit_id where b.name = 'Demo' limit 1")).rows[0].id;
    const before = await count();
    for (const res of [
      await picker.get('/api/Printer/description'),
      await picker.post('/api/Printer', await newPrinter('PICKER')),
      await picker.put(`/api/Printer/${id}`, { name: 'PICKED', printTechnology: 'ZPL' }),
      await picker.delete(`/api/Printer/${id}`),
    ]) {
      expect(res.status).toBe(403);
    }
    expect(await count()).toBe(before);
  });

  it("treats another unit's printer and location as unknown", async () => {
    const id = (await db().query<{ id: number }>("select p.id from printers p join business_units b on b.id = p.business_unit_id where b.name = 'Demo' limit 1")).rows[0].id;
    expect((await north.put(`/api/Printer/${id}`, { name: 'STOLEN', printTechnology: 'ZPL' })).status).toBe(404);
    expect((await north.delete(`/api/Printer/${id}`)).status).toBe(404);
    const foreignLocation = await north.post('/api/Printer', { name: 'N-1', printTechnology: 'ZPL', locationId: await demoLocation('IN-02') });
    expect(foreignLocation.status).toBe(400);
    expect((await db().query('select 1 from printers where id = $1', [id])).rows).toHaveLength(1);
  });
});
