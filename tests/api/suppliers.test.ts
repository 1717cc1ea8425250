import { describe, expect, it } from 'vitest';
import { useDemoServer } from '../helpers/demo-server';
import { changedTables, databaseSnapshot } from '../helpers/db-snapshot';
import { apiClient, type TestApi } from '../helpers/api-client';

const { ts, admin, picker, north, changes } = useDemoServer();

const db = () => ts.database.db;
const supplierCount = async () => (await db().query<{ n: number }>('select count(*)::int as n from suppliers')).rows[0].n;
const supplierOf = async (materialId: number) => (await db().query<{ s: number | null }>('select supplier_id as s from materials where id = $1', [materialId])).rows[0].s;
const withChoice = (api: TestApi, choice: string) => apiClient(ts.baseUrl, api.token, { 'x-user-choice': choice });

async function demoMaterials(where: string, limit: number): Promise<number[]> {
  const { rows } = await db().query<{ id: number }>(
    `select m.id from materials m join business_units b on b.id = m.business_unit_id where b.name = 'Demo' and ${where} order by m.id limit ${limit}`,
  );
  return rows.map((r) => r.id);
}

const newSupplier = (name: string) => ({
  supplierName: name,
  contactPerson: 'Hanne Test',
  companyEmail: 'hanne@test.example',
  averageLeadTime: 9,
  supplierStatus: 'Active',
  comments: 'Created by a test',
});

describe('supplier lists', () => {
  it('lists suppliers with their materials and the header look-up', async () => {
    const res = await admin.get('/api/Supplier/description');
    expect(res.status).toBe(200);
    const rows = res.body.result as Array<{ id: number; supplierName: string; materialIds: number[]; materialCount: number; draftCount: number; supplierStatus: string }>;
    expect(rows.length).toBe(7);
    const first = rows.find((r) => r.materialCount > 0)!;
    expect(first.materialIds).toHaveLength(first.materialCount);
    const { rows: linked } = await db().query<{ n: number }>('select count(*)::int as n from materials where supplier_id = $1', [first.id]);
    expect(first.materialCount).toBe(linked[0].n);
    expect(first.draftCount).toBe(0);
    expect(rows.some((r) => r.supplierStatus === 'Inactive')).toBe(true);
    const header = await admin.get('/api/Supplier/header');
    expect(header.body.result).toHaveLength(7);
    expect(header.body.result[0]).toEqual({ id: expect.any(Number), supplierName: expect.any(String), supplierStatus: expect.any(String) });
    const northRows = (await north.get('/api/Supplier/description')).body.result as Array<{ id: number }>;
    expect(northRows.some((r) => rows.some((d) => d.id === r.id))).toBe(false);
  });

  it('filters by status and pages', async () => {
    const res = await admin.get('/api/Supplier/description?supplierStatus=Inactive&skip=0&take=10');
    expect(res.body.result.totalCount).toBe(1);
    expect(res.body.result.data[0].supplierName).toBe('Baltic Hardware');
  });
});

