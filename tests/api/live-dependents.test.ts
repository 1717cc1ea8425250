import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveUpdateMessage } from '@cockpit/core/live';
import { DEPENDENT_ROWS_LIMIT } from '../../plugins/master-data/server/dependent-rows';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { signInAs, type TestApi } from '../helpers/api-client';
import { connectLive, liveSettings, settle, type LiveTestClient } from '../helpers/live-client';

/**
 * Renaming a material or a location changes what other lists show (their stock rows, tasks,
 * orders), not only its own row: a live grid of those lists gets the rows again after the commit.
 */
let ts: TestServer;
let admin: TestApi;
let north: TestApi;
let demoId: number;
const open: LiveTestClient[] = [];

type Row = Record<string, unknown> & { id: number };

async function query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
  return (await ts.server.ctx.db.query<T>(sql, params)).rows;
}

async function live(api: TestApi, businessUnit: string, views: string[]) {
  const client = await connectLive(await liveSettings(api));
  open.push(client);
  for (const view of views) await client.connection.invoke('RegisterConnectionOnView', view, 'master', businessUnit);
  return client;
}

/** The rows of a Bulk or a single change. */
const rowsOf = (m: LiveUpdateMessage) => ((m.methodName === 'Bulk' ? m.viewModels : [m.viewModel]) ?? []) as Row[];
const sortedIds = (rows: Array<{ id: number }>) => rows.map((r) => Number(r.id)).sort((a, b) => a - b);

beforeAll(async () => {
  ts = await startTestServer();
  admin = await signInAs(ts.baseUrl, 'admin');
  north = await signInAs(ts.baseUrl, 'northAdmin');
  [{ id: demoId }] = await query<{ id: number }>(`select id from business_units where name = 'Demo'`);
});
afterAll(async () => {
  await Promise.all(open.map((c) => c.connection.stop()));
  await ts?.close();
});

