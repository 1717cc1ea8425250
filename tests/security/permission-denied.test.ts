import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isReservedRoleName, parsePermissionPath, type PermissionScope } from '@cockpit/core/permissions';
import { PERMISSION_DEFAULTS } from '@cockpit/contracts/permission-defaults';
import type { RegisteredRoute } from '../../apps/server/src/app';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { signIn, signInAs, type TestApi } from '../helpers/api-client';

/**
 * Every permission of the defaults (PERMISSION_DEFAULTS, the table schemas/permissions.json is
 * written from) denied at least once. The routes come
 * from the server itself (each route's config names the permission the authentication hook
 * checks); the calls that check a permission inside the handler are added below by hand, as no
 * configuration names them. A probe user holds one role, made through the API, that is granted
 * every permission the server enforces; then, one permission at a time, the role is denied it and
 * every route needing it is called: 403, and no table of the database changed.
 */

const defaults = PERMISSION_DEFAULTS as Record<PermissionScope, Record<string, unknown>>;
const SCOPES: PermissionScope[] = ['header', 'grid', 'data'];
const HOOK_REFUSAL = 'Authorization Error: access denied';

/** Permissions the server checks inside a handler, with a call that reaches the check (ids of rows the probe's unit owns are not needed: the check comes first). */
const INLINE_CHECKS: Array<{ permission: string; method: string; url: string; body: unknown }> = [
  { permission: 'data/assign_to_user', method: 'POST', url: '/api/Job/createAndAssignJobFromTasks', body: { taskIds: [1], userId: 1 } },
  { permission: 'data/assign_to_user_role', method: 'POST', url: '/api/Job/createAndAssignJobFromTasks', body: { taskIds: [1], userRoleId: 1 } },
  { permission: 'data/assign_to_user', method: 'PUT', url: '/api/Job/assign', body: { jobIds: [1], userId: 1 } },
  { permission: 'data/assign_to_user_role', method: 'PUT', url: '/api/Job/assign', body: { jobIds: [1], userRoleId: 1 } },
  // The company information is written from the settings page: its header permission as well as the action's.
  { permission: 'header/settings/can_edit_company_info', method: 'POST', url: '/api/companyinfo', body: { companyName: 'Probe Ltd' } },
];

/**
 * Permissions no server route needs: they shape the console only (menus, grid toolbars, columns),
 * or the server reads them inside a rule that is tested where the rule is (custom views' save
 * scopes, report visibility, writable settings). Listed on purpose: a new permission the server
 * does not enforce must be added here, with its reason, or get its route.
 */
const NOT_A_ROUTE_PERMISSION: Record<string, string> = {
  'header/info': 'the info menu of the console',
  'header/integration_monitor': 'the menu entry; the monitor reads the integration routes (header/integration)',
  'grid/filters': 'the grid toolbar; filtering is part of every list call (data/navigation)',
  'grid/exports': 'the grid toolbar; exports are built in the browser from the list calls',
  'grid/create': 'the grid toolbar; creating is checked by each area data permission (material_add, ...)',
  'grid/grid_options': 'the grid toolbar',
  'data/view_history': 'a column and a detail tab of the console; the history is read through the list calls',
};

/**
 * The write calls that need no permission: the caller's own session, password, picture, language
 * and settings, and the calls that only read although they are POSTs (searches), or that check the
 * caller's rights inside (the backup: administrators). Any other write names its permission in its
 * config, so that it is found and denied above; dropping a route's permission fails here.
 */
const WRITES_WITHOUT_PERMISSION = new Set([
  'POST /api/UserSession/heartbeat',
  'POST /api/UserSession/logout',
  'PUT /api/User/settings',
  'DELETE /api/User/settings',
  'PUT /api/User/changePassword',
  'PUT /api/User/changePasswordAtLogin',
  'PUT /api/User/updatePicture',
  'PUT /api/User/changeDefaultLanguage',
  'POST /api/Material/Search',
  'POST /api/Material/get',
  'POST /api/Supplier/ProductLines/:id',
  'POST /api/UserChoice/perform',
  'POST /api/Tools/UpdateOperationViewData',
  'POST /api/Admin/backup',
]);

