import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PermissionDefaults } from '@cockpit/core/permissions';
import type { TestDatabase } from '../../../../tests/helpers/test-database';
import { createRulesDatabase } from '../../../../tests/helpers/rules-database';
import type { AppContext } from '../context';
import type { Queryable } from '../db/types';
import { installErrorHandler } from '../http/error-handler';
import { createPermissionService } from '../permissions/permission-service';
import { bearerToken, callerFromSession, createAuthenticator, createSessionCheck, installAuthentication, PASSWORD_CHANGE_ROUTES } from './authenticate';
import type { Caller } from './caller';
import { createTokenService, type TokenClaims } from './tokens';

// The authentication hook on a real database and real tokens: who the caller is comes from the
// signed token and its open session; what the caller may do comes from the database now; a route
// needs a token unless public, and the permission its config names.

const defaults: PermissionDefaults = { header: { users: 'admin' }, grid: {}, data: { prepare: 'all' } };
const secret = new TextEncoder().encode('authenticate-test-secret-0123456789');

let database: TestDatabase;
let ctx: AppContext;
let app: FastifyInstance;
const ids: Record<string, number> = {};
const q = <T = Record<string, unknown>>(sql: string, params: unknown[] = []) => database.db.query<T>(sql, params).then((r) => r.rows);

async function session(userId: number, bu = ids.bu): Promise<string> {
  const sid = randomUUID();
  await q('insert into user_sessions (id, user_id, business_unit_id) values ($1, $2, $3)', [sid, userId, bu]);
  return sid;
}

const claimsFor = (userId: number, sid: string, extra: Partial<TokenClaims> = {}): TokenClaims => ({
  sub: String(userId),
  name: 'someone',
  sid,
  bu: ids.bu,
  buName: 'Auth test unit',
  role: [],
  systemRole: [],
  enabledFeature: [],
  lang: 'da-DK',
  ...extra,
});

async function tokenOf(userId: number, extra: Partial<TokenClaims> = {}): Promise<string> {
  return ctx.tokens.sign(claimsFor(userId, await session(userId), extra));
}

beforeAll(async () => {
  database = await createRulesDatabase();
  [{ id: ids.bu }] = await q<{ id: number }>("insert into business_units (name) values ('Auth test unit') returning id");
  [{ id: ids.other }] = await q<{ id: number }>("insert into business_units (name) values ('Auth other unit') returning id");
  [{ id: ids.adminRole }] = await q<{ id: number }>("insert into user_roles (business_unit_id, name) values ($1, 'AdminRole') returning id", [ids.bu]);
  [{ id: ids.pickerRole }] = await q<{ id: number }>("insert into user_roles (business_unit_id, name) values ($1, 'PickerRole') returning id", [ids.bu]);
  for (const [name, role] of [
    ['boss', ids.adminRole],
    ['picker', ids.pickerRole],
  ] as const) {
    [{ id: ids[name] }] = await q<{ id: number }>("insert into users (business_unit_id, user_name, display_name, password_hash) values ($1, $2, $2, 'x') returning id", [
      ids.bu,
      name,
    ]);
    await q('insert into user_role_members (user_id, role_id) values ($1, $2)', [ids[name], role]);
  }
  ctx = {
    db: database.db,
    tokens: createTokenService(secret, 3600),
    permissions: createPermissionService(database.db, defaults),
    sessions: createSessionCheck(database.db),
  } as AppContext;
  app = Fastify();
  installErrorHandler(app);
  installAuthentication(app, ctx);
  const echo = async (request: { caller: Caller }) => ({ userId: request.caller.userId });
  app.get('/api/open', { config: { public: true } }, async (request) => ({ caller: request.caller ?? null }));
  app.get('/api/halfopen', { config: { public: 'yes' } as never }, echo);
  app.get('/api/mine', echo);
  app.get('/api/users', { config: { permission: 'header/settings/users' } }, echo);
  app.get('/api/prepare', { config: { permission: 'data/prepare' } }, echo);
  app.put('/api/User/changePasswordAtLogin', echo);
  app.post('/api/UserSession/logout', echo);
  app.get('/api/User/changePasswordAtLogin', echo);
  await app.ready();
}, 300_000);
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

const call = async (method: 'GET' | 'PUT' | 'POST', url: string, token?: string, scheme = 'Bearer') => {
  const res = await app.inject({ method, url, headers: token ? { authorization: `${scheme} ${token}` } : {} });
  return { status: res.statusCode, body: res.json() as Record<string, unknown> };
};

