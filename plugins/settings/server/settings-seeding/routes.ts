import { routes } from '@cockpit/contracts';
import type { SeedingLevel, SeedingScopeInput } from '@cockpit/contracts/routes/settings-seeding';
import { isGlobalAdmin } from '@cockpit/core/permissions';
import { gridSettingsKey, VIEW_WIRE_PARTS } from '@cockpit/core/views';
import type { SettingLevel } from '@cockpit/core/setting-keys';
import {
  type AppContext,
  assertSettingWrite,
  badRequest,
  type Caller,
  COCKPIT_CLIENT,
  DEFAULT_USER_SETTINGS,
  forbidden,
  notFound,
  registerRoute,
  savedViews,
  type SettingScope,
  settingValueProblem,
  USER_SETTINGS_OWNER,
  type FastifyInstance,
} from '@cockpit/server/sdk';
import { type DefaultSettingRow, seedSetting, storedDefaults } from './seed-store';

/** KPI settings are seeded for the business unit and the factory under the key Home. */
export const KPI_SETTINGS = { owner: 'KpiSettings', key: 'Home' } as const;

const LEVELS: Record<SeedingLevel, SettingLevel> = { Factory: 'factory', BusinessUnit: 'businessUnit', User: 'user' };
const { Seeding } = routes;

/**
 * Where a seeding write goes: the factory (every business unit; a global administrator only), the
 * caller's business unit, or one user of it.
 */
async function resolveScope(ctx: AppContext, caller: Caller, input: SeedingScopeInput): Promise<SettingScope> {
  if (input.scope === 'Factory') {
    if (!isGlobalAdmin(caller.roles)) throw forbidden('Factory defaults need a global administrator');
    return { kind: 'factory' };
  }
  if (input.scope === 'BusinessUnit') {
    if (input.userName !== undefined) throw badRequest('body/userName: only for scope User');
    return { kind: 'businessUnit', businessUnitId: caller.businessUnitId };
  }
  if (!input.userName) throw badRequest('body: "userName" is required for scope User');
  const { rows } = await ctx.db.query<{ id: number }>('select id from users where business_unit_id = $1 and lower(user_name) = lower($2) and not deleted', [
    caller.businessUnitId,
    input.userName,
  ]);
  if (!rows[0]) throw notFound(`User "${input.userName}" not found`);
  return { kind: 'user', businessUnitId: caller.businessUnitId, userId: rows[0].id };
}

/**
 * The users of a scope unit: the holders of one role of the caller's business unit. Each gets the
 * layout as their own record (what a user may change later, unless canUserModify is false).
 */
async function scopeUnitUsers(ctx: AppContext, caller: Caller, input: { roleName?: string; userName?: string }): Promise<SettingScope[]> {
  if (input.userName !== undefined) throw badRequest('body/userName: only for scope User');
  if (!input.roleName) throw badRequest('body: "roleName" is required for scope ScopeUnit');
  const { rows: roles } = await ctx.db.query<{ id: number }>('select id from user_roles where business_unit_id = $1 and lower(name) = lower($2) and not deleted', [
    caller.businessUnitId,
    input.roleName,
  ]);
  if (!roles[0]) throw notFound(`Role "${input.roleName}" not found`);
  const { rows } = await ctx.db.query<{ id: number }>(
    'select u.id from users u join user_role_members m on m.user_id = u.id where m.role_id = $1 and u.business_unit_id = $2 and not u.deleted order by u.id',
    [roles[0].id, caller.businessUnitId],
  );
  return rows.map((r) => ({ kind: 'user', businessUnitId: caller.businessUnitId, userId: r.id }));
}

/** A KPI entry of the KPI settings (id, name, enabled, row, order; the value comes from the KPI call). */
const KPI_FIELDS = new Set(['id', 'name', 'enabled', 'row', 'order']);

/**
 * The seeding calls: the default user settings (what factory and business unit
 * set, and whether units and users may change it), and the writes for grid settings (factory,
 * business unit, user), KPI settings (business unit and factory, key Home) and user settings as a
 * list of key and value.
 */
