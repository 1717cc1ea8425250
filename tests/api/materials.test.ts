import { describe, expect, it } from 'vitest';
import { useDemoServer } from '../helpers/demo-server';
import { demoMaterial } from '../helpers/demo-material';

const { ts, admin, picker, north, changes } = useDemoServer();

const db = () => ts.database.db;
async function materialCount(): Promise<number> {
  return (await db().query<{ n: number }>('select count(*)::int as n from materials')).rows[0].n;
}

const newMaterial = (itemNo: string) => ({
  itemNo,
  name: 'Test bracket',
  baseUoM: 'PCS',
  costPrice: 12.5,
  salesPrice: 19.99,
  minimumWarehouseQuantity: 10,
  maximumWarehouseQuantity: 50,
  materialGroup: 'Fasteners',
  unitsOfMeasure: [
    { uoMType: 'PCS', quantity: 1, isShipable: true },
    { uoMType: 'BOX', quantity: 12, container: 'Carton', isShipable: true, height: 10, length: 30, width: 20, weight: 1.2 },
  ],
});

describe('create, update and delete materials', () => {
  it('creates a material with its units of measure and publishes it', async () => {
    changes.length = 0;
    const res = await admin.post('/api/Material', newMaterial('TEST-0001'));
    expect(res.status).toBe(200);
    const row = res.body.result;
    expect(row).toMatchObject({ itemNo: 'TEST-0001', costPrice: 12.5, salesPrice: 19.99, minimumWarehouseQuantity: 10 });
    expect(row.unitsOfMeasure.map((u: { uoMType: string }) => u.uoMType)).toEqual(['PCS', 'BOX']);
    expect(changes).toContainEqual(
      expect.objectContaining({
        viewName: 'Material',
        methodName: 'Single',
        id: row.id,
        viewModel: expect.objectContaining({ id: row.id, itemNo: 'TEST-0001', unitsOfMeasure: row.unitsOfMeasure }),
      }),
    );
  });

  it('adds the base unit when the units leave it out', async () => {
    const { unitsOfMeasure, ...rest } = newMaterial('TEST-0002');
    const res = await admin.post('/api/Material', { ...rest, unitsOfMeasure: [unitsOfMeasure[1]] });
    expect(res.status).toBe(200);
    expect(res.body.result.unitsOfMeasure).toEqual([expect.objectContaining({ uoMType: 'PCS', quantity: 1 }), expect.objectContaining({ uoMType: 'BOX', quantity: 12 })]);
  });

  it('refuses a duplicate item number with 409 and a clear message', async () => {
    const before = await materialCount();
    const m = await demoMaterial(db());
    const res = await admin.post('/api/Material', newMaterial(m.item_no));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(`Item number "${m.item_no}" is already used by another material`);
    // Its own code, so that the console says it in the clerk's language (Errors.Materials.ItemNoTaken).
    expect(res.body).toMatchObject({ code: 'Materials.ItemNoTaken', details: { itemNo: m.item_no } });
    expect(await materialCount()).toBe(before);
  });

  it('allows the same item number in another business unit', async () => {
    const byUnit = async () =>
      (
        await db().query<{ unit: string; name: string }>(
          "select b.name as unit, m.name from materials m join business_units b on b.id = m.business_unit_id where m.item_no = 'KIT-0001' order by b.name",
        )
      ).rows;
    const before = await byUnit();
    expect(before.map((r) => r.unit)).toEqual(['Demo']);
    const res = await north.post('/api/Material', newMaterial('KIT-0001'));
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ itemNo: 'KIT-0001' });
    // North has its own; the Demo material of that number is as it was.
    expect(await byUnit()).toEqual([...before, { unit: 'North', name: newMaterial('KIT-0001').name }]);
  });

  it.each([
    [{ costPrice: 0 }, /costPrice must be greater than 0 with at most 2 decimals/],
    [{ costPrice: 1.234 }, /costPrice must be greater than 0 with at most 2 decimals/],
    [{ salesPrice: -5 }, /salesPrice must be greater than 0 with at most 2 decimals/],
    [{ minimumWarehouseQuantity: 2.5 }, /minimumWarehouseQuantity must be integer/],
    [{ minimumWarehouseQuantity: 0 }, /minimumWarehouseQuantity must be >= 1/],
    [{ minimumWarehouseQuantity: 60 }, /must not be below the critical stock level/, 'Materials.MaxBelowMin'],
    [{ unitsOfMeasure: [{ uoMType: 'BOX', quantity: 0.5 }] }, /unitsOfMeasure\/0\/quantity must be integer/],
    [{ unitsOfMeasure: [{ uoMType: 'BOX', quantity: 0 }] }, /unitsOfMeasure\/0\/quantity must be >= 1/],
    [{ unitsOfMeasure: [{ uoMType: 'PCS', quantity: 6 }] }, /The base unit PCS must have quantity 1/, 'Materials.BaseUnitQuantity'],
    [{ unitsOfMeasure: [{ uoMType: 'CRATE', quantity: 6 }] }, /Unknown unit of measure "CRATE"/, 'Materials.UnknownUnit'],
    [{ baseUoM: 12 }, /baseUoM must be string/],
    [{ name: '   ' }, /name must match/],
    [{ itemNo: undefined }, /"itemNo" is required/],
    [{ colour: 'red', shade: 'dark' }, /unknown property "shade"/],
    [{ supplierId: 999999 }, /supplierId: supplier 999999 not found/],
    [{ ean: '12ab' }, /ean must match/],
  ])('refuses %j with 400 and changes nothing', async (patch, message, code?: string) => {
    const before = await materialCount();
    const res = await admin.post('/api/Material', { ...newMaterial('TEST-BAD'), ...patch });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(message);
    // A refusal a clerk can make in the dialog has its own code, told in the clerk's language.
    if (code) expect(res.body.code).toBe(code);
    expect(await materialCount()).toBe(before);
  });

  it('updates a material and its units of measure, keeping the ids of units it keeps', async () => {
    const created = (await admin.post('/api/Material', newMaterial('TEST-0003'))).body.result;
    const box = created.unitsOfMeasure.find((u: { uoMType: string }) => u.uoMType === 'BOX');
    changes.length = 0;
    const res = await admin.put('/api/Material/UpdateMaterial', {
      id: created.id,
      name: 'Renamed bracket',
      salesPrice: 21.5,
      unitsOfMeasure: [
        { uoMType: 'PCS', quantity: 1 },
        { uoMType: 'BOX', quantity: 24 },
        { uoMType: 'PALLET', quantity: 960, isShipable: false },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ name: 'Renamed bracket', salesPrice: 21.5, costPrice: 12.5 });
    const units = res.body.result.unitsOfMeasure as Array<{ id: number; uoMType: string; quantity: number; isShipable: boolean }>;
    expect(units.find((u) => u.uoMType === 'BOX')).toMatchObject({ id: box.id, quantity: 24 });
    expect(units.find((u) => u.uoMType === 'PALLET')).toMatchObject({ quantity: 960, isShipable: false });
    expect(changes).toContainEqual(expect.objectContaining({ viewName: 'Material', id: created.id }));

    const dropped = await admin.put('/api/Material/UpdateMaterial', { id: created.id, unitsOfMeasure: [{ uoMType: 'PCS', quantity: 1 }] });
    expect(dropped.body.result.unitsOfMeasure).toHaveLength(1);
  });

  it("refuses an update to another material's item number with 409, and bad values with 400, changing nothing", async () => {
    const created = (await admin.post('/api/Material', newMaterial('TEST-0004'))).body.result;
    const other = await demoMaterial(db());
    const dup = await admin.put('/api/Material/UpdateMaterial', { id: created.id, itemNo: other.item_no, name: 'x' });
    expect(dup.status).toBe(409);
    expect(dup.body.code).toBe('Materials.ItemNoTaken');
    const bad = await admin.put('/api/Material/UpdateMaterial', { id: created.id, name: 'y', maximumWarehouseQuantity: 5 });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'Materials.MaxBelowMin', message: expect.stringMatching(/optimal stock level \(max\)/) });
    const { rows } = await db().query<{ name: string; item_no: string; maximum_warehouse_quantity: number }>(
      'select name, item_no, maximum_warehouse_quantity from materials where id = $1',
      [created.id],
    );
    expect(rows[0]).toEqual({ name: 'Test bracket', item_no: 'TEST-0004', maximum_warehouse_quantity: 50 });
  });

  it('keeps a bill of materials free of cycles', async () => {
    const a = (await admin.post('/api/Material', newMaterial('TEST-KIT-A'))).body.result;
    const b = (await admin.post('/api/Material', { ...newMaterial('TEST-KIT-B'), billOfMaterial: [{ materialId: a.id, quantity: 2 }] })).body.result;
    expect(b.isBOM).toBe(true);
    const cycle = await admin.put('/api/Material/UpdateMaterial', { id: a.id, billOfMaterial: [{ materialId: b.id, quantity: 1 }] });
    expect(cycle.status).toBe(400);
    expect(cycle.body.message).toMatch(/component of itself/);
    const self = await admin.put('/api/Material/UpdateMaterial', { id: a.id, alternativeMaterialIds: [a.id] });
    expect(self.status).toBe(400);
    const bom = await admin.get('/api/Material/bom/TEST-KIT-B');
    expect(bom.body.result.components).toEqual([expect.objectContaining({ materialId: a.id, quantity: 2 })]);
  });

  it('deletes materials without stock and answers 207 with the lines that have stock or are unknown', async () => {
    const free = (await admin.post('/api/Material', newMaterial('TEST-DEL-1'))).body.result;
    const stocked = await demoMaterial(db(), 'm.current_quantity > 0');
    const northMaterial = (await db().query<{ id: number }>("select m.id from materials m join business_units b on b.id = m.business_unit_id where b.name = 'North' limit 1"))
      .rows[0];
    changes.length = 0;
    const res = await admin.delete(`/api/Material?ids=${free.id}&ids=${stocked.id}&ids=${northMaterial.id}`);
    expect(res.status).toBe(207);
    expect(res.body.result.successCount).toBe(1);
    expect(res.body.result.failed).toEqual([
      expect.objectContaining({ id: stocked.id, code: 'Materials.HasStock', message: 'Material has stock and cannot be deleted' }),
      expect.objectContaining({ id: northMaterial.id, code: 'NotFound' }),
    ]);
    expect((await db().query('select 1 from materials where id = $1', [free.id])).rows).toHaveLength(0);
    expect((await db().query('select 1 from materials where id = any($1)', [[stocked.id, northMaterial.id]])).rows).toHaveLength(2);
    expect(changes).toContainEqual(expect.objectContaining({ viewName: 'Material', methodName: 'Deleted', id: free.id }));
  });

  it('refuses to delete a material a kit uses', async () => {
    const part = (
      await db().query<{ id: number }>(
        "select b.component_material_id as id from bom_components b join materials m on m.id = b.parent_material_id where m.item_no = 'KIT-0001' limit 1",
      )
    ).rows[0];
    await db().query('update stocks set quantity = 0, reserved_quantity = 0, ingoing_quantity = 0 where material_id = $1', [part.id]);
    const res = await admin.delete(`/api/Material?ids=${part.id}`);
    expect(res.status).toBe(207);
    expect(res.body.result.failed[0]).toMatchObject({ code: 'Materials.InUse' });
    expect((await db().query('select 1 from materials where id = $1', [part.id])).rows).toHaveLength(1);
  });

  it('answers 200 when every line is deleted, and 400 without ids', async () => {
    const a = (await admin.post('/api/Material', newMaterial('TEST-DEL-2'))).body.result;
    const res = await admin.delete(`/api/Material?ids=${a.id}`);
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ successCount: 1, failedCount: 0 });
    expect((await db().query('select id from materials where id = $1', [a.id])).rows).toEqual([]);
    const before = await materialCount();
    expect((await admin.delete('/api/Material')).status).toBe(400);
    expect((await admin.delete('/api/Material?ids=x')).status).toBe(400);
    expect(await materialCount()).toBe(before);
  });
});

