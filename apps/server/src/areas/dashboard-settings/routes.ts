import type { FastifyInstance } from 'fastify';
import { isWidgetCodesValue, WIDGET_SETTING } from '@cockpit/core/widgets';
import type { AppContext } from '../../context';
import { badRequest } from '../../http/errors';
import { assertModifiable } from '../../settings/modifiable';
import { putSetting } from '../../settings/settings-store';
import { assertSettingWrite } from '../../settings/writable-settings';
import { requirePermission } from '../custom-views/view-rights';

/**
 * The payload of the save of the selected widgets (dashboardWidgetSettings): ClientId, Owner,
 * Key, Value. ClientId, Owner and Key may be left out; when sent they must name
 * the widget preference, so this call cannot write other settings.
 */
const body = {
  type: 'object',
  additionalProperties: false,
  required: ['Value'],
  properties: {
    ClientId: { const: WIDGET_SETTING.clientId },
    Owner: { const: WIDGET_SETTING.owner },
    Key: { const: WIDGET_SETTING.key },
    Value: { type: 'string', maxLength: 200 },
  },
} as const;

type Body = { Value: string };
const record = (value: string) => ({ clientId: WIDGET_SETTING.clientId, owner: WIDGET_SETTING.owner, key: WIDGET_SETTING.key, value });

function checkValue(value: string): void {
  if (!isWidgetCodesValue(value)) throw badRequest('body/Value must be the comma-joined type codes of the enabled widgets (0-6, 9, 10), each once, e.g. "0,6,9"');
}

/**
 * The dashboard-settings page saves the enabled widgets as a setting record (the
 * comma-joined numeric type codes of the enabled widgets); it reads them back with GET User/cockpitSettings?owner=…&key=….
 */
export async function dashboardSettingsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.post<{ Body: Body }>('/api/User/dashboardWidgetSettings', { schema: { body }, config: { permission: 'header/settings/dashboard_settings' } }, async (request) => {
    const c = request.caller;
    checkValue(request.body.Value);
    assertSettingWrite(c, 'User.dashboardWidgetSettings', 'user', WIDGET_SETTING);
    await assertModifiable(ctx.db, 'user', c.businessUnitId, WIDGET_SETTING);
    await putSetting(ctx.db, { kind: 'user', businessUnitId: c.businessUnitId, userId: c.userId }, record(request.body.Value));
    return { result: true };
  });

  // For every user of the business unit (who has no choice of their own): also needs header/settings/user_settings.
  app.post<{ Body: Body }>('/api/User/dashboardWidgetSettingsForAll', { schema: { body }, config: { permission: 'header/settings/dashboard_settings' } }, async (request) => {
    const c = request.caller;
    requirePermission(c, 'header/settings/user_settings');
    checkValue(request.body.Value);
    assertSettingWrite(c, 'User.dashboardWidgetSettingsForAll', 'businessUnit', WIDGET_SETTING);
    await assertModifiable(ctx.db, 'businessUnit', c.businessUnitId, WIDGET_SETTING);
    await putSetting(ctx.db, { kind: 'businessUnit', businessUnitId: c.businessUnitId }, record(request.body.Value));
    return { result: true };
  });
}
