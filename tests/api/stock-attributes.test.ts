import { describe, expect, it } from 'vitest';
import { useDemoServer } from '../helpers/demo-server';

const { ts, admin, picker, north } = useDemoServer();

const db = () => ts.database.db;
const count = async () => (await db().query<{ n: number }>('select count(*)::int as n from stock_attributes')).rows[0].n;
const newAttribute = (name: string) => ({
  name,
  displayName: 'Lot code',
  description: 'Lot code from the label',
  dataType: 'String',
  regexValidation: '^L[0-9]{6}$',
  required: true,
  restrictedPreparation: false,
  erpMaintained: false,
  handling: 'OnReceipt',
});

describe('stock attributes', () => {
  it('lists the attributes and the enum options (open to every signed-in user)', async () => {
    const res = await picker.get('/api/StockAttribute/description');
    expect(res.status).toBe(200);
    expect(res.body.result.map((a: { name: string }) => a.name)).toEqual(['BatchNo', 'BestBefore', 'Grade', 'SerialNo', 'Temperature']);
    expect(res.body.result.find((a: { name: string }) => a.name === 'Grade')).toMatchObject({ dataType: 'Enum', enumValues: ['A', 'B', 'C'], erpMaintained: true });
    const options = await admin.get('/api/StockAttribute/EnumOptions');
    expect(options.body.result).toEqual({ dataType: ['String', 'Integer', 'Decimal', 'Date', 'Boolean', 'Enum'], handling: ['None', 'OnReceipt', 'OnPick', 'OnReceiptAndPick'] });
  });

  it('creates (PUT create), updates (PUT update) and deletes an attribute', async () => {
    const created = await admin.put('/api/StockAttribute/create', newAttribute('LotCode'));
    expect(created.status).toBe(200);
    expect(created.body.result).toMatchObject(newAttribute('LotCode'));
    const id = created.body.result.id;
    const updated = await admin.put('/api/StockAttribute/update', { ...newAttribute('LotCode'), id, dataType: 'Enum', regexValidation: null, enumValues: ['L1', 'L2'] });
    expect(updated.status).toBe(200);
    expect(updated.body.result).toMatchObject({ dataType: 'Enum', regexValidation: null, enumValues: ['L1', 'L2'] });
    const stored = await db().query<{ dataType: string; enumValues: unknown }>('select data_type as "dataType" from stock_attributes where id = $1', [id]);
    expect(stored.rows).toEqual([{ dataType: 'Enum' }]);
    const before = await count();
    expect((await admin.delete(`/api/StockAttribute/${id}`)).status).toBe(200);
    expect(await count()).toBe(before - 1);
    expect((await db().query('select id from stock_attributes where id = $1', [id])).rows).toEqual([]);
    expect((await admin.delete(`/api/StockAttribute/${id}`)).status).toBe(404);
    expect(await count()).toBe(before - 1);
  });

  it.each([
    [{ regexValidation: '^[A-Z' }, /regexValidation is not a valid pattern/],
    [{ regexValidation: '(?<x>a)(?<x>b)' }, /regexValidation is not a valid pattern/],
    [{ name: 'Lot code' }, /name must match/],
    [{ dataType: 'Money' }, /dataType must be equal to one of the allowed values/],
    [{ handling: 'Sometimes' }, /handling must be equal to one of the allowed values/],
    [{ dataType: 'Enum' }, /A list attribute needs at least one value/, 'StockAttributes.EnumValuesRequired'],
    [{ enumValues: ['x'] }, /Values can only be given for a list attribute/, 'StockAttributes.EnumValuesOnlyForEnum'],
    [{ required: 'yes' }, /required must be boolean/],
    [{ name: 'batchno' }, /already exists/, 'StockAttributes.NameTaken'],
  ])('refuses %j and creates nothing', async (patch, message, code?: string) => {
    const before = await count();
    const res = await admin.put('/api/StockAttribute/create', { ...newAttribute('Refused'), ...patch });
    expect([400, 409]).toContain(res.status);
    expect(res.body.message).toMatch(message);
    // A refusal a clerk can make in the dialog has its own code, told in the clerk's language.
    if (code) expect(res.body.code).toBe(code);
    expect(await count()).toBe(before);
  });

  it('refuses the picker (no stock_attributes settings permission) with 403, and another unit with 404', async () => {
    const id = (
      await db().query<{ id: number }>("select a.id from stock_attributes a join business_units b on b.id = a.business_unit_id where b.name = 'Demo' and a.name = 'BatchNo'")
    ).rows[0].id;
    const before = await count();
    for (const res of [
      await picker.put('/api/StockAttribute/create', newAttribute('PickerAttr')),
      await picker.put('/api/StockAttribute/update', { ...newAttribute('BatchNo'), id }),
      await picker.delete(`/api/StockAttribute/${id}`),
    ]) {
      expect(res.status).toBe(403);
    }
    expect((await north.put('/api/StockAttribute/update', { ...newAttribute('BatchNo'), id, displayName: 'Stolen' })).status).toBe(404);
    expect((await north.delete(`/api/StockAttribute/${id}`)).status).toBe(404);
    expect(await count()).toBe(before);
    expect((await db().query<{ display_name: string }>('select display_name from stock_attributes where id = $1', [id])).rows[0].display_name).toBe('Batch number');
  });
});
