import { Type } from '@sinclair/typebox';
import { defineRoute, SIGNED_IN } from '../define-route';
import { body, open, result } from '../schema-parts';

const settingRecord = Type.Object({ clientId: Type.String(), owner: Type.String(), key: Type.String(), value: Type.String() });

/** The session's settings: the console's defaults with the unit's and the user's values over them. */
const cockpitSettings = Type.Object(
  {
    displayname: Type.Optional(Type.String()),
    heartBeat: Type.Optional(Type.Number()),
    rowsLimit: Type.Optional(Type.Number()),
    takeLimit: Type.Optional(Type.Number()),
    reportDataRefreshMinutes: Type.Optional(Type.Number()),
    companyInfo: Type.Optional(Type.Object({}, { additionalProperties: true })),
    permissions: Type.Optional(Type.Object({ header: Type.String(), grid: Type.String(), data: Type.String() }, { description: 'Each scope as a JSON string.' })),
  },
  { additionalProperties: true },
);

/** A settings record as written: client (Cockpit by default), owner (userSettings by default), key and value. */
const recordProperties = {
  clientId: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  owner: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  key: Type.String({ minLength: 1, maxLength: 200 }),
};
const value = Type.String({ maxLength: 1_000_000 });
const recordBody = body({ ...recordProperties, value });
const done = result(Type.Boolean());

/** The signed-in user's settings calls, under the User controller (spread into `User` in users.ts). */
export const UserSettings = {
  cockpitSettings: defineRoute({
    key: 'User.cockpitSettings',
    method: 'GET',
    path: 'User/cockpitSettings',
    permission: SIGNED_IN,
    // Without a schema of its own: any parameter is taken, as the console has always sent it.
    query: Type.Unsafe<{ owner?: string; key?: string; clientId?: string }>({
      type: 'object',
      properties: { owner: { type: 'string' }, key: { type: 'string' }, clientId: { type: 'string' } },
    }),
    // Sent as it comes: every stored setting of the user is in it, by key.
    answer: open(result(Type.Union([cockpitSettings, Type.Array(settingRecord)]))),
    description: "The session's settings with permissions; with owner (and key, clientId) the stored records of that owner instead.",
  }),
  routesSettings: defineRoute({
    key: 'User.routesSettings',
    method: 'GET',
    path: 'User/routesSettings',
    permission: SIGNED_IN,
    answer: result(Type.String({ description: 'The menu routes the caller may open, as a JSON string.' })),
    description: 'The menu the caller may open, with the order and names the user or unit chose (a JSON string).',
  }),
  menuSettings: defineRoute({
    key: 'User.menuSettings',
    method: 'GET',
    path: 'User/menuSettings',
    permission: SIGNED_IN,
    answer: result(Type.String({ description: 'The settings menu groups, as a JSON string.' })),
    description: "The settings menu's groups the caller may open (a JSON string).",
  }),
  settings: defineRoute({
    key: 'User.settings',
    method: 'PUT',
    path: 'User/settings',
    permission: SIGNED_IN,
    body: recordBody,
    answer: done,
    description: "Write one of the caller's own settings (a key of the table of writable settings, a value of its shape).",
    example: { result: true },
  }),
  settingsForAll: defineRoute({
    key: 'User.settingsForAll',
    method: 'PUT',
    path: 'User/settingsForAll',
    permission: 'header/settings/user_settings',
    body: recordBody,
    answer: done,
    description: "Write a setting for every user of the caller's business unit.",
    example: { result: true },
  }),
  deleteSettings: defineRoute({
    key: 'User.deleteSettings',
    method: 'DELETE',
    path: 'User/settings',
    permission: SIGNED_IN,
    body: body({ ...recordProperties, value: Type.Optional(value) }),
    answer: done,
    description: "Remove one of the caller's own settings, so the unit's or the default value applies again.",
    example: { result: true },
  }),
} as const;
