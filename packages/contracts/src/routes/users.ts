import { Type } from '@sinclair/typebox';
import { defineRoute, SIGNED_IN } from '../define-route';
import { body, result } from '../schema-parts';
import { UserSettings } from './user-settings';

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

/** A picture is at most this many bytes (its data: URL about 4/3 of it). */
export const MAX_PICTURE_BYTES = 512 * 1024;

const password = Type.String({ minLength: 1, maxLength: 500 });
const passwordBody = body({ oldPassword: password, newPassword: password, confirmPassword: password });

/** The signed-in user's own calls: who am I, password, picture, language, and the settings (user-settings.ts). */
export const User = {
  current: defineRoute({
    key: 'User.current',
    method: 'GET',
    path: 'User/current',
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
  changePassword: defineRoute({
    key: 'User.changePassword',
    method: 'PUT',
    path: 'User/changePassword',
    permission: SIGNED_IN,
    body: passwordBody,
    answer: result(Type.Boolean()),
    description: "Change the signed-in user's password; wrong current passwords are limited per user (429 with Retry-After).",
    example: { result: true },
  }),
  changePasswordAtLogin: defineRoute({
    key: 'User.changePasswordAtLogin',
    method: 'PUT',
    path: 'User/changePasswordAtLogin',
    permission: SIGNED_IN,
    body: passwordBody,
    answer: result(Type.Boolean()),
    description: 'Change a password that must be changed at sign-in; the new one must differ, and the session opened for the change ends.',
    example: { result: true },
  }),
  updatePicture: defineRoute({
    key: 'User.updatePicture',
    method: 'PUT',
    path: 'User/updatePicture',
    permission: SIGNED_IN,
    body: body({ id: Type.Optional(Type.Integer()), picture: Type.String({ maxLength: Math.ceil(MAX_PICTURE_BYTES * 1.4) }) }),
    answer: result(Type.Boolean()),
    description: "Set the signed-in user's own picture (a PNG, JPEG, GIF or WebP data: URL; empty removes it).",
    example: { result: true },
  }),
  changeDefaultLanguage: defineRoute({
    key: 'User.changeDefaultLanguage',
    method: 'PUT',
    path: 'User/changeDefaultLanguage',
    permission: SIGNED_IN,
    body: body({ language: Type.String({ minLength: 2, maxLength: 10 }) }),
    answer: result(Type.Boolean()),
    description: "Set the signed-in user's language (one the server has a catalogue for).",
    example: { result: true },
  }),
  ...UserSettings,
} as const;
