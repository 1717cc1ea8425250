import type { FastifyInstance } from 'fastify';
import { routes, type BodyOf } from '@cockpit/contracts';
import type { SettingLevel, SettingWriteCall } from '@cockpit/core/setting-keys';
import type { AppContext } from '../context';
import type { Caller } from '../auth/caller';
import { badRequest } from '../http/errors';
import { registerRoute } from '../http/register-route';
import { COCKPIT_CLIENT, DEFAULT_USER_SETTINGS, USER_SETTINGS_OWNER } from './defaults';
import { menuRoutesFor, settingsMenuFor } from './menu-routes';
import { unitMenu } from '../schemas/unit-menu';
import { deleteSetting, effectiveSettings, putSetting, type SettingRecord } from './settings-store';
import { settingValueProblem, storedSettingValues } from './setting-values';
import { assertSettingWrite } from './writable-settings';
import { assertModifiable } from './modifiable';

const { User } = routes;

type RecordBody = BodyOf<typeof User.settings>;

/** The settings write payload is clientId, owner, key, value; owner defaults to userSettings and client to Cockpit. */
function withDefaults(body: RecordBody): SettingRecord {
  return { clientId: body.clientId ?? COCKPIT_CLIENT, owner: body.owner ?? USER_SETTINGS_OWNER, key: body.key, value: body.value };
}

/**
 * A write of the settings calls: a record of the table of writable settings for this call and
 * level, with the caller's rights (400 / 403), and a value of the key's shape (400).
 */
function checkedWrite(caller: Caller, call: SettingWriteCall, level: SettingLevel, body: RecordBody): SettingRecord {
  const record = withDefaults(body);
  assertSettingWrite(caller, call, level, record);
  const problem = record.owner === USER_SETTINGS_OWNER && record.clientId === COCKPIT_CLIENT ? settingValueProblem(record.key, record.value) : undefined;
  if (problem) throw badRequest(`body/value: ${problem}`);
  return record;
}

/** Settings calls the shell needs (the company information's own calls are the settings plugin's). */
export async function settingsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  registerRoute(app, User.cockpitSettings, async (request) => {
    const caller = request.caller;
    const who = { businessUnitId: caller.businessUnitId, userId: caller.userId };
    if (request.query.owner) {
      return { result: await effectiveSettings(ctx.db, who, { clientId: request.query.clientId ?? COCKPIT_CLIENT, owner: request.query.owner, key: request.query.key }) };
    }
    const records = await effectiveSettings(ctx.db, who, { clientId: COCKPIT_CLIENT, owner: USER_SETTINGS_OWNER });
    // Values out of shape are left out, so the defaults apply (a broken setting never blocks anybody).
    const stored = storedSettingValues(records);
    // No company information stored for the unit: its own company's name (company_info, else the unit's name), never a built-in one.
    const { rows } = await ctx.db.query<{ display_name: string; company_name: string }>(
      `select u.display_name, coalesce(ci.company_name, b.name) as company_name
         from users u join business_units b on b.id = $2 left join company_info ci on ci.business_unit_id = b.id
        where u.id = $1`,
      [caller.userId, caller.businessUnitId],
    );
    const companyInfo = stored.companyInfo ?? { companyName: rows[0]?.company_name ?? '' };
    return {
      result: {
        ...DEFAULT_USER_SETTINGS,
        ...stored,
        companyInfo,
        displayname: rows[0]?.display_name ?? caller.userName,
        permissions: {
          header: JSON.stringify(caller.permissions.header),
          grid: JSON.stringify(caller.permissions.grid),
          data: JSON.stringify(caller.permissions.data),
        },
      },
    };
  });

  registerRoute(app, User.routesSettings, async (request) => {
    const caller = request.caller;
    const [routes] = await effectiveSettings(
      ctx.db,
      { businessUnitId: caller.businessUnitId, userId: caller.userId },
      { clientId: COCKPIT_CLIENT, owner: USER_SETTINGS_OWNER, key: 'Routes' },
    );
    // Routes go out as a JSON string, as the console expects.
    return { result: JSON.stringify(menuRoutesFor(ctx.schemas, caller, routes?.value, await unitMenu(ctx.config.schemasDir, ctx.db, caller.businessUnitId))) };
  });

  registerRoute(app, User.menuSettings, async (request) => ({ result: JSON.stringify(settingsMenuFor(ctx.schemas, request.caller)) }));

  registerRoute(app, User.settings, async (request) => {
    const c = request.caller;
    const record = checkedWrite(c, 'User.settings', 'user', request.body);
    await assertModifiable(ctx.db, 'user', c.businessUnitId, record);
    await putSetting(ctx.db, { kind: 'user', businessUnitId: c.businessUnitId, userId: c.userId }, record);
    return { result: true };
  });

  registerRoute(app, User.settingsForAll, async (request) => {
    const record = checkedWrite(request.caller, 'User.settingsForAll', 'businessUnit', request.body);
    await assertModifiable(ctx.db, 'businessUnit', request.caller.businessUnitId, record);
    await putSetting(ctx.db, { kind: 'businessUnit', businessUnitId: request.caller.businessUnitId }, record);
    return { result: true };
  });

  registerRoute(app, User.deleteSettings, async (request) => {
    const c = request.caller;
    const record = withDefaults({ ...request.body, value: '' });
    assertSettingWrite(c, 'User.deleteSettings', 'user', record);
    const removed = await deleteSetting(ctx.db, { kind: 'user', businessUnitId: c.businessUnitId, userId: c.userId }, record);
    if (!removed) throw badRequest(`No setting "${record.key}" to delete`);
    return { result: true };
  });
}
