import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../helpers/test-server';
import { startDemoServer } from '../helpers/demo-server';
import type { TestApi } from '../helpers/api-client';
import { demoMaterial } from '../helpers/demo-material';

/** Reading materials: the list, its look-ups and the bill of materials, and the search; writes are materials.test.ts. */
let ts: TestServer, admin: TestApi, north: TestApi;
beforeAll(async () => ({ ts, admin, north } = await startDemoServer()));
afterAll(() => ts?.close());

const db = () => ts.database.db;

describe('material list and look-ups', () => {
  it('lists materials with their supplier and units of measure', async () => {
    const res = await admin.get('/api/Material/description');
    expect(res.status).toBe(200);
    const rows = res.body.result as Array<Record<string, unknown>>;
    expect(rows.length).toBeGreaterThan(100);
    const linked = rows.find((r) => r.supplierId !== null);
    expect(linked?.supplierName).toEqual(expect.any(String));
    const units = rows[0].unitsOfMeasure as Array<{ uoMType: string; quantity: number }>;
    expect(units.length).toBeGreaterThanOrEqual(2);
    expect(units[0]).toMatchObject({ quantity: 1, uoMType: rows[0].baseUoM });
  });

  it('pages the list with skip and take', async () => {
    const res = await admin.get('/api/Material/description?skip=10&take=5&orderBy=itemNo');
    expect(res.status).toBe(200);
    expect(res.body.result.data).toHaveLength(5);
    expect(res.body.result.totalCount).toBe(
      (await db().query<{ n: number }>("select count(*)::int as n from materials m join business_units b on b.id = m.business_unit_id where b.name = 'Demo'")).rows[0].n,
    );
  });

  it('answers the search index, the unassociated materials and the association candidates', async () => {
    const index = await admin.get('/api/Material/description/searchIndex');
    expect(index.status).toBe(200);
    expect(index.body.result[0]).toEqual(expect.objectContaining({ id: expect.any(Number), itemNo: expect.any(String), barcode: expect.anything() }));
    const free = await admin.get('/api/Material/GetUnassociatedMaterials');
    expect(free.status).toBe(200);
    expect(free.body.result.length).toBeGreaterThan(0);
    expect(free.body.result.every((m: { supplierId: number | null }) => m.supplierId === null)).toBe(true);
    const { rows } = await db().query<{ id: number }>(
      "select s.id from suppliers s join business_units b on b.id = s.business_unit_id where b.name = 'Demo' order by s.id limit 1",
    );
    const candidates = await admin.get(`/api/Material/GetMaterialsForAssociations?supplierId=${rows[0].id}`);
    expect(candidates.status).toBe(200);
    const list = candidates.body.result as Array<{ supplierId: number | null; linkedToOtherSupplier: boolean }>;
    expect(list.some((m) => m.supplierId === rows[0].id)).toBe(false);
    expect(list.some((m) => m.linkedToOtherSupplier)).toBe(true);
    expect((await admin.get('/api/Material/GetMaterialsForAssociations?supplierId=abc')).status).toBe(400);
  });

  it("answers the supplier materials not in a draft, and 404 for another unit's supplier", async () => {
    const { rows } = await db().query<{ id: number; n: number }>(
      `select s.id, (select count(*)::int from materials m where m.supplier_id = s.id) as n from suppliers s join business_units b on b.id = s.business_unit_id
        where b.name = 'Demo' order by s.id limit 1`,
    );
    const res = await admin.get(`/api/Material/GetUndraftedSupplierMaterials/${rows[0].id}/0`);
    expect(res.status).toBe(200);
    expect(res.body.result).toHaveLength(rows[0].n);
    expect((await north.get(`/api/Material/GetUndraftedSupplierMaterials/${rows[0].id}/0`)).status).toBe(404);
  });

  it('answers a bill of materials by item number', async () => {
    const res = await admin.get('/api/Material/bom/KIT-0001');
    expect(res.status).toBe(200);
    expect(res.body.result.isBOM).toBe(true);
    expect(res.body.result.components.length).toBeGreaterThanOrEqual(2);
    expect(res.body.result.components[0]).toEqual(expect.objectContaining({ itemNo: expect.any(String), quantity: expect.any(Number) }));
    expect((await admin.get('/api/Material/bom/NO-SUCH-ITEM')).status).toBe(404);
    expect((await north.get('/api/Material/bom/KIT-0001')).status).toBe(404);
  });
});

describe('material search', () => {
  it('searches by text, paged', async () => {
    const m = await demoMaterial(db());
    const res = await admin.get(`/api/Material/search?text=${m.item_no}&skip=0&take=10`);
    expect(res.status).toBe(200);
    expect(res.body.result.totalCount).toBeGreaterThanOrEqual(1);
    expect(res.body.result.data[0].itemNo).toBe(m.item_no);
  });

  it('POST Search finds exact item numbers and pages', async () => {
    const { rows } = await db().query<{ item_no: string }>(
      "select item_no from materials m join business_units b on b.id = m.business_unit_id where b.name = 'Demo' order by item_no limit 3",
    );
    const res = await admin.post('/api/Material/Search', { itemNos: rows.map((r) => r.item_no), take: 2 });
    expect(res.status).toBe(200);
    expect(res.body.result.totalCount).toBe(3);
    expect(res.body.result.data).toHaveLength(2);
  });

  it('refuses a search with no filters, saying so', async () => {
    for (const res of [await admin.get('/api/Material/search'), await admin.post('/api/Material/Search', { skip: 0, take: 10 }), await admin.get('/api/Material/search?text=')]) {
      expect(res.status).toBe(422);
      expect(res.body.code).toBe('Materials.NoSearchFilters');
      expect(res.body.message).toBe('Cannot perform search when no filters are specified');
    }
  });

  it('refuses unknown search fields with 400', async () => {
    const res = await admin.post('/api/Material/Search', { colour: 'red' });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/colour/);
  });

  it("POST get answers full materials with their bill of materials, only of the caller's unit", async () => {
    const kit = (await db().query<{ id: number }>("select id from materials where item_no = 'KIT-0001'")).rows[0];
    const res = await admin.post('/api/Material/get', { ids: [kit.id] });
    expect(res.status).toBe(200);
    expect(res.body.result).toHaveLength(1);
    expect(res.body.result[0].components.length).toBeGreaterThanOrEqual(2);
    expect(res.body.result[0].billOfMaterial).toMatch(/^ITM-\d+ × \d+, ITM-/);
    const other = await north.post('/api/Material/get', { ids: [kit.id] });
    expect(other.body.result).toEqual([]);
  });
});