export async function settingsSeedingRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  registerRoute(app, Seeding.defaultUserSettings, async (request) => {
    const q = request.query;
    const stored = await storedDefaults(ctx.db, request.caller.businessUnitId, q);
    // The server's own defaults count as factory defaults where no factory record replaces them.
    const builtIn: DefaultSettingRow[] = Object.entries(DEFAULT_USER_SETTINGS).map(([key, value]) => ({
      clientId: COCKPIT_CLIENT,
      owner: USER_SETTINGS_OWNER,
      key,
      value: typeof value === 'string' ? value : JSON.stringify(value),
      canCustomerModify: true,
      canUserModify: true,
      scope: 'Factory',
      builtIn: true,
    }));
    const missing = builtIn.filter(
      (d) =>
        (q.clientId ?? d.clientId) === d.clientId &&
        (q.owner ?? d.owner) === d.owner &&
        (q.scope ?? 'Factory') === 'Factory' &&
        q.canCustomerModify !== false &&
        q.canUserModify !== false &&
        !stored.some((s) => s.scope === 'Factory' && s.clientId === d.clientId && s.owner === d.owner && s.key === d.key),
    );
    return { result: [...missing, ...stored] };
  });

  registerRoute(app, Seeding.userSettings, async (request) => {
    const b = request.body;
    const clientId = b.clientId ?? COCKPIT_CLIENT;
    const owner = b.owner ?? USER_SETTINGS_OWNER;
    const keys = new Set<string>();
    b.settings.forEach((s, i) => {
      if (keys.has(s.key)) throw badRequest(`body/settings/${i}: "${s.key}" is listed twice`);
      keys.add(s.key);
      assertSettingWrite(request.caller, 'Seeding.userSettings', LEVELS[b.scope], { clientId, owner, key: s.key });
      const problem = owner === USER_SETTINGS_OWNER && clientId === COCKPIT_CLIENT ? settingValueProblem(s.key, s.value) : undefined;
      if (problem) throw badRequest(`body/settings/${i}: ${problem}`);
    });
    const scope = await resolveScope(ctx, request.caller, b);
    await ctx.db.transaction(async (tx) => {
      for (const s of b.settings) await seedSetting(tx, scope, { clientId, owner, key: s.key, value: s.value }, b);
    });
    return { result: b.settings.length };
  });

  registerRoute(app, Seeding.gridSettings, async (request) => {
    const b = request.body;
    const grid = savedViews.gridForOwner(ctx.schemas, b.owner);
    if (!grid) throw badRequest(`body/owner: no grid has the view name "${b.owner}"`);
    // The value is a layout: an object with the view's parts (as values, not strings), each checked like a saved view's.
    let layout: Record<string, unknown>;
    try {
      layout = JSON.parse(b.value);
    } catch {
      throw badRequest('body/value must be a JSON object with the parts of a view (visibleColumnName, columnToSortOn, ...)');
    }
    if (!layout || typeof layout !== 'object' || Array.isArray(layout)) throw badRequest('body/value must be a JSON object with the parts of a view');
    const unknownPart = Object.keys(layout).find((k) => !VIEW_WIRE_PARTS.includes(k as (typeof VIEW_WIRE_PARTS)[number]));
    if (unknownPart) throw badRequest(`body/value: unknown part "${unknownPart}"`);
    const asStrings = Object.fromEntries(Object.entries(layout).map(([k, v]) => [k, JSON.stringify(v)]));
    // visibleColumnName is required of a view, not of grid settings: check it only when given.
    const checked = savedViews.checkViewParts(grid, b.owner, 'businessUnit', {
      visibleColumnName: JSON.stringify({ master: grid.columns.map((c) => c.field).slice(0, 1) }),
      ...asStrings,
    });
    const stored = Object.fromEntries(Object.keys(layout).map((k) => [k, JSON.parse(checked[k as keyof typeof checked])]));
    const record = { clientId: COCKPIT_CLIENT, owner: USER_SETTINGS_OWNER, key: gridSettingsKey(b.owner), value: JSON.stringify(stored) };
    if (b.roleName !== undefined && b.scope !== 'ScopeUnit') throw badRequest('body/roleName: only for scope ScopeUnit');
    // A scope unit's layout is written as each holder's own record: the user level of the table of writable settings.
    assertSettingWrite(request.caller, 'Seeding.gridSettings', b.scope === 'ScopeUnit' ? 'user' : LEVELS[b.scope], record);
    const scopes = b.scope === 'ScopeUnit' ? await scopeUnitUsers(ctx, request.caller, b) : [await resolveScope(ctx, request.caller, { ...b, scope: b.scope })];
    await ctx.db.transaction(async (tx) => {
      for (const scope of scopes) await seedSetting(tx, scope, record, b);
    });
    return { result: { key: record.key, value: record.value, users: b.scope === 'ScopeUnit' ? scopes.length : undefined } };
  });

  registerRoute(app, Seeding.kpiSettings, async (request) => {
    const b = request.body;
    let list: unknown;
    try {
      list = JSON.parse(b.value);
    } catch {
      list = undefined;
    }
    const ok =
      Array.isArray(list) &&
      list.length <= 100 &&
      list.every(
        (k) =>
          k &&
          typeof k === 'object' &&
          !Array.isArray(k) &&
          Object.keys(k).every((f) => KPI_FIELDS.has(f)) &&
          typeof k.name === 'string' &&
          k.name.length > 0 &&
          typeof k.enabled === 'boolean' &&
          (k.row === undefined || (Number.isInteger(k.row) && k.row >= 0 && k.row <= 20)) &&
          (k.order === undefined || (Number.isInteger(k.order) && k.order >= 0 && k.order <= 100)),
      );
    if (!ok) throw badRequest('body/value must be a JSON list of KPIs: [{"name", "enabled", "row", "order"}]');
    assertSettingWrite(request.caller, 'Seeding.kpiSettings', LEVELS[b.scope], { clientId: COCKPIT_CLIENT, ...KPI_SETTINGS });
    const scope = await resolveScope(ctx, request.caller, { ...b, userName: undefined });
    await ctx.db.transaction((tx) => seedSetting(tx, scope, { clientId: COCKPIT_CLIENT, owner: KPI_SETTINGS.owner, key: KPI_SETTINGS.key, value: b.value }, b));
    return { result: true };
  });
}
