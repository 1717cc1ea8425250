import { Type } from '@sinclair/typebox';
import { ADMIN } from '../admin-permissions';
import { defineRoute, SIGNED_IN } from '../define-route';
import { open, result } from '../schema-parts';

export type SeedingLevel = 'Factory' | 'BusinessUnit' | 'User';
const level = { enum: ['Factory', 'BusinessUnit', 'User'] } as const;
const flags = { canCustomerModify: { type: 'boolean', default: true }, canUserModify: { type: 'boolean', default: true } } as const;
const name = { type: 'string', minLength: 1, maxLength: 200 } as const;
const userName = { type: 'string', minLength: 1, maxLength: 200, description: "For scope User: whose setting, in the caller's business unit." } as const;

/** Where a seeded value goes and whether business units and users may change it (both default to true). */
export interface SeedingScopeInput {
  scope: SeedingLevel;
  userName?: string;
  canCustomerModify: boolean;
  canUserModify: boolean;
}

/** Seeding default settings: for the factory, the business unit, a user or a scope unit (a role's holders). */
export const Seeding = {
  defaultUserSettings: defineRoute({
    key: 'Seeding.defaultUserSettings',
    method: 'GET',
    path: 'Seeding/defaultUserSettings',
    permission: SIGNED_IN,
    query: Type.Unsafe<{ owner?: string; clientId?: string; canCustomerModify?: boolean; canUserModify?: boolean; scope?: 'Factory' | 'BusinessUnit' }>({
      type: 'object',
      additionalProperties: false,
      properties: { owner: name, clientId: name, canCustomerModify: { type: 'boolean' }, canUserModify: { type: 'boolean' }, scope: { enum: ['Factory', 'BusinessUnit'] } },
    }),
    answer: open(
      result(
        Type.Array(
          Type.Object(
            {
              clientId: Type.String(),
              owner: Type.String(),
              key: Type.String(),
              value: Type.String(),
              canCustomerModify: Type.Boolean(),
              canUserModify: Type.Boolean(),
              scope: Type.Union([Type.Literal('Factory'), Type.Literal('BusinessUnit')]),
              builtIn: Type.Boolean(),
            },
            { additionalProperties: true },
          ),
        ),
      ),
    ),
    description: "The default settings of the factory and the caller's business unit, with whether units and users may change them (filters: owner, clientId, scope, flags).",
  }),
  userSettings: defineRoute({
    key: 'Seeding.userSettings',
    method: 'PUT',
    path: 'Seeding/userSettings',
    permission: ADMIN.userSettings,
    body: Type.Unsafe<SeedingScopeInput & { clientId?: string; owner?: string; settings: { key: string; value: string }[] }>({
      type: 'object',
      additionalProperties: false,
      required: ['scope', 'settings'],
      properties: {
        scope: level,
        userName,
        clientId: name,
        owner: name,
        ...flags,
        settings: {
          type: 'array',
          minItems: 1,
          maxItems: 200,
          items: { type: 'object', additionalProperties: false, required: ['key', 'value'], properties: { key: name, value: { type: 'string', maxLength: 1_000_000 } } },
        },
      },
    }),
    answer: result(Type.Integer({ minimum: 0 })),
    description: 'Seed user settings (a list of key and value) for the factory, the business unit or a user; the answer is how many were written.',
    example: { result: 2 },
  }),
  gridSettings: defineRoute({
    key: 'Seeding.gridSettings',
    method: 'PUT',
    path: 'Seeding/gridSettings',
    permission: ADMIN.userSettings,
    body: Type.Unsafe<Omit<SeedingScopeInput, 'scope'> & { scope: SeedingLevel | 'ScopeUnit'; roleName?: string; owner: string; value: string }>({
      type: 'object',
      additionalProperties: false,
      required: ['scope', 'owner', 'value'],
      properties: {
        // The fourth settings level, the scope unit, is a user role of the business unit (docs/decisions/0052-scope-unit-is-a-user-role.md).
        scope: { enum: ['Factory', 'BusinessUnit', 'User', 'ScopeUnit'] },
        userName,
        roleName: { ...name, description: "For scope ScopeUnit: the role whose holders get the layout, in the caller's business unit." },
        owner: { ...name, pattern: '^[A-Z][A-Za-z0-9]*$' },
        value: { type: 'string', maxLength: 1_000_000 },
        ...flags,
      },
    }),
    answer: result(
      Type.Object({
        key: Type.String(),
        value: Type.String(),
        users: Type.Optional(Type.Integer({ minimum: 0, description: 'For scope ScopeUnit: how many holders got the layout.' })),
      }),
    ),
    description: "Seed a grid's layout (the parts of a view) for the factory, the business unit, a user or a scope unit.",
    example: { result: { key: 'Material_GridSettings', value: '{"columnWidth":{"itemNo":120}}', users: 3 } },
  }),
  kpiSettings: defineRoute({
    key: 'Seeding.kpiSettings',
    method: 'PUT',
    path: 'Seeding/kpiSettings',
    permission: ADMIN.userSettings,
    body: Type.Unsafe<{ scope: 'Factory' | 'BusinessUnit'; value: string; canCustomerModify: boolean; canUserModify: boolean }>({
      type: 'object',
      additionalProperties: false,
      required: ['scope', 'value'],
      properties: { scope: { enum: ['Factory', 'BusinessUnit'] }, value: { type: 'string', maxLength: 100_000 }, ...flags },
    }),
    answer: result(Type.Boolean()),
    description: 'Seed the KPI settings (key Home) for the factory or the business unit: a JSON list of KPIs with name, enabled, row and order.',
  }),
} as const;