describe('rows of other lists after a material or location changes', () => {
  it('a Stock subscriber gets the stock rows of a renamed material with the new item number and name; its tasks and orders follow; North hears nothing', async () => {
    // A Demo material with several stock rows, open tasks and open order lines (the seed is fixed).
    const [material] = await query<{ id: number }>(
      `select m.id from materials m
        where m.business_unit_id = $1 and (select count(*) from stocks s where s.material_id = m.id) between 2 and 200
        order by (select count(*) from tasks t where t.material_id = m.id and not t.historical) > 0 desc,
                 (select count(*) from outgoing_order_lines ln join outgoing_orders o on o.id = ln.order_id where ln.material_id = m.id and not o.historical) > 0 desc, m.id
        limit 1`,
      [demoId],
    );
    expect(material, 'a demo material with stock').toBeDefined();
    const stockIds = sortedIds(await query<{ id: number }>('select id from stocks where business_unit_id = $1 and material_id = $2', [demoId, material.id]));
    const taskIds = sortedIds(await query<{ id: number }>('select id from tasks where business_unit_id = $1 and material_id = $2 and not historical', [demoId, material.id]));
    const orderIds = sortedIds(
      await query<{ id: number }>(
        'select distinct o.id from outgoing_order_lines ln join outgoing_orders o on o.id = ln.order_id where o.business_unit_id = $1 and ln.material_id = $2 and not o.historical',
        [demoId, material.id],
      ),
    );
    expect(stockIds.length).toBeGreaterThan(1);
    expect(taskIds.length, 'the demo material has open tasks').toBeGreaterThan(0);
    expect(orderIds.length, 'the demo material is on open orders').toBeGreaterThan(0);

    const demo = await live(admin, 'Demo', ['Stock', 'Task', 'OutgoingOrder']);
    const northClient = await live(north, 'North', ['Stock', 'Task', 'OutgoingOrder']);
    const stamp = Date.now() % 1_000_000;
    const itemNo = `REN-${stamp}`;
    const name = `Renamed material ${stamp}`;

    const stock = demo.next((m) => m.viewName === 'Stock');
    const tasks = demo.next((m) => m.viewName === 'Task');
    const orders = demo.next((m) => m.viewName === 'OutgoingOrder');
    const answer = await admin.put('/api/Material/UpdateMaterial', { id: material.id, itemNo, name });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);

    const stockMessage = await stock;
    expect(stockMessage.methodName).toBe('Bulk');
    expect([...(stockMessage.ids as number[])].sort((a, b) => a - b)).toEqual(stockIds);
    expect(sortedIds(rowsOf(stockMessage))).toEqual(stockIds);
    for (const row of rowsOf(stockMessage)) expect(row).toMatchObject({ materialId: material.id, materialItemNo: itemNo, materialName: name });
    // The row shape is the Stock list's own: the grid can put it in as it is.
    const [listed] = (await admin.get(`/api/Stock/description?materialId=${material.id}`)).body.result as Row[];
    expect(Object.keys(rowsOf(stockMessage)[0]).sort()).toEqual(Object.keys(listed).sort());

    const taskMessage = await tasks;
    expect(sortedIds(rowsOf(taskMessage))).toEqual(taskIds);
    for (const row of rowsOf(taskMessage)) expect(row).toMatchObject({ materialItemNo: itemNo, materialName: name });
    const orderMessage = await orders;
    expect(sortedIds(rowsOf(orderMessage))).toEqual(orderIds);
    for (const row of rowsOf(orderMessage)) {
      const lines = row.lines as Array<{ materialItemNo: string; materialName: string }>;
      expect(lines.some((l) => l.materialItemNo === itemNo && l.materialName === name)).toBe(true);
    }
    await settle();
    expect(northClient.messages).toEqual([]);
  });

  it('a Stock subscriber gets the stock rows of a renamed location with the new name', async () => {
    const [location] = await query<{ id: number }>(
      `select l.id from locations l where l.business_unit_id = $1 and (select count(*) from stocks s where s.location_id = l.id) between 2 and 200 order by l.id limit 1`,
      [demoId],
    );
    expect(location, 'a demo location with several stock rows').toBeDefined();
    const stockIds = sortedIds(await query<{ id: number }>('select id from stocks where business_unit_id = $1 and location_id = $2', [demoId, location.id]));

    const demo = await live(admin, 'Demo', ['Stock', 'Location']);
    const name = `REN-LOC-${Date.now() % 1_000_000}`;
    const own = demo.next((m) => m.viewName === 'Location');
    const stock = demo.next((m) => m.viewName === 'Stock');
    const answer = await admin.put('/api/Location', { id: location.id, name });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);

    expect(await own).toMatchObject({ methodName: 'Updated', viewModel: { id: location.id, name } });
    const message = await stock;
    expect(message.methodName).toBe('Bulk');
    expect(sortedIds(rowsOf(message))).toEqual(stockIds);
    for (const row of rowsOf(message)) expect(row).toMatchObject({ locationId: location.id, location: name });
  });

  it(`publishes nothing extra for a list with more than ${DEPENDENT_ROWS_LIMIT} dependent rows`, async () => {
    const created = await admin.post('/api/Material', {
      itemNo: `MANY-${Date.now() % 1_000_000}`,
      name: 'Many stock rows',
      baseUoM: 'PCS',
      unitsOfMeasure: [{ uoMType: 'PCS', quantity: 1, isShipable: true }],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const materialId = (created.body.result as Row).id;
    const [location] = await query<{ id: number }>('select id from locations where business_unit_id = $1 order by id limit 1', [demoId]);
    await ts.server.ctx.db.query('insert into stocks (business_unit_id, material_id, location_id, quantity) select $1, $2, $3, 1 from generate_series(1, $4::int)', [
      demoId,
      materialId,
      location.id,
      DEPENDENT_ROWS_LIMIT + 1,
    ]);

    const demo = await live(admin, 'Demo', ['Stock', 'Material']);
    const own = demo.next((m) => m.viewName === 'Material');
    const answer = await admin.put('/api/Material/UpdateMaterial', { id: materialId, name: 'Many stock rows, renamed' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(await own).toMatchObject({ methodName: 'Updated', viewModel: { id: materialId, name: 'Many stock rows, renamed' } });
    await settle();
    expect(demo.messages.filter((m) => m.viewName === 'Stock')).toEqual([]);

    // One row fewer than the limit plus one: the rows are published again.
    await ts.server.ctx.db.query('delete from stocks where id = (select max(id) from stocks where material_id = $1)', [materialId]);
    const stock = demo.next((m) => m.viewName === 'Stock', 10_000);
    expect((await admin.put('/api/Material/UpdateMaterial', { id: materialId, name: 'Many stock rows, again' })).status).toBe(200);
    const message = await stock;
    expect(rowsOf(message)).toHaveLength(DEPENDENT_ROWS_LIMIT);
    expect(rowsOf(message).every((r) => r.materialName === 'Many stock rows, again')).toBe(true);
  });
});
