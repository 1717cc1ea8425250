import { defineRoute, routes, SIGNED_IN, Type } from '@cockpit/contracts';
import { ADMIN } from '@cockpit/contracts/admin-permissions';
import { CODE_SWITCHES, FEATURE_FLAGS } from '@cockpit/contracts/feature-names';
import { noQuery } from '@cockpit/contracts/master-data-parts';
import { open, result } from '@cockpit/contracts/schema-parts';
import { Command, Seeding as ExcelSeeding, uuidParams } from '@cockpit/contracts/routes/excel-import';
import { Seeding as SettingsSeeding } from '@cockpit/contracts/routes/settings-seeding';
import { UserManagement } from '@cockpit/contracts/routes/users-admin';

/**
 * The settings plugin's part of the route table: the active-users page (who is signed in, end a
 * session) and the feature-flags page (switches per business unit, the units to choose from).
 */

/** The active-users page: the unit's sessions seen lately, and an administrator ends another one. */
export const UserSession = {
  active: defineRoute({
    key: 'UserSession.active',
    method: 'GET',
    path: 'UserSession/active',
    permission: ADMIN.activeUsers,
    answer: open(
      result(
        Type.Array(
          Type.Object({
            id: Type.String({ format: 'uuid' }),
            userName: Type.String(),
            displayName: Type.String(),
            startedAt: Type.String({ format: 'date-time' }),
            lastSeenAt: Type.String({ format: 'date-time' }),
            clientVersion: Type.Union([Type.String(), Type.Null()]),
            language: Type.Union([Type.String(), Type.Null()]),
            userAgent: Type.Union([Type.String(), Type.Null()]),
          }),
        ),
      ),
    ),
    description: "The business unit's sessions seen in the last two minutes, most recent first.",
  }),
  end: defineRoute({
    key: 'UserSession.end',
    method: 'DELETE',
    path: 'UserSession/{id}',
    permission: ADMIN.activeUsers,
    params: uuidParams,
    answer: result(Type.Boolean()),
    description: 'End another session of the business unit: its tokens and hub connections stop at once.',
    example: { result: true },
  }),
} as const;

const names = result(Type.Array(Type.String()));
const unitQuery = Type.Unsafe<{ businessUnitId?: number }>({
  type: 'object',
  additionalProperties: false,
  properties: { businessUnitId: { type: 'integer', minimum: 1 } },
});
/** The body that sets a business unit's switches of one kind: every name switched on, in the field of the kind. */
const switchesBody = <F extends string>(field: F, all: readonly string[]) =>
  Type.Unsafe<{ businessUnitId?: number } & Record<F, string[]>>({
    type: 'object',
    additionalProperties: false,
    required: [field],
    properties: {
      businessUnitId: { type: 'integer', minimum: 1 },
      [field]: { type: 'array', maxItems: all.length, uniqueItems: true, items: { enum: [...all] } },
    },
  });

/** The routes of one kind of switch (feature flags, code switches): what there is, what a unit has on, and setting them. */
function switchRoutes<K extends string, F extends string>(kind: K, field: F, all: readonly string[], what: string) {
  return {
    available: defineRoute({
      key: `FeatureSettings.Available${kind}`,
      method: 'GET',
      path: `Settings/Available${kind}`,
      permission: SIGNED_IN,
      query: noQuery,
      answer: names,
      description: `The ${what} that can be switched on per business unit.`,
    }),
    enabled: defineRoute({
      key: `FeatureSettings.Enabled${kind}`,
      method: 'GET',
      path: `Settings/Enabled${kind}`,
      permission: SIGNED_IN,
      query: unitQuery,
      answer: names,
      description: `The ${what} of the caller's business unit (a global administrator: any unit, businessUnitId).`,
    }),
    save: defineRoute({
      key: `FeatureSettings.saveEnabled${kind}`,
      method: 'POST',
      path: `Settings/Enabled${kind}`,
      permission: ADMIN.featureFlags,
      body: switchesBody(field, all),
      answer: names,
      description: `Set a business unit's ${what} (global administrator); the answer is the names switched on, sorted.`,
    }),
  };
}

const flags = switchRoutes('FeatureFlags', 'featureFlags', FEATURE_FLAGS, 'feature flags');
const switches = switchRoutes('CodeSwitches', 'codeSwitches', CODE_SWITCHES, 'code switches');

/** Feature flags and code switches per business unit: what there is, what a unit has on, and setting them. */
export const FeatureSettings = {
  AvailableFeatureFlags: flags.available,
  EnabledFeatureFlags: flags.enabled,
  saveEnabledFeatureFlags: flags.save,
  AvailableCodeSwitches: switches.available,
  EnabledCodeSwitches: switches.enabled,
  saveEnabledCodeSwitches: switches.save,
} as const;

/** The installation's business units, for the feature-flags page's unit choice. */
export const BusinessUnit = {
  list: defineRoute({
    key: 'BusinessUnit.list',
    method: 'GET',
    path: 'Settings/BusinessUnits',
    permission: ADMIN.featureFlags,
    query: noQuery,
    answer: result(Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() }))),
    description: "The installation's business units (global administrator).",
    example: { result: [{ id: 1, name: 'Main' }] },
  }),
} as const;

/** The plugin's part of the route table, by the path-table files they had: `schemas/api-paths/active-users.json` and `feature-flags.json`. */
/**
 * The areas this plugin serves: its own pages' routes, and those of the administration declared in
 * @cockpit/contracts, where the console and core call them typed (users and roles, the Excel
 * import, the settings seeding, backup, server information, the screen studio, the company information).
 * One entry per `schemas/api-paths/<area>.json`.
 */
export const routeAreas = {
  'active-users': { UserSession },
  'feature-flags': { FeatureSettings, BusinessUnit },
  'excel-import': { Seeding: ExcelSeeding, Command },
  'users-admin': { UserManagement },
  'user-roles': { UserRole: routes.UserRole },
  'settings-seeding': { Seeding: SettingsSeeding },
  backup: { Admin: routes.Admin },
  'server-info': { ServerInfo: routes.ServerInfo },
  studio: { Studio: routes.Studio },
  'company-info': { CompanyInfo: routes.CompanyInfo },
};