describe('the bearer token of a request', () => {
  it('is the word after "Bearer", in any case, and nothing else', () => {
    expect(bearerToken({ headers: { authorization: 'Bearer abc' } })).toBe('abc');
    expect(bearerToken({ headers: { authorization: 'bearer abc' } })).toBe('abc');
    expect(bearerToken({ headers: { authorization: 'BEARER abc def' } })).toBe('abc');
    expect(bearerToken({ headers: { authorization: 'Basic abc' } })).toBeUndefined();
    expect(bearerToken({ headers: { authorization: 'Bearer' } })).toBeUndefined();
    expect(bearerToken({ headers: { authorization: 'Bearer ' } })).toBeUndefined();
    expect(bearerToken({ headers: { authorization: '' } })).toBeUndefined();
    expect(bearerToken({ headers: {} })).toBeUndefined();
  });
});

describe('the caller of a session', () => {
  it('takes who from the session and the token, and what they may do from the database', async () => {
    const sid = await session(ids.boss);
    const caller = await callerFromSession(ctx, claimsFor(ids.boss, sid, { enabledFeature: 'Reports', role: ['PickerRole'], buName: 'Named' }), {
      userId: ids.boss,
      userName: 'boss',
      businessUnitId: ids.bu,
      rightsVersion: '1',
    });
    expect(caller).toEqual({
      userId: ids.boss,
      userName: 'boss',
      businessUnitId: ids.bu,
      businessUnitName: 'Named',
      roles: [{ name: 'AdminRole', systemRole: null }],
      features: ['Reports'],
      sessionId: sid,
      language: 'da-DK',
      isAdmin: true,
      permissions: { header: { users: true }, grid: {}, data: { prepare: true } },
      mustChangePassword: false,
    });
  });

  it('has the features of the token as a list, whether one, several or none, and must change the password only when the token says true', async () => {
    const open = { userId: ids.picker, userName: 'picker', businessUnitId: ids.bu, rightsVersion: '1' };
    const of = (extra: Partial<TokenClaims>) => callerFromSession(ctx, claimsFor(ids.picker, 'x', extra), open);
    expect((await of({ enabledFeature: ['A', 'B'] })).features).toEqual(['A', 'B']);
    expect((await of({ enabledFeature: '' })).features).toEqual([]);
    expect((await of({ enabledFeature: undefined as never })).features).toEqual([]);
    expect((await of({ pwc: true })).mustChangePassword).toBe(true);
    expect((await of({ pwc: 'true' as never })).mustChangePassword).toBe(false);
    const picker = await of({});
    expect(picker.isAdmin).toBe(false);
    expect(picker.permissions.header.users).toBe(false);
  });
});

describe('the authenticator', () => {
  const authenticate = () => createAuthenticator(ctx);
  const refusal = async (token: string | undefined) => {
    const err = await authenticate()(token).then(
      () => undefined,
      (e: { status: number; message: string }) => e,
    );
    return err && { status: err.status, message: err.message };
  };

  it('takes a valid token of an open session', async () => {
    const caller = await authenticate()(await tokenOf(ids.picker));
    expect(caller).toMatchObject({ userId: ids.picker, userName: 'picker', businessUnitId: ids.bu, isAdmin: false });
  });

  it('refuses no token, a forged or expired token, an ended session, and a token naming another user or unit than its session', async () => {
    expect(await refusal(undefined)).toEqual({ status: 401, message: 'Authentication required' });
    expect(await refusal('')).toEqual({ status: 401, message: 'Authentication required' });
    expect(await refusal('not.a.token')).toEqual({ status: 401, message: 'Invalid token' });
    const expired = await createTokenService(secret, -10).sign(claimsFor(ids.picker, await session(ids.picker)));
    expect(await refusal(expired)).toEqual({ status: 401, message: 'Token expired' });
    const sid = await session(ids.picker);
    const token = await ctx.tokens.sign(claimsFor(ids.picker, sid));
    await q('update user_sessions set ended_at = now() where id = $1', [sid]);
    expect(await refusal(token)).toEqual({ status: 401, message: 'Session ended' });
    const pickerSession = await session(ids.picker);
    expect(await refusal(await ctx.tokens.sign(claimsFor(ids.boss, pickerSession)))).toEqual({ status: 401, message: 'Invalid token' });
    expect(await refusal(await ctx.tokens.sign(claimsFor(ids.picker, pickerSession, { bu: ids.other })))).toEqual({ status: 401, message: 'Invalid token' });
    expect(await refusal(await ctx.tokens.sign(claimsFor(ids.picker, pickerSession)))).toBeUndefined();
  });

  it('sends one session lookup for the requests of a session waiting at once, and refuses a request made after the session ended', async () => {
    let lookups = 0;
    const counted: Queryable = {
      query: (sql, params, options) => ((lookups += sql.includes('from user_sessions s join users u') ? 1 : 0), database.db.query(sql, params, options)),
      exec: (sql) => database.db.exec(sql),
    };
    const sessions = createSessionCheck(counted);
    const sid = await session(ids.picker);
    await sessions.open(sid);
    lookups = 0;
    const opened = await Promise.all(Array.from({ length: 20 }, () => sessions.open(sid)));
    // The first lookup is sent at once, the other 19 share the next: 2, where each request used to send its own.
    expect(lookups).toBe(2);
    expect(opened.every((s) => s?.userId === ids.picker)).toBe(true);
    const inFlight = sessions.open(sid);
    await q('update user_sessions set ended_at = now() where id = $1', [sid]);
    expect(await sessions.open(sid)).toBeUndefined();
    await inFlight;
  });

  it('verifies with the verifier it is given', async () => {
    const token = await tokenOf(ids.picker);
    const other = createTokenService(new TextEncoder().encode('another-secret-0123456789-abcdefgh'), 3600);
    await expect(createAuthenticator(ctx, other.verify)(token)).rejects.toMatchObject({ status: 401, message: 'Invalid token' });
    await expect(createAuthenticator(ctx, ctx.tokens.verify)(token)).resolves.toMatchObject({ userId: ids.picker });
  });
});