describe('create, update, delete suppliers', () => {
  it('creates a supplier and publishes it', async () => {
    changes.length = 0;
    const res = await admin.post('/api/Supplier', newSupplier('Test Supplies'));
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ ...newSupplier('Test Supplies'), materialCount: 0, materialIds: [] });
    expect(changes).toContainEqual(expect.objectContaining({ viewName: 'Supplier', id: res.body.result.id }));
  });

  it.each([
    [{ supplierName: ' ' }, /supplierName must match/],
    [{ supplierStatus: 'Paused' }, /supplierStatus must be equal to one of the allowed values/],
    [{ companyEmail: 'not-an-email' }, /companyEmail must match/],
    [{ averageLeadTime: -2 }, /averageLeadTime must be >= 0/],
    [{ averageLeadTime: 2.5 }, /averageLeadTime must be integer/],
    [{ rating: 5 }, /unknown property "rating"/],
  ])('refuses %j with 400 and creates nothing', async (patch, message) => {
    const before = await supplierCount();
    const res = await admin.post('/api/Supplier', { ...newSupplier('Bad Supplies'), ...patch });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(message);
    expect(await supplierCount()).toBe(before);
  });

  it('refuses a duplicate name with 409', async () => {
    const before = await databaseSnapshot(ts);
    const res = await admin.post('/api/Supplier', newSupplier('nordic fasteners a/s'));
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'Suppliers.NameTaken', message: 'A supplier named "nordic fasteners a/s" already exists' });
    expect(await changedTables(ts, before)).toEqual([]);
  });

  it('updates a supplier, e.g. to Inactive', async () => {
    const created = (await admin.post('/api/Supplier', newSupplier('Update Me'))).body.result;
    const res = await admin.put('/api/Supplier', { id: created.id, supplierStatus: 'Inactive', comments: null });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ supplierName: 'Update Me', supplierStatus: 'Inactive', comments: null, contactPerson: 'Hanne Test' });
  });

  it('deletes suppliers, unlinking their materials; unknown ids are failed lines', async () => {
    const created = (await admin.post('/api/Supplier', newSupplier('Delete Me'))).body.result;
    const [m] = await demoMaterials('m.supplier_id is null', 1);
    expect((await admin.put('/api/Supplier/AssociateMaterialsToSupplier', { supplierId: created.id, materialIds: [m] })).status).toBe(200);
    const northSupplier = (await db().query<{ id: number }>("select s.id from suppliers s join business_units b on b.id = s.business_unit_id where b.name = 'North' limit 1"))
      .rows[0];
    changes.length = 0;
    const res = await admin.delete(`/api/Supplier?ids=${created.id}&ids=${northSupplier.id}`);
    expect(res.status).toBe(207);
    expect(res.body.result).toMatchObject({ successCount: 1, failed: [expect.objectContaining({ id: northSupplier.id, code: 'NotFound' })] });
    expect(await supplierOf(m)).toBeNull();
    expect((await db().query('select 1 from suppliers where id = $1', [northSupplier.id])).rows).toHaveLength(1);
    expect(changes).toContainEqual(expect.objectContaining({ viewName: 'Supplier', methodName: 'Deleted', id: created.id }));
    expect(changes).toContainEqual(expect.objectContaining({ viewName: 'Material', id: m }));
  });
});

