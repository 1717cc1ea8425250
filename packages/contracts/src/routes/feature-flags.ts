import { Type } from '@sinclair/typebox';
import { ADMIN } from '../admin-permissions';
import { defineRoute, SIGNED_IN } from '../define-route';
import { CODE_SWITCHES, FEATURE_FLAGS } from '../feature-names';
import { noQuery } from '../master-data-parts';
import { open, openRow, result } from '../schema-parts';

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
      path: `/api/Settings/Available${kind}`,
      permission: SIGNED_IN,
      query: noQuery,
      answer: names,
      description: `The ${what} that can be switched on per business unit.`,
    }),
    enabled: defineRoute({
      key: `FeatureSettings.Enabled${kind}`,
      method: 'GET',
      path: `/api/Settings/Enabled${kind}`,
      permission: SIGNED_IN,
      query: unitQuery,
      answer: names,
      description: `The ${what} of the caller's business unit (a global administrator: any unit, businessUnitId).`,
    }),
    save: defineRoute({
      key: `FeatureSettings.saveEnabled${kind}`,
      method: 'POST',
      path: `/api/Settings/Enabled${kind}`,
      permission: ADMIN.featureFlags,
      body: switchesBody(field, all),
      answer: names,
      description: `Set a business unit's ${what} (global administrator); the answer is the names switched on, sorted.`,
    }),
  };
}

const flags = switchRoutes('FeatureFlags', 'featureFlags', FEATURE_FLAGS, 'feature flags');
const switches = switchRoutes('CodeSwitches', 'codeSwitches', CODE_SWITCHES, 'code switches');

/** Feature flags and code switches per business unit, and the dynamic attributes grids may show. */
export const FeatureSettings = {
  AvailableFeatureFlags: flags.available,
  EnabledFeatureFlags: flags.enabled,
  saveEnabledFeatureFlags: flags.save,
  AvailableCodeSwitches: switches.available,
  EnabledCodeSwitches: switches.enabled,
  saveEnabledCodeSwitches: switches.save,
  DynamicAttributes: defineRoute({
    key: 'FeatureSettings.DynamicAttributes',
    method: 'GET',
    path: '/api/Settings/DynamicAttributes',
    permission: SIGNED_IN,
    query: noQuery,
    answer: open(result(Type.Array(openRow('A stock attribute: name, displayName, dataType, required.')))),
    description: "The dynamic attributes (stock attributes) of the caller's business unit.",
  }),
} as const;

/** The installation's business units, for the feature-flags page's unit choice. */
export const BusinessUnit = {
  list: defineRoute({
    key: 'BusinessUnit.list',
    method: 'GET',
    path: '/api/Settings/BusinessUnits',
    permission: ADMIN.featureFlags,
    query: noQuery,
    answer: result(Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() }))),
    description: "The installation's business units (global administrator).",
    example: { result: [{ id: 1, name: 'Main' }] },
  }),
} as const;
