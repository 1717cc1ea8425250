import { Type } from '@sinclair/typebox';
import { ADMIN } from '../admin-permissions';
import { defineRoute } from '../define-route';
import { LIST_READ } from '../door-permissions';
import { idsQuery, noQuery } from '../master-data-parts';
import { listAnswer, listQuery, multiStatusAnswer, open, openRow, result } from '../schema-parts';

export const USER_TYPES = [
  'TemporaryUser',
  'User',
  'SuperUser',
  'Administrator',
  'SupportUser',
  'ApportUser',
  'AutomatedUser',
  'ExternalAutomatedUser',
  'GlobalAdminUser',
] as const;

/** The user dialog's fields; on update, a field left out keeps its value. */
export interface UserInput {
  userName?: string;
  displayName?: string;
  userType?: (typeof USER_TYPES)[number];
  defaultLanguage?: string;
  roleIds?: number[];
  isActive?: boolean;
  password?: string;
  confirmPassword?: string;
}

const properties = {
  userName: { type: 'string', minLength: 2, maxLength: 100, pattern: '^[A-Za-z0-9._@-]+$' },
  displayName: { type: 'string', minLength: 1, maxLength: 200, pattern: '\\S' },
  userType: { enum: USER_TYPES },
  defaultLanguage: { type: 'string', maxLength: 10 },
  roleIds: { type: 'array', maxItems: 50, uniqueItems: true, items: { type: 'integer', minimum: 1 } },
  isActive: { type: 'boolean' },
  password: { type: 'string', maxLength: 500 },
  confirmPassword: { type: 'string', maxLength: 500 },
} as const;

const createUserBody = Type.Unsafe<UserInput>({
  type: 'object',
  additionalProperties: false,
  required: ['userName', 'displayName', 'password', 'confirmPassword', 'defaultLanguage', 'roleIds'],
  properties,
});
const updateUserBody = Type.Unsafe<UserInput & { id: number }>({
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1 }, ...properties },
});

/** A role as the user dialog offers it. */
export const roleChoice = Type.Object({ id: Type.Integer(), userRoleName: Type.String(), systemRole: Type.Union([Type.String(), Type.Null()]) });
/** A row of the User list: the fields callers read named, the rest of the list's fields sent as they come. */
const userRow = Type.Object(
  { id: Type.Integer(), userName: Type.String(), displayName: Type.String() },
  { additionalProperties: true, description: 'A row of the User list (schemas/lists/User.json).' },
);

/** The users settings page: the business unit's users with their roles; create, update and delete them. */
export const UserManagement = {
  description: defineRoute({
    key: 'UserManagement.description',
    method: 'GET',
    path: 'UserManagement/description',
    permission: LIST_READ.User,
    query: listQuery('User'),
    answer: listAnswer(userRow),
    description: "The business unit's users with their roles.",
  }),
  roles: defineRoute({
    key: 'UserManagement.roles',
    method: 'GET',
    path: 'UserManagement/roles',
    permission: ADMIN.users,
    query: noQuery,
    answer: result(Type.Array(roleChoice)),
    description: 'The roles the caller may give a user (the server checks every assignment again).',
    example: { result: [{ id: 2, userRoleName: 'Operators', systemRole: null }] },
  }),
  create: defineRoute({
    key: 'UserManagement.create',
    method: 'POST',
    path: 'UserManagement',
    permission: ADMIN.users,
    body: createUserBody,
    answer: open(result(openRow("The user's row of the User list."))),
    description: 'Add a user (the password must keep the password rules); the answer is its row of the User list.',
  }),
  update: defineRoute({
    key: 'UserManagement.update',
    method: 'PUT',
    path: 'UserManagement',
    permission: ADMIN.users,
    body: updateUserBody,
    answer: open(result(openRow("The user's row of the User list."))),
    description: "Edit a user; a new password or deactivation ends the user's sessions.",
  }),
  delete: defineRoute({
    key: 'UserManagement.delete',
    method: 'DELETE',
    path: 'UserManagement',
    permission: ADMIN.users,
    query: idsQuery,
    answer: multiStatusAnswer,
    description: 'Delete users (ids repeated); they are kept, marked deleted; 207 with the users that could not be.',
  }),
} as const;