describe('materials of a supplier', () => {
  it('associates free materials at once and publishes them', async () => {
    const supplier = (await admin.post('/api/Supplier', newSupplier('Link Free'))).body.result;
    const free = await demoMaterials('m.supplier_id is null', 3);
    changes.length = 0;
    const res = await admin.put('/api/Supplier/AssociateMaterialsToSupplier', { supplierId: supplier.id, materialIds: free });
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({
      successCount: 3,
      failedCount: 0,
      failed: [],
      failedTitle: 'Errors.Suppliers.notAssociated',
      associated: free,
      skipped: [],
      unlinkedFrom: [],
    });
    for (const id of free) expect(await supplierOf(id)).toBe(supplier.id);
    expect(changes.filter((c) => c.viewName === 'Material')).toHaveLength(1);
    expect(changes).toContainEqual(expect.objectContaining({ viewName: 'Supplier', id: supplier.id, viewModel: expect.objectContaining({ materialCount: 3 }) }));
    // The supplier's materials are the Materials list filtered by supplier (the grid's detail rows).
    const detail = await admin.get(`/api/Material/description?supplierId=${supplier.id}`);
    expect(detail.body.result.map((r: { id: number }) => r.id).sort()).toEqual([...free].sort());
  });

  it('asks before moving materials linked to another supplier, and changes nothing until answered', async () => {
    const supplier = (await admin.post('/api/Supplier', newSupplier('Link Taken'))).body.result;
    const [free] = await demoMaterials('m.supplier_id is null', 1);
    const [taken] = await demoMaterials('m.supplier_id is not null', 1);
    const formerSupplier = await supplierOf(taken);
    const res = await admin.put('/api/Supplier/AssociateMaterialsToSupplier', { supplierId: supplier.id, materialIds: [free, taken] });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('UserChoice');
    const choice = res.body.details.userChoice;
    expect(choice).toMatchObject({ id: 'Supplier.UnlinkMaterials', type: 'warning', title: 'Suppliers.unlinkWarning.title' });
    expect(choice.userOptions.map((o: { key: string }) => o.key)).toEqual(['unlink', 'skip']);
    // A translation key with its count (plural forms) and the items, said in the user's language by the console.
    expect(choice.description).toBe('Suppliers.unlinkWarning.description');
    expect(choice.details).toMatchObject({ count: 1, items: [expect.stringContaining('(')] });
    expect(choice.details.materials).toEqual([expect.objectContaining({ id: taken, supplierId: formerSupplier })]);
    expect(await supplierOf(free)).toBeNull();
    expect(await supplierOf(taken)).toBe(formerSupplier);

    // "skip": only the free material is linked.
    const skipped = await withChoice(admin, 'Supplier.UnlinkMaterials=skip').put('/api/Supplier/AssociateMaterialsToSupplier', {
      supplierId: supplier.id,
      materialIds: [free, taken],
    });
    // Kept with its supplier is not associated: a multi-status answer names it (the console shows no "associated" for it).
    expect(skipped.status).toBe(207);
    expect(skipped.body.result).toMatchObject({
      successCount: 1,
      failedCount: 1,
      failed: [expect.objectContaining({ id: taken, code: 'Suppliers.KeptWithSupplier', label: expect.stringContaining('(') })],
      failedTitle: 'Errors.Suppliers.notAssociated',
      associated: [free],
      skipped: [taken],
    });
    // Only materials of another supplier, all kept: nothing was associated.
    const none = await withChoice(admin, 'Supplier.UnlinkMaterials=skip').put('/api/Supplier/AssociateMaterialsToSupplier', { supplierId: supplier.id, materialIds: [taken] });
    expect(none.status).toBe(207);
    expect(none.body.result).toMatchObject({ successCount: 0, failedCount: 1, associated: [] });
    expect(await supplierOf(taken)).toBe(formerSupplier);

    // "unlink": the material moves, and the former supplier is named.
    changes.length = 0;
    const moved = await withChoice(admin, 'Supplier.UnlinkMaterials=unlink').put('/api/Supplier/AssociateMaterialsToSupplier', { supplierId: supplier.id, materialIds: [taken] });
    expect(moved.status).toBe(200);
    expect(moved.body.result.unlinkedFrom).toEqual([expect.objectContaining({ supplierId: formerSupplier, materialIds: [taken] })]);
    expect(await supplierOf(taken)).toBe(supplier.id);
    expect(changes.filter((c) => c.viewName === 'Supplier').length).toBeGreaterThan(0);
  });

  it('refuses an unknown option, an inactive supplier, and materials of another unit', async () => {
    const supplier = (await admin.post('/api/Supplier', newSupplier('Link Refusals'))).body.result;
    const [taken] = await demoMaterials('m.supplier_id is not null', 1);
    const before = await supplierOf(taken);
    const bad = await withChoice(admin, 'Supplier.UnlinkMaterials=maybe').put('/api/Supplier/AssociateMaterialsToSupplier', { supplierId: supplier.id, materialIds: [taken] });
    expect(bad.status).toBe(400);
    expect(await supplierOf(taken)).toBe(before);

    const inactive = (await admin.post('/api/Supplier', { ...newSupplier('Sleeping'), supplierStatus: 'Inactive' })).body.result;
    const [free] = await demoMaterials('m.supplier_id is null', 1);
    const refused = await admin.put('/api/Supplier/AssociateMaterialsToSupplier', { supplierId: inactive.id, materialIds: [free] });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ code: 'Suppliers.Inactive', message: 'Materials cannot be associated with an inactive supplier' });
    expect(await supplierOf(free)).toBeNull();

    const northMaterial = (await db().query<{ id: number }>("select m.id from materials m join business_units b on b.id = m.business_unit_id where b.name = 'North' limit 1"))
      .rows[0].id;
    const foreign = await admin.put('/api/Supplier/AssociateMaterialsToSupplier', { supplierId: supplier.id, materialIds: [free, northMaterial] });
    expect(foreign.status).toBe(404);
    expect(await supplierOf(free)).toBeNull();
    const refusedOnly = await databaseSnapshot(ts);
    const foreignSupplier = await north.put('/api/Supplier/AssociateMaterialsToSupplier', { supplierId: supplier.id, materialIds: [northMaterial] });
    expect(foreignSupplier.status).toBe(404);
    expect((await admin.put('/api/Supplier/AssociateMaterialsToSupplier', { supplierId: supplier.id, materialIds: [] })).status).toBe(400);
    expect(await changedTables(ts, refusedOnly)).toEqual([]);
  });

  it('removes materials from a supplier; a material not linked to it is a failed line', async () => {
    const supplier = (await admin.post('/api/Supplier', newSupplier('Unlink Me'))).body.result;
    const free = await demoMaterials('m.supplier_id is null', 2);
    await admin.put('/api/Supplier/AssociateMaterialsToSupplier', { supplierId: supplier.id, materialIds: [free[0]] });
    const res = await admin.put('/api/Supplier/RemoveMaterialsFromSupplier', { supplierId: supplier.id, materialIds: [free[0], free[1]] });
    expect(res.status).toBe(207);
    expect(res.body.result).toMatchObject({
      successCount: 1,
      failed: [expect.objectContaining({ id: free[1], code: 'Suppliers.MaterialNotLinked', message: 'Material is not linked to this supplier' })],
    });
    expect(await supplierOf(free[0])).toBeNull();
  });

  it('answers product lines with the calculated demand', async () => {
    const supplier = (await admin.post('/api/Supplier', newSupplier('Demand'))).body.result;
    const [m] = await demoMaterials('m.supplier_id is null and m.cost_price is not null', 1);
    await admin.put('/api/Supplier/AssociateMaterialsToSupplier', { supplierId: supplier.id, materialIds: [m] });
    const mat = (await db().query<{ available: number }>('select available_quantity as available from materials where id = $1', [m])).rows[0];
    await db().query('update materials set minimum_warehouse_quantity = $2, maximum_warehouse_quantity = $3 where id = $1', [m, mat.available + 10, mat.available + 50]);
    const res = await admin.post(`/api/Supplier/ProductLines/${supplier.id}`, {});
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual([expect.objectContaining({ materialId: m, calculatedDemand: 50, orderedQuantity: 50 })]);
    const only = await admin.post(`/api/Supplier/ProductLines/${supplier.id}`, { onlyWithDemand: true, materialIds: [m] });
    expect(only.body.result).toHaveLength(1);
    expect((await north.post(`/api/Supplier/ProductLines/${supplier.id}`, {})).status).toBe(404);
  });
});

