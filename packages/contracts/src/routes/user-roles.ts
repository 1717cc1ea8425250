import { Type, type Static } from '@sinclair/typebox';
import { ADMIN } from '../admin-permissions';
import { defineRoute } from '../define-route';
import { idParams, noQuery } from '../master-data-parts';
import { open, result } from '../schema-parts';
import { roleChoice } from './users-admin';

/** The system roles a role may carry: an administrator, or a global administrator of the whole installation. */
export const SYSTEM_ROLES = ['Administrator', 'global-admin-user'] as const;

/** The role form's fields; on update, a field left out keeps its value. */
export interface RoleInput {
  userRoleName?: string;
  systemRole?: (typeof SYSTEM_ROLES)[number] | null;
  adminResponsibility?: boolean;
  wareHouseAreas?: string[];
  loadCarriers?: string[];
  /** The users holding the role. */
  assignedUserIds?: number[];
  /** The roles holders of this role may assign; null for every role. */
  assignableRoleIds?: number[] | null;
}

const ids = { type: 'array', maxItems: 500, uniqueItems: true, items: { type: 'integer', minimum: 1 } } as const;
const names = { type: 'array', maxItems: 50, uniqueItems: true, items: { type: 'string', minLength: 1, maxLength: 100, pattern: '\\S' } } as const;
const properties = {
  userRoleName: { type: 'string', minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9 ._-]*[A-Za-z0-9]$' },
  systemRole: { enum: [...SYSTEM_ROLES, null] },
  adminResponsibility: { type: 'boolean' },
  wareHouseAreas: names,
  loadCarriers: names,
  assignedUserIds: ids,
  assignableRoleIds: { ...ids, type: ['array', 'null'] },
} as const;

const nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);
/** A user role with the users holding it and the roles it may assign (null: every role). */
const roleRow = Type.Object({
  id: Type.Integer(),
  userRoleName: Type.String(),
  systemRole: nullable(Type.String()),
  adminResponsibility: Type.Boolean(),
  deleted: Type.Boolean(),
  wareHouseAreas: Type.Array(Type.String()),
  loadCarriers: Type.Array(Type.String()),
  assignedUser: Type.Array(Type.Object({ id: Type.Integer(), userName: Type.String(), displayName: Type.String() })),
  assignableRoleIds: nullable(Type.Array(Type.Integer())),
});
export type RoleRow = Static<typeof roleRow>;

const permissionScope = Type.Union([Type.Literal('header'), Type.Literal('grid'), Type.Literal('data')]);
/** A permission of a role: the default it has from the defaults, the role's own setting, and the outcome. */
const permissionRow = Type.Object({
  scope: permissionScope,
  key: Type.String(),
  defaultAllowed: Type.Boolean({ description: 'What schemas/permissions.json gives a holder of this role alone.' }),
  override: nullable(Type.Boolean({ description: "The role's own setting, when it has one." })),
  allowed: Type.Boolean({ description: 'What the role gives: the override, or else the default.' }),
});
export type RolePermissionRow = Static<typeof permissionRow>;
/** A change of a role's permission: true grants, false withdraws, null goes back to the default of schemas/permissions.json. */
export type PermissionOverride = { scope: Static<typeof permissionScope>; key: string; allowed: boolean | null };
const permissionRows = result(Type.Array(permissionRow));

/** The user-management page's roles: their holders, the roles they may assign, and the permissions each grants or withdraws. */
export const UserRole = {
  list: defineRoute({
    key: 'UserRole.list',
    method: 'GET',
    path: 'UserRole',
    permission: ADMIN.users,
    query: noQuery,
    answer: open(result(Type.Array(roleRow))),
    description: "The business unit's roles with their holders (assignedUser) and the roles they may assign.",
  }),
  warehouseAreas: defineRoute({
    key: 'UserRole.warehouseAreas',
    method: 'GET',
    path: 'UserRole/warehouseAreas',
    permission: ADMIN.users,
    query: noQuery,
    answer: result(Type.Array(Type.String())),
    description: "The warehouse areas a role may carry: the names of the business unit's location roles.",
    example: { result: ['Cold store', 'High bay'] },
  }),
  assignable: defineRoute({
    key: 'UserRole.assignable',
    method: 'GET',
    path: 'UserRole/assignable',
    permission: ADMIN.users,
    query: noQuery,
    answer: result(Type.Array(roleChoice)),
    description: 'The roles the caller may assign to users.',
  }),
  create: defineRoute({
    key: 'UserRole.create',
    method: 'POST',
    path: 'UserRole',
    permission: ADMIN.users,
    body: Type.Unsafe<RoleInput>({ type: 'object', additionalProperties: false, required: ['userRoleName'], properties }),
    answer: open(result(roleRow)),
    description: 'Add a role (an administrator who may assign every role).',
  }),
  update: defineRoute({
    key: 'UserRole.update',
    method: 'PUT',
    path: 'UserRole',
    permission: ADMIN.users,
    body: Type.Unsafe<RoleInput & { id: number }>({
      type: 'object',
      additionalProperties: false,
      required: ['id'],
      properties: { id: { type: 'integer', minimum: 1 }, ...properties },
    }),
    answer: open(result(roleRow)),
    description: 'Edit a role: name, system role, admin responsibility, warehouse areas, load carrier types, holders, assignable roles.',
  }),
  delete: defineRoute({
    key: 'UserRole.delete',
    method: 'DELETE',
    path: 'UserRole/{id}',
    permission: ADMIN.users,
    params: idParams,
    answer: result(Type.Boolean()),
    description: 'Delete a role no user holds.',
    example: { result: true },
  }),
  permissions: defineRoute({
    key: 'UserRole.permissions',
    method: 'GET',
    path: 'UserRole/{id}/permissions',
    permission: ADMIN.users,
    params: idParams,
    answer: permissionRows,
    description: "Every header, grid and data permission with its default for the role and the role's override.",
    example: { result: [{ scope: 'data', key: 'move_stock', defaultAllowed: true, override: false, allowed: false }] },
  }),
  savePermissions: defineRoute({
    key: 'UserRole.savePermissions',
    method: 'PUT',
    path: 'UserRole/{id}/permissions',
    permission: ADMIN.users,
    params: idParams,
    body: Type.Unsafe<{ permissions: PermissionOverride[] }>({
      type: 'object',
      additionalProperties: false,
      required: ['permissions'],
      properties: {
        permissions: {
          type: 'array',
          minItems: 1,
          maxItems: 500,
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['scope', 'key', 'allowed'],
            properties: { scope: { enum: ['header', 'grid', 'data'] }, key: { type: 'string', minLength: 1, maxLength: 100 }, allowed: { type: ['boolean', 'null'] } },
          },
        },
      },
    }),
    answer: permissionRows,
    description: 'Grant (true), withdraw (false) or reset (null) permissions of a role; the answer is every permission of the role.',
  }),
} as const;