/**
 * Permissions whose default names a global administrators' role (feature flags): only a global
 * administrator grants them, so the unit's administrator cannot give them to the probe role. The
 * probe is denied them throughout; their routes are still called and must refuse it.
 */
const GLOBAL_ONLY = new Set(
  SCOPES.flatMap((scope) =>
    Object.entries(defaults[scope] ?? {})
      .filter(([, rule]) => typeof rule === 'object' && rule !== null && (rule as { roles: string[] }).roles.some(isReservedRoleName))
      .map(([key]) => `${scope}/${key}`),
  ),
);

const concrete = (url: string) => url.replace(/:[A-Za-z_]+/g, '1').replace(/\*$/, 'x');
const keyOf = (permissionPath: string) => {
  const parsed = parsePermissionPath(permissionPath)!;
  return `${parsed.scope}/${parsed.key}`;
};

let ts: TestServer;
let admin: TestApi;
let probe: TestApi;
let roleId: number;

/** Every table's row count and content hash: what "nothing changed" is compared with. */
async function snapshot(): Promise<Record<string, string>> {
  const { rows: tables } = await ts.database.db.query<{ name: string }>(
    "select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name",
  );
  const { rows } = await ts.database.db.query<{ name: string; f: string }>(
    tables.map((t) => `select '${t.name}' as name, count(*) || ':' || coalesce(md5(string_agg(x::text, ',' order by x::text)), '') as f from "${t.name}" x`).join(' union all '),
  );
  return Object.fromEntries(rows.map((r) => [r.name, r.f]));
}

