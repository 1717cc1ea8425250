import { defineRoute, Type } from '@cockpit/contracts';
import { result } from '@cockpit/contracts/schema-parts';

/** The dashboard-settings page's right. */
const DASHBOARD_SETTINGS = 'header/settings/dashboard_settings';
/** Saving for every user of the business unit needs the user-settings right besides the page's (checked by the handler: a route names one permission). */
export const SAVE_FOR_ALL_ALSO_NEEDS = 'header/settings/user_settings';

/**
 * The record the dashboard-settings page writes: the widget preference (ClientId Cockpit, Owner
 * dashboardSettings, Key enabledWidgets; `WIDGET_SETTING` of @cockpit/core/widgets, which a test
 * holds equal). ClientId, Owner and Key may be left out; when sent they must name that record, so
 * this call cannot write other settings. Value is the comma-joined codes of the enabled widgets.
 */
export const widgetSettingBody = Type.Unsafe<{ ClientId?: 'Cockpit'; Owner?: 'dashboardSettings'; Key?: 'enabledWidgets'; Value: string }>({
  type: 'object',
  additionalProperties: false,
  required: ['Value'],
  properties: {
    ClientId: { const: 'Cockpit' },
    Owner: { const: 'dashboardSettings' },
    Key: { const: 'enabledWidgets' },
    Value: { type: 'string', maxLength: 200 },
  },
});

/** The dashboard-settings page's saves: for the caller, or for every user of the business unit who has no choice of their own. */
export const DashboardSettings = {
  save: defineRoute({
    key: 'User.dashboardWidgetSettings',
    method: 'POST',
    path: 'User/dashboardWidgetSettings',
    permission: DASHBOARD_SETTINGS,
    body: widgetSettingBody,
    answer: result(Type.Boolean()),
    description: 'Saves the caller\'s enabled dashboard widgets (Value: the comma-joined widget codes, e.g. "0,6,9").',
  }),
  saveForAll: defineRoute({
    key: 'User.dashboardWidgetSettingsForAll',
    method: 'POST',
    path: 'User/dashboardWidgetSettingsForAll',
    permission: DASHBOARD_SETTINGS,
    body: widgetSettingBody,
    answer: result(Type.Boolean()),
    description: `Saves the enabled dashboard widgets for every user of the business unit who has no choice of their own; also needs ${SAVE_FOR_ALL_ALSO_NEEDS}.`,
  }),
} as const;

/** The user-settings plugin's part of the route table: `schemas/api-paths/dashboard-settings.json`. */
export const routeAreas = { 'dashboard-settings': { DashboardSettings } };
