import { Type } from '@sinclair/typebox';
import { defineRoute, SIGNED_IN } from '../define-route';
import { result } from '../schema-parts';

/** The signed-in user as the console's header, settings and permissions read it. */
const currentUser = Type.Object({
  id: Type.Integer(),
  userId: Type.Integer(),
  userName: Type.String(),
  displayName: Type.String(),
  userType: Type.String(),
  userRoles: Type.Array(Type.String()),
  isActive: Type.Boolean(),
  defaultLanguage: Type.String(),
  // A type list, not anyOf: the serialiser writes it without trying each branch.
  picture: Type.Unsafe<string | null>({ type: ['string', 'null'], description: 'A data: URL of the picture, or null.' }),
  businessUnitName: Type.String(),
  isAdmin: Type.Boolean(),
  password: Type.String({ description: 'Always empty: kept for clients that expect the field.' }),
  deleted: Type.Boolean(),
});

/** The signed-in user's own calls. */
export const User = {
  current: defineRoute({
    key: 'User.current',
    method: 'GET',
    path: '/api/User/current',
    permission: SIGNED_IN,
    answer: result(currentUser),
    description: 'The signed-in user: names, roles, language, picture and business unit.',
    example: {
      result: {
        id: 1,
        userId: 1,
        userName: 'admin',
        displayName: 'Administrator',
        userType: 'User',
        userRoles: ['AdminRole'],
        isActive: true,
        defaultLanguage: 'en-GB',
        picture: null,
        businessUnitName: 'Main',
        isAdmin: true,
        password: '',
        deleted: false,
      },
    },
  }),
} as const;
