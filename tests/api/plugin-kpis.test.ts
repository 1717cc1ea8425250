import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../apps/server/src/config';
import { signInAs, type TestApi } from '../helpers/api-client';
import { startTestServer, type TestServer } from '../helpers/test-server';

/**
 * A plugin's KPI with a server-computed figure, without server code: plugin.json "kpiFigures" names
 * the KPI and its SQL file; the host computes it for the caller's business unit, behind its
 * permission, and the KPI list, the reports and the KPI management page know it.
 */
let ts: TestServer;
let admin: TestApi;
let north: TestApi;
let pluginsDir: string;

function writePlugin(dir: string, name: string, kpiName: string, sql: string, permission = 'data/reports') {
  fs.mkdirSync(path.join(dir, name, 'server'), { recursive: true });
  fs.writeFileSync(
    path.join(dir, name, 'plugin.json'),
    JSON.stringify({ $schema: '../../schemas/meta/plugin.schema.json', name, kpiFigures: [{ name: kpiName, sql: 'server/figure.sql', permission }] }),
  );
  fs.writeFileSync(path.join(dir, name, 'server/figure.sql'), sql);
}

/**
 * A plugins folder of the test's own: the dashboard plugin (which serves the KPIs and checks the
 * contributions) linked in and listed. Inside the repository, so that its imports resolve.
 */
function pluginsFolder(): string {
  const dir = fs.mkdtempSync(path.join(repoRoot, '.data-plugin-kpis-'));
  fs.symlinkSync(fileURLToPath(new URL('../../plugins/dashboard', import.meta.url)), path.join(dir, 'dashboard'), 'dir');
  fs.writeFileSync(path.join(dir, 'server-plugins.json'), JSON.stringify({ dashboard: 'dashboard' }));
  return dir;
}

const MATERIALS_SQL = `select count(*)::int as value, count(*) filter (where name like 'A%')::int as "startingWithA" from materials where business_unit_id = $1`;

beforeAll(async () => {
  pluginsDir = pluginsFolder();
  writePlugin(pluginsDir, 'stockTools', 'StockToolsMaterials', MATERIALS_SQL);
  // Behind a permission no role but the administrators' holds by default.
  writePlugin(pluginsDir, 'secretTools', 'SecretKpi', MATERIALS_SQL, 'header/integration_monitor');
  ts = await startTestServer({ config: { pluginsDir } });
  admin = await signInAs(ts.baseUrl, 'admin');
  north = await signInAs(ts.baseUrl, 'northAdmin');
}, 600_000);
afterAll(async () => {
  await ts?.close();
  fs.rmSync(pluginsDir, { recursive: true, force: true });
});

const count = async (unit: string) =>
  (await ts.database.db.query<{ n: number }>(`select count(*)::int as n from materials m join business_units b on b.id = m.business_unit_id where b.name = $1`, [unit])).rows[0].n;