describe('permissions and business units', () => {
  it('refuses the picker every material change with 403, changing nothing', async () => {
    const before = await materialCount();
    const m = await demoMaterial(db());
    const calls = [
      await picker.post('/api/Material', newMaterial('TEST-PICK')),
      await picker.put('/api/Material/UpdateMaterial', { id: m.id, name: 'Picked' }),
      await picker.delete(`/api/Material?ids=${m.id}`),
      await picker.post('/api/Material/printLabel', { materialId: m.id, printerId: 1, copies: 1 }),
    ];
    for (const res of calls) {
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('Authorization Error: access denied');
    }
    expect(await materialCount()).toBe(before);
    expect((await db().query<{ name: string }>('select name from materials where id = $1', [m.id])).rows[0].name).not.toBe('Picked');
    // Reading stays open to the picker.
    expect((await picker.get('/api/Material/description')).status).toBe(200);
  });

  it("treats another business unit's material as not found", async () => {
    const m = await demoMaterial(db());
    const res = await north.put('/api/Material/UpdateMaterial', { id: m.id, name: 'Stolen' });
    expect(res.status).toBe(404);
    expect((await db().query<{ name: string }>('select name from materials where id = $1', [m.id])).rows[0].name).not.toBe('Stolen');
    const del = await north.delete(`/api/Material?ids=${m.id}`);
    expect(del.status).toBe(207);
    expect((await db().query('select 1 from materials where id = $1', [m.id])).rows).toHaveLength(1);
  });
});
