import { Type } from '@sinclair/typebox';
import { ADMIN } from '../admin-permissions';
import { defineRoute } from '../define-route';
import { result } from '../schema-parts';

/** A session, transaction or other id written as a UUID. */
export const uuidParams = Type.Object(
  { id: Type.String({ pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$' }) },
  { additionalProperties: false },
);

/** The active-users page: an administrator ends another session of the business unit. */
export const UserSession = {
  end: defineRoute({
    key: 'UserSession.end',
    method: 'DELETE',
    path: '/api/UserSession/{id}',
    permission: ADMIN.activeUsers,
    params: uuidParams,
    answer: result(Type.Boolean()),
    description: 'End another session of the business unit: its tokens and hub connections stop at once.',
    example: { result: true },
  }),
} as const;