async function setRole(changes: Array<{ key: string; allowed: boolean | null }>) {
  const permissions = changes.map((c) => ({ scope: c.key.split('/')[0], key: c.key.slice(c.key.indexOf('/') + 1), allowed: c.allowed }));
  const res = await admin.put(`/api/UserRole/${roleId}/permissions`, { permissions });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

const call = (api: TestApi, method: string, url: string, body?: unknown) => {
  const m = method.toLowerCase();
  if (m === 'get' || m === 'head') return api.get(url);
  return (api as unknown as Record<string, (u: string, b?: unknown) => ReturnType<TestApi['get']>>)[m](url, body ?? {});
};

/** The routes that name a permission in their config, by permission (scope/key). */
function routesByPermission(routes: RegisteredRoute[]): Map<string, RegisteredRoute[]> {
  const map = new Map<string, RegisteredRoute[]>();
  for (const r of routes) {
    // HEAD answers as GET does (Fastify adds it for every GET).
    if (!r.permission || r.public || r.method === 'HEAD') continue;
    const key = keyOf(r.permission);
    map.set(key, [...(map.get(key) ?? []), r]);
  }
  return map;
}

beforeAll(async () => {
  ts = await startTestServer({ scale: 0 });
  admin = await signInAs(ts.baseUrl, 'admin');
  // A plain user (not an administrator, whose defaults a role cannot withdraw) with one role of its own.
  const user = await admin.post('/api/UserManagement', {
    userName: 'probe',
    displayName: 'Permission probe',
    userType: 'User',
    password: 'Probe12345',
    confirmPassword: 'Probe12345',
    defaultLanguage: 'en-GB',
    roleIds: [
      (
        await ts.database.db.query<{ id: number }>(
          "select r.id from user_roles r join business_units b on b.id = r.business_unit_id where b.name = 'Demo' and r.name = 'PickerRole'",
        )
      ).rows[0].id,
    ],
    isActive: true,
  });
  expect(user.status, JSON.stringify(user.body)).toBe(200);
  const role = await admin.post('/api/UserRole', { userRoleName: 'Permission probe', assignedUserIds: [user.body.result.id] });
  expect(role.status, JSON.stringify(role.body)).toBe(200);
  roleId = role.body.result.id;
  // Only the probe role: the picker role was the one a new user needs to be created with.
  await ts.database.db.query('delete from user_role_members where user_id = $1 and role_id <> $2', [user.body.result.id, roleId]);
  ts.server.ctx.permissions.invalidate();
  probe = await signIn(ts.baseUrl, 'Demo', 'probe', 'Probe12345');
});
afterAll(() => ts?.close());

describe('every permission of the defaults is denied at least once', () => {
  it('names, for each permission, the routes that need it, or why none does', () => {
    const byPermission = routesByPermission(ts.server.routes);
    const inline = new Set(INLINE_CHECKS.map((c) => keyOf(c.permission)));
    const all = SCOPES.flatMap((scope) => Object.keys(defaults[scope] ?? {}).map((key) => `${scope}/${key}`));
    expect(all.length).toBeGreaterThan(80);
    const unenforced = all.filter((p) => !byPermission.has(p) && !inline.has(p));
    expect(unenforced.sort()).toEqual(Object.keys(NOT_A_ROUTE_PERMISSION).sort());
    // Every permission a route names is one of the defaults (a typo would be admin-only).
    expect([...byPermission.keys()].filter((p) => !all.includes(p))).toEqual([]);
  });

  it('names a permission in the config of every write call but the caller-own ones', () => {
    const writes = ts.server.routes.filter((r) => !r.public && r.url.startsWith('/api/') && !['GET', 'HEAD'].includes(r.method));
    expect(writes.length).toBeGreaterThan(100);
    expect(writes.filter((r) => !r.permission && !WRITES_WITHOUT_PERMISSION.has(`${r.method} ${r.url}`)).map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  it('refuses each route with 403 to a role denied its permission, changing nothing, and lets the role through with it', async () => {
    const byPermission = routesByPermission(ts.server.routes);
    const enforced = [...new Set([...byPermission.keys(), ...INLINE_CHECKS.map((c) => keyOf(c.permission))])].sort();
    // With every enforced permission granted, no route refuses the probe for want of a permission.
    expect(GLOBAL_ONLY.size).toBeGreaterThan(0);
    await setRole(enforced.filter((key) => !GLOBAL_ONLY.has(key)).map((key) => ({ key, allowed: true })));
    const refusedWhenGranted: string[] = [];
    const denied: string[] = [];
    const wrong: string[] = [];
    for (const permission of enforced) {
      const calls = [
        ...(byPermission.get(permission) ?? []).map((r) => ({ method: r.method, url: concrete(r.url), body: {} as unknown })),
        ...INLINE_CHECKS.filter((c) => keyOf(c.permission) === permission),
      ];
      const grantable = !GLOBAL_ONLY.has(permission);
      if (grantable) await setRole([{ key: permission, allowed: false }]);
      const before = await snapshot();
      for (const c of calls) {
        const res = await call(probe, c.method, c.url, c.body);
        if (res.status !== 403 || (res.body as { code?: string })?.code !== 'Forbidden') wrong.push(`${permission}: ${c.method} ${c.url} answered ${res.status}`);
        else denied.push(`${c.method} ${c.url}`);
      }
      const after = await snapshot();
      const changed = Object.keys(before).filter((t) => before[t] !== after[t]);
      if (changed.length) wrong.push(`${permission}: changed ${changed.join(', ')}`);
      if (!grantable) continue;
      await setRole([{ key: permission, allowed: true }]);
      // The same calls with the permission back: whatever they answer, it is not the permission check's refusal.
      for (const c of calls) {
        const res = await call(probe, c.method, c.url, c.body);
        if (res.status === 403 && (res.body as { message?: string })?.message === HOOK_REFUSAL) refusedWhenGranted.push(`${permission}: ${c.method} ${c.url}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(refusedWhenGranted).toEqual([]);
    expect(denied.length).toBeGreaterThan(100);
  });
});