describe('the authentication hook', () => {
  it('lets a public route be called without a token, and no caller is set', async () => {
    expect(await call('GET', '/api/open')).toEqual({ status: 200, body: { caller: null } });
    // Only `public: true` opens a route.
    expect((await call('GET', '/api/halfopen')).status).toBe(401);
  });

  it('answers an unknown route with the not-found answer, without asking for a token', async () => {
    expect((await call('GET', '/api/nothing-here')).status).toBe(404);
  });

  it('needs a valid token on every other route, and sets the caller', async () => {
    expect(await call('GET', '/api/mine')).toMatchObject({ status: 401, body: { message: 'Authentication required' } });
    expect(await call('GET', '/api/mine', 'garbage')).toMatchObject({ status: 401, body: { message: 'Invalid token' } });
    const token = await tokenOf(ids.picker);
    expect(await call('GET', '/api/mine', token, 'Basic')).toMatchObject({ status: 401 });
    expect(await call('GET', '/api/mine', token)).toEqual({ status: 200, body: { userId: ids.picker } });
  });

  it("asks the database for the permission a route's config names", async () => {
    const picker = await tokenOf(ids.picker);
    const boss = await tokenOf(ids.boss);
    expect(await call('GET', '/api/users', picker)).toMatchObject({ status: 403, body: { message: 'Authorization Error: access denied' } });
    expect(await call('GET', '/api/users', boss)).toEqual({ status: 200, body: { userId: ids.boss } });
    expect((await call('GET', '/api/prepare', picker)).status).toBe(200);
    // A denial stored for the picker's role holds from the next request (a new rights version).
    await q("insert into role_permissions (role_id, scope, key, allowed) values ($1, 'data', 'prepare', false)", [ids.pickerRole]);
    try {
      expect((await call('GET', '/api/prepare', picker)).status).toBe(403);
      expect((await call('GET', '/api/mine', picker)).status).toBe(200);
    } finally {
      await q("delete from role_permissions where role_id = $1 and key = 'prepare'", [ids.pickerRole]);
    }
  });

  it('lets a session whose password must be changed call only the password change and logout', async () => {
    expect([...PASSWORD_CHANGE_ROUTES].sort()).toEqual(['POST /api/UserSession/logout', 'PUT /api/User/changePasswordAtLogin']);
    const token = await tokenOf(ids.boss, { pwc: true });
    expect(await call('PUT', '/api/User/changePasswordAtLogin', token)).toEqual({ status: 200, body: { userId: ids.boss } });
    expect(await call('POST', '/api/UserSession/logout', token)).toEqual({ status: 200, body: { userId: ids.boss } });
    // The same address with another method, and any other route, even one the user holds the permission of.
    expect(await call('GET', '/api/User/changePasswordAtLogin', token)).toMatchObject({ status: 403, body: { message: 'The password must be changed first' } });
    expect(await call('GET', '/api/users', token)).toMatchObject({ status: 403, body: { message: 'The password must be changed first' } });
    expect((await call('GET', '/api/users', await tokenOf(ids.boss, { pwc: false }))).status).toBe(200);
  });
});