describe('a plugin KPI with a figure', () => {
  it("is listed (disabled until enabled) with its value for the caller's business unit, and its report carries the SQL's row", async () => {
    const kpis = (await admin.get('/api/Kpi')).body.result as { id: number; name: string; value: number; enabled: boolean; row: number; order: number }[];
    // A KPI the unit's record does not name comes last of row 0, disabled.
    expect(kpis.map((k) => k.name)).toEqual(['OutBoundOrders', 'InBoundOrders', 'SecretKpi', 'StockToolsMaterials', 'PickingTasksPerLocationRole']);
    const own = kpis.find((k) => k.name === 'StockToolsMaterials')!;
    expect(own).toMatchObject({ enabled: false, value: await count('Demo') });
    expect(await count('Demo')).toBeGreaterThan(0);
    expect((await north.get('/api/Kpi')).body.result.find((k: { name: string }) => k.name === 'StockToolsMaterials').value).toBe(await count('North'));

    const saved = await admin.put('/api/Kpi', { kpis: kpis.map(({ id, name, row, order }) => ({ id, name, row, order, enabled: true })) });
    expect(saved.status).toBe(200);
    const reports = (await admin.get('/api/Report')).body.result as { name: string; enabled: boolean; reportDataJson: string }[];
    const report = reports.find((r) => r.name === 'StockToolsMaterials')!;
    expect(report.enabled).toBe(true);
    const { value, startingWithA } = JSON.parse(report.reportDataJson);
    expect(value).toBe(await count('Demo'));
    expect(typeof startingWithA).toBe('number');
  });

  it("is hidden from a user without the KPI's permission, and shown once a role grants it", async () => {
    // The picker is given the dashboard's KPI permission (administrators' only by default), not the plugin KPI's.
    const rolesOfPicker = `select m.role_id from user_role_members m join users u on u.id = m.user_id join business_units b on b.id = u.business_unit_id where u.user_name = 'picker' and b.name = 'Demo'`;
    const grant = (key: string) =>
      ts.database.db.query(`insert into role_permissions (role_id, scope, key, allowed) select role_id, 'header', $1, true from (${rolesOfPicker}) r`, [key]);
    await grant('kpi');
    ts.server.ctx.permissions.invalidate();
    try {
      const picker = await signInAs(ts.baseUrl, 'picker');
      const names = async (path: string) => {
        const res = await picker.get(path);
        expect(res.status, path).toBe(200);
        return (res.body.result as { name: string }[]).map((k) => k.name);
      };
      expect(await names('/api/Kpi')).toContain('StockToolsMaterials');
      expect(await names('/api/Kpi')).not.toContain('SecretKpi');
      expect(await names('/api/Report')).not.toContain('SecretKpi');
      await grant('integration_monitor');
      ts.server.ctx.permissions.invalidate();
      expect(await names('/api/Kpi')).toContain('SecretKpi');
      expect(await names('/api/Report')).toContain('SecretKpi');
    } finally {
      await ts.database.db.query(`delete from role_permissions where scope = 'header' and key in ('kpi', 'integration_monitor')`);
      ts.server.ctx.permissions.invalidate();
    }
  });

  it('runs read-only: a figure that writes fails and changes nothing', { timeout: 300_000 }, async () => {
    const dir = pluginsFolder();
    writePlugin(dir, 'writer', 'WriterKpi', `update materials set name = 'x' where business_unit_id = $1 returning 1 as value`);
    const writer = await startTestServer({ config: { pluginsDir: dir }, database: ts.database });
    try {
      const before = await count('Demo');
      const api = await signInAs(writer.baseUrl, 'admin');
      expect((await api.get('/api/Kpi')).status).toBe(500);
      expect(await count('Demo')).toBe(before);
      expect((await ts.database.db.query(`select 1 from materials where name = 'x'`)).rows).toEqual([]);
    } finally {
      await writer.server.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("two plugins contributing the same KPI or widget type, or a plugin taking a dashboard KPI's name, stop the server naming both", { timeout: 300_000 }, async () => {
    const dir = pluginsFolder();
    try {
      writePlugin(dir, 'alpha', 'SameKpi', MATERIALS_SQL);
      writePlugin(dir, 'beta', 'SameKpi', MATERIALS_SQL);
      await expect(startTestServer({ config: { pluginsDir: dir }, database: ts.database })).rejects.toThrow(
        'plugins/beta/plugin.json#/kpiFigures/0: KPI "SameKpi" is contributed by plugins/alpha/plugin.json too: two plugins may not contribute the same KPI',
      );
      fs.rmSync(path.join(dir, 'beta'), { recursive: true });
      writePlugin(dir, 'gamma', 'OutBoundOrders', MATERIALS_SQL);
      await expect(startTestServer({ config: { pluginsDir: dir }, database: ts.database })).rejects.toThrow('KPI "OutBoundOrders" is the dashboard plugin\'s own');
      fs.rmSync(path.join(dir, 'gamma'), { recursive: true });
      // A widget type of the dashboard's catalogue contributed again by another plugin.
      fs.mkdirSync(path.join(dir, 'delta'));
      fs.writeFileSync(path.join(dir, 'delta', 'plugin.json'), JSON.stringify({ name: 'delta', widgets: [{ type: 'GroupedBarChart', title: 'Delta.chart' }] }));
      await expect(startTestServer({ config: { pluginsDir: dir }, database: ts.database })).rejects.toThrow(
        'plugins/delta/plugin.json#/widgets/0: widget type "GroupedBarChart" is contributed by plugins/dashboard/plugin.json too',
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
