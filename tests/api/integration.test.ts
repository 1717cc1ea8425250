import { describe, expect, it } from 'vitest';
import { useDemoServer } from '../helpers/demo-server';

const { ts, admin, picker, north } = useDemoServer();

const db = () => ts.database.db;
async function demoCount(where: string, params: unknown[] = []): Promise<number> {
  const { rows } = await db().query<{ n: number }>(
    `select count(*)::int as n from integration_records r join business_units b on b.id = r.business_unit_id where b.name = 'Demo' and ${where}`,
    params,
  );
  return rows[0].n;
}

describe('integration data', () => {
  it('pages the records of one kind, newest first', async () => {
    const res = await admin.get('/api/IntegrationData?kind=Request&skip=0&take=10');
    expect(res.status).toBe(200);
    expect(res.body.result.totalCount).toBe(await demoCount("r.record_kind = 'Request'"));
    const data = res.body.result.data as Array<{ kind: string; createdAt: string }>;
    expect(data).toHaveLength(10);
    expect(data.every((r) => r.kind === 'Request')).toBe(true);
    const times = data.map((r) => Date.parse(r.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(Object.keys(data[0])).toEqual(
      expect.arrayContaining([
        'direction',
        'type',
        'state',
        'url',
        'httpMethod',
        'httpStatus',
        'requestBody',
        'requestHeaders',
        'responseBody',
        'responseHeaders',
        'elapsedMilliseconds',
        'errorMessage',
        'externalSystemName',
        'externalEndpointName',
        'eventSubscriptionName',
      ]),
    );
  });

  it('applies the monitor filters: types, systems, result level, initiated, sort order', async () => {
    const errors = await admin.get('/api/IntegrationData?resultLevel=Error&take=100');
    expect(errors.body.result.totalCount).toBe(await demoCount("r.state = 'Error'"));
    expect(errors.body.result.data.every((r: { state: string; errorMessage: string }) => r.state === 'Error' && r.errorMessage)).toBe(true);
    const shopify = await admin.get('/api/IntegrationData?externalSystemNames=Shopify&externalSystemNames=PostNord&take=1');
    expect(shopify.body.result.totalCount).toBe(await demoCount("r.external_system_name in ('Shopify', 'PostNord')"));
    const external = await admin.get('/api/IntegrationData?initiated=External&take=1');
    expect(external.body.result.totalCount).toBe(await demoCount("r.initiated = 'External'"));
    const oldestFirst = await admin.get('/api/IntegrationData?sortOrder=Ascending&take=2');
    const [a, b] = oldestFirst.body.result.data as Array<{ createdAt: string }>;
    expect(Date.parse(a.createdAt)).toBeLessThanOrEqual(Date.parse(b.createdAt));
    const types = await admin.get('/api/IntegrationData?integrationTypes=StockSync&take=1');
    expect(types.body.result.totalCount).toBe(await demoCount("r.integration_type = 'StockSync'"));
  });

  it('refuses bad filters with 400', async () => {
    expect((await admin.get('/api/IntegrationData?sortOrder=Sideways')).status).toBe(400);
    expect((await admin.get('/api/IntegrationData?kind=Fax')).status).toBe(400);
    const date = await admin.get('/api/IntegrationData?fromDate=yesterday');
    expect(date.status).toBe(400);
    expect(date.body.message).toMatch(/fromDate/);
  });

  it('answers the filter lists from the data and the enums', async () => {
    const systems = await admin.get('/api/IntegrationData/ExternalSystemNames');
    expect(systems.body.result).toEqual([{ name: 'Business Central' }, { name: 'PostNord' }, { name: 'Shopify' }, { name: 'WooCommerce' }]);
    const subscriptions = await admin.get('/api/IntegrationData/EventSubscriptionNames?kind=Message');
    expect(subscriptions.body.result.map((e: { name: string }) => e.name)).toEqual(['OrderCompleted', 'PurchaseOrderReceived', 'StockChanged']);
    for (const name of ['IntegrationTypes', 'ExternalEndpointNames', 'MainRetrievalEndpointNames']) {
      const res = await admin.get(`/api/IntegrationData/${name}`);
      expect(res.status).toBe(200);
      expect(res.body.result.length).toBeGreaterThan(0);
    }
    expect((await admin.get('/api/IntegrationData/SortOrder')).body.result).toEqual([{ name: 'Descending' }, { name: 'Ascending' }]);
    expect((await admin.get('/api/IntegrationData/IntegrationResultLevelFilter')).body.result).toContainEqual({ name: 'Error' });
    expect((await admin.get('/api/IntegrationData/Initiated')).body.result).toEqual([{ name: 'All' }, { name: 'Internal' }, { name: 'External' }]);
  });

  it('shows each business unit its own records only', async () => {
    const res = await north.get('/api/IntegrationData?take=1000');
    const { rows } = await db().query<{ n: number }>(
      "select count(*)::int as n from integration_records r join business_units b on b.id = r.business_unit_id where b.name = 'North'",
    );
    expect(res.body.result.totalCount).toBe(rows[0].n);
    const demoIds = new Set(((await admin.get('/api/IntegrationData?take=1000')).body.result.data as Array<{ id: number }>).map((r) => r.id));
    expect(res.body.result.data.some((r: { id: number }) => demoIds.has(r.id))).toBe(false);
  });

  it('needs the integration settings permission', async () => {
    // Open to all by default: the picker may read it until a role denies it.
    expect((await picker.get('/api/IntegrationData?take=1')).status).toBe(200);
    const role = (
      await db().query<{ id: number }>("select r.id from user_roles r join business_units b on b.id = r.business_unit_id where b.name = 'Demo' and r.name = 'PickerRole'")
    ).rows[0].id;
    await db().query("insert into role_permissions (role_id, scope, key, allowed) values ($1, 'header', 'integration', false)", [role]);
    ts.server.ctx.permissions.invalidate();
    expect((await picker.get('/api/IntegrationData?take=1')).status).toBe(403);
    expect((await picker.get('/api/IntegrationData/IntegrationTypes')).status).toBe(403);
  });
});