describe('permissions and business units', () => {
  it('refuses the picker every supplier change with 403, changing nothing', async () => {
    const supplierId = (
      await db().query<{ id: number }>("select s.id from suppliers s join business_units b on b.id = s.business_unit_id where b.name = 'Demo' order by s.id limit 1")
    ).rows[0].id;
    const [free] = await demoMaterials('m.supplier_id is null', 1);
    const before = await supplierCount();
    for (const res of [
      await picker.post('/api/Supplier', newSupplier('Picker Supplies')),
      await picker.put('/api/Supplier', { id: supplierId, supplierStatus: 'Inactive' }),
      await picker.delete(`/api/Supplier?ids=${supplierId}`),
      await picker.put('/api/Supplier/AssociateMaterialsToSupplier', { supplierId, materialIds: [free] }),
      await picker.put('/api/Supplier/RemoveMaterialsFromSupplier', { supplierId, materialIds: [free] }),
    ]) {
      expect(res.status).toBe(403);
    }
    expect(await supplierCount()).toBe(before);
    expect(await supplierOf(free)).toBeNull();
    expect((await db().query<{ s: string }>('select supplier_status as s from suppliers where id = $1', [supplierId])).rows[0].s).toBe('Active');
  });

  it('answers 404 to another unit updating a supplier', async () => {
    const supplierId = (
      await db().query<{ id: number }>("select s.id from suppliers s join business_units b on b.id = s.business_unit_id where b.name = 'Demo' order by s.id limit 1")
    ).rows[0].id;
    expect((await north.put('/api/Supplier', { id: supplierId, supplierStatus: 'Inactive' })).status).toBe(404);
    expect((await db().query<{ s: string }>('select supplier_status as s from suppliers where id = $1', [supplierId])).rows[0].s).toBe('Active');
  });
});
