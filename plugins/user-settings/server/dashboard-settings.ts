import { hasPermission } from '@cockpit/core/permissions';
import { isWidgetCodesValue, WIDGET_SETTING } from '@cockpit/core/widgets';
import { assertModifiable, assertSettingWrite, badRequest, forbidden, putSetting, registerRoute, type AppContext, type FastifyInstance } from '@cockpit/server/sdk';
import { DashboardSettings, SAVE_FOR_ALL_ALSO_NEEDS } from '../routes';

const record = (value: string) => ({ clientId: WIDGET_SETTING.clientId, owner: WIDGET_SETTING.owner, key: WIDGET_SETTING.key, value });

function checkValue(value: string): void {
  if (!isWidgetCodesValue(value)) throw badRequest('body/Value must be the comma-joined type codes of the enabled widgets (0-6, 9, 10), each once, e.g. "0,6,9"');
}

/**
 * The dashboard-settings page saves the enabled widgets as a setting record (the
 * comma-joined numeric type codes of the enabled widgets); it reads them back with GET User/cockpitSettings?owner=…&key=….
 */
export async function dashboardSettingsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  registerRoute(app, DashboardSettings.save, async (request) => {
    const c = request.caller;
    checkValue(request.body.Value);
    assertSettingWrite(c, 'User.dashboardWidgetSettings', 'user', WIDGET_SETTING);
    await assertModifiable(ctx.db, 'user', c.businessUnitId, WIDGET_SETTING);
    await putSetting(ctx.db, { kind: 'user', businessUnitId: c.businessUnitId, userId: c.userId }, record(request.body.Value));
    return { result: true };
  });

  // For every user of the business unit (who has no choice of their own): also needs the user-settings right.
  registerRoute(app, DashboardSettings.saveForAll, async (request) => {
    const c = request.caller;
    if (!hasPermission(c.permissions, SAVE_FOR_ALL_ALSO_NEEDS, c.roles)) throw forbidden();
    checkValue(request.body.Value);
    assertSettingWrite(c, 'User.dashboardWidgetSettingsForAll', 'businessUnit', WIDGET_SETTING);
    await assertModifiable(ctx.db, 'businessUnit', c.businessUnitId, WIDGET_SETTING);
    await putSetting(ctx.db, { kind: 'businessUnit', businessUnitId: c.businessUnitId }, record(request.body.Value));
    return { result: true };
  });
}
