import { Type } from '@sinclair/typebox';
import { defineRoute, PUBLIC, SIGNED_IN } from '../define-route';
import { body, open, result } from '../schema-parts';

/** What a sign-in answers: the session's token and what the console shows before it loads the settings. */
const session = Type.Object({
  accessToken: Type.String(),
  tokenType: Type.Literal('Bearer'),
  expiresIn: Type.Integer({ description: 'Seconds until the token expires.' }),
  businessUnitName: Type.String(),
  defaultLanguage: Type.String(),
  picture: Type.Union([Type.String(), Type.Null()]),
  changePasswordRequired: Type.Optional(Type.Literal(true)),
});

const businessUnitName = Type.String({ minLength: 1, maxLength: 200 });

/** Where the console starts an OpenID sign-in (the console sends these parameters; one provider client serves the console, so clientId and isApportAccount select nothing). */
const addressQuery = body({
  businessUnitName,
  clientId: Type.Optional(Type.String({ maxLength: 200 })),
  isApportAccount: Type.Optional(Type.Boolean()),
  language: Type.Optional(Type.String({ pattern: '^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8}){0,3}$' })),
});

/** What an OpenID provider sends back to the callback (authorization code answer, issuer and session state). */
const callbackQuery = body({
  code: Type.Optional(Type.String({ maxLength: 2000 })),
  state: Type.String({ minLength: 1, maxLength: 200 }),
  iss: Type.Optional(Type.String({ maxLength: 2000 })),
  session_state: Type.Optional(Type.String({ maxLength: 2000 })),
  error: Type.Optional(Type.String({ maxLength: 200 })),
  error_description: Type.Optional(Type.String({ maxLength: 2000 })),
  error_uri: Type.Optional(Type.String({ maxLength: 2000 })),
});

const redirect = open(Type.Unsafe<never>({ description: 'A redirect (302) with a Location header; no body.' }));

/** Sign-in: by password, or through the OpenID provider. */
export const Authentication = {
  user: defineRoute({
    key: 'Authentication.user',
    method: 'POST',
    path: 'Authentication/user',
    permission: PUBLIC,
    body: body({ businessUnitName, userName: Type.String({ minLength: 1, maxLength: 200 }), password: Type.String({ minLength: 1, maxLength: 500 }) }),
    // Sent as it comes: a session's answer is small and must never lose a field a client reads.
    answer: open(result(session)),
    description: 'Sign in with a password; failed attempts are limited per user name and per client address (429 with Retry-After).',
    example: { result: { accessToken: 'eyJ…', tokenType: 'Bearer', expiresIn: 28800, businessUnitName: 'Main', defaultLanguage: 'en-GB', picture: null } },
  }),
  openIdEnabled: defineRoute({
    key: 'Authentication.openIdEnabled',
    method: 'GET',
    path: 'Authentication/openIdEnabled',
    permission: PUBLIC,
    // Without a schema of its own: any parameter is taken, as the sign-in page has always sent it.
    query: Type.Unsafe<{ businessUnitName?: string }>({ type: 'object', properties: { businessUnitName: { type: 'string' } } }),
    answer: result(Type.Boolean()),
    description: 'Whether the business unit signs in through the OpenID provider (its OpenIdConnect feature).',
    example: { result: false },
  }),
  oidcAddress: defineRoute({
    key: 'Authentication.oidcAddress',
    method: 'GET',
    path: 'Authentication/oidcAddress',
    permission: PUBLIC,
    query: addressQuery,
    answer: result(Type.String({ description: "The provider's authorization address; the started sign-in's state is set in a cookie." })),
    description: "Start an OpenID sign-in: the provider's address, and the sign-in's state in a signed cookie.",
  }),
  oidcStart: defineRoute({
    key: 'Authentication.oidcStart',
    method: 'GET',
    path: 'Authentication/oidc/start',
    permission: PUBLIC,
    query: addressQuery,
    answer: redirect,
    description: "Start an OpenID sign-in by a redirect to the provider (the sign-in's state in a signed cookie).",
  }),
  oidcCallback: defineRoute({
    key: 'Authentication.oidcCallback',
    method: 'GET',
    path: 'Authentication/oidc/callback',
    permission: PUBLIC,
    query: callbackQuery,
    answer: redirect,
    description: "The provider's callback: redirects to the sign-in page with a one-time code, or with the reason it failed.",
  }),
  oidcToken: defineRoute({
    key: 'Authentication.oidcToken',
    method: 'POST',
    path: 'Authentication/oidc/token',
    permission: PUBLIC,
    body: body({ code: Type.String({ minLength: 1, maxLength: 200 }) }),
    answer: open(result(Type.Intersect([session, Type.Object({ userName: Type.String() })]))),
    description: "Exchange the callback's one-time code for the session's token.",
  }),
} as const;

/** The signed-in session: heartbeat and logout. */
export const UserSession = {
  heartbeat: defineRoute({
    key: 'UserSession.heartbeat',
    method: 'POST',
    path: 'UserSession/heartbeat',
    permission: SIGNED_IN,
    answer: result(Type.Boolean()),
    description: 'Mark the session as in use (the active sessions list shows the last heartbeat).',
    example: { result: true },
  }),
  logout: defineRoute({
    key: 'UserSession.logout',
    method: 'POST',
    path: 'UserSession/logout',
    permission: SIGNED_IN,
    answer: open(result(Type.Union([Type.Literal(true), Type.Object({ endSessionUrl: Type.String() })]))),
    description: "End the session; one opened through the OpenID provider answers the provider's logout address.",
    example: { result: true },
  }),
} as const;

const userIdQuery = body({ userId: Type.Integer({ minimum: 1 }) });

/** Links between the unit's users and accounts at the OpenID provider. */
export const UserManagement = {
  openIdLink: defineRoute({
    key: 'UserManagement.openIdLink',
    method: 'PUT',
    path: 'UserManagement/openIdLink',
    permission: 'header/settings/users',
    body: body({ userId: Type.Integer({ minimum: 1 }), subject: Type.String({ minLength: 1, maxLength: 255 }) }),
    answer: result(Type.Object({ userId: Type.Integer(), issuer: Type.String(), subject: Type.String() })),
    description: "Link a user of the caller's business unit to an account (subject) at the configured OpenID provider; OpenID sign-in finds users by this link only.",
    example: { result: { userId: 4, issuer: 'https://id.example.com', subject: 'a1b2c3' } },
  }),
  openIdLinks: defineRoute({
    key: 'UserManagement.openIdLinks',
    method: 'GET',
    path: 'UserManagement/openIdLink',
    permission: 'header/settings/users',
    query: userIdQuery,
    answer: result(Type.Array(Type.Object({ issuer: Type.String(), subject: Type.String() }))),
    description: "A user's OpenID links (userId): issuer and subject.",
    example: { result: [{ issuer: 'https://id.example.com', subject: 'a1b2c3' }] },
  }),
  openIdUnlink: defineRoute({
    key: 'UserManagement.openIdUnlink',
    method: 'DELETE',
    path: 'UserManagement/openIdLink',
    permission: 'header/settings/users',
    query: userIdQuery,
    answer: result(Type.Boolean()),
    description: "Remove a user's link to the configured OpenID provider (userId).",
    example: { result: true },
  }),
} as const;
