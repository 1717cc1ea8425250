import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../helpers/api-client';
import { connectLive, liveSettings, settle, type LiveTestClient } from '../helpers/live-client';
import { createInstanceDatabase, postgresAdminUrl, startInstance, stopInstance, type Instance } from '../helpers/server-instances';

/**
 * Two server processes on one PostgreSQL database share changes through LISTEN/NOTIFY: a change
 * published on one reaches the connections of the other, once, big ones (over NOTIFY's 8000-byte
 * limit) included. One session used on both instances: two-instances.test.ts. Uses
 * TEST_DATABASE_URL, or starts the throw-away server of scripts/start-postgres.sh; skipped when
 * PostgreSQL is not installed.
 */
const adminUrl = postgresAdminUrl('live-instances.test.ts');
if (!adminUrl) console.warn('live-instances.test.ts skipped: no PostgreSQL server (no TEST_DATABASE_URL, and no binaries to start one: apt-get install postgresql)');

describe.skipIf(!adminUrl)('live updates across server instances (PostgreSQL LISTEN/NOTIFY)', () => {
  let instances: Instance[] = [];
  const clients: LiveTestClient[] = [];
  let demoId = 0;
  let drop: () => Promise<void> = async () => undefined;

  beforeAll(async () => {
    const database = await createInstanceDatabase(adminUrl!, 'cockpit_live');
    ({ demoId, drop } = database);
    instances = await Promise.all([startInstance(database.url), startInstance(database.url)]);
  });

  afterAll(async () => {
    await Promise.all(clients.map((c) => c.connection.stop()));
    await Promise.all(instances.map(stopInstance));
    await drop();
  });

  it('delivers a change published on one instance to the connections of both, once each', async () => {
    const [a, b] = instances;
    // Signed in on A; the token is good on B too (same database, same secret).
    const api = await signInAs(a.baseUrl, 'admin');
    const onA = await connectLive(await liveSettings(api));
    const settingsB = await liveSettings(api);
    const onB = await connectLive({ ...settingsB, signalREndpoint: `${b.baseUrl}/hubs/view` });
    clients.push(onA, onB);
    await onA.connection.invoke('RegisterConnectionOnView', 'Material', 'master', 'Demo');
    await onB.connection.invoke('RegisterConnectionOnView', 'Material', 'master', 'Demo');

    const arrivals = [onA.next(), onB.next()];
    a.publish({ viewName: 'Material', businessUnitId: demoId, methodName: 'Single', viewModel: { id: 1, name: 'from A' } });
    expect(await Promise.all(arrivals)).toEqual([
      { viewName: 'Material', methodName: 'Updated', viewModel: { id: 1, name: 'from A' } },
      { viewName: 'Material', methodName: 'Updated', viewModel: { id: 1, name: 'from A' } },
    ]);

    // A 1000-row Bulk (far over 8000 bytes) published on B arrives whole on A.
    const viewModels = Array.from({ length: 1000 }, (_, i) => ({ id: i, itemNo: `M-${i}`, name: `Material ${i} ✓ blåbær`, description: 'x'.repeat(200) }));
    const big = onA.next((m) => m.methodName === 'Bulk', 15_000);
    b.publish({ viewName: 'Material', businessUnitId: demoId, methodName: 'Bulk', viewModels });
    expect((await big).viewModels).toEqual(viewModels);

    // Each message once per connection: the publishing instance does not deliver its own echo.
    await settle(500);
    expect(onA.messages.map((m) => m.methodName)).toEqual(['Updated', 'Bulk']);
    expect(onB.messages.map((m) => m.methodName)).toEqual(['Updated', 'Bulk']);
  });

  it('keeps business units apart across instances', async () => {
    const [a, b] = instances;
    const north = await signInAs(b.baseUrl, 'northAdmin');
    const onB = await connectLive(await liveSettings(north));
    clients.push(onB);
    await onB.connection.invoke('RegisterConnectionOnView', 'Material', 'master', 'North');
    a.publish({ viewName: 'Material', businessUnitId: demoId, methodName: 'Deleted', id: 1 });
    await settle(500);
    expect(onB.messages).toEqual([]);
  });
});
