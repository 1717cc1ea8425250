import { randomUUID } from 'node:crypto';
import type { RoleInfo } from '@cockpit/core/permissions';
import type { AppContext } from '../context';
import { storedRoles, withDevelopmentGlobalAdmin } from '../permissions/permission-service';
import { unauthorized } from '../http/errors';
import { hashPassword, verifyPassword } from './password';
import type { TokenClaims } from './tokens';

export const SIGN_IN_FAILED = 'Username or password is incorrect.';

interface UserRow {
  id: number;
  user_name: string;
  password_hash: string;
  default_language: string;
  picture: string | null;
  business_unit_id: number;
  business_unit_name: string;
  must_change_password: boolean;
}

/** The user's row a session is opened from. */
export type SessionUser = Omit<UserRow, 'password_hash'>;

// Compared against when the user does not exist, so that the answer takes as long either way.
let dummyHash: Promise<string> | undefined;

export interface SignInInput {
  businessUnitName: string;
  userName: string;
  password: string;
  language?: string;
  clientVersion?: string;
  userAgent?: string;
}

/** What a session records about the client that opened it (shown on the active-users page). */
export interface SessionClient {
  language?: string;
  clientVersion?: string;
  /** The browser's User-Agent header, cut to USER_AGENT_MAX characters. */
  userAgent?: string;
  /** The OpenId provider's ID token, for its logout (id_token_hint). */
  idToken?: string;
}

export const USER_AGENT_MAX = 500;

/** The request's User-Agent as a session keeps it (a client may send any length). */
export function userAgentOf(headers: Record<string, string | string[] | undefined>): string | undefined {
  const ua = headers['user-agent'];
  return typeof ua === 'string' && ua.trim() ? ua.trim().slice(0, USER_AGENT_MAX) : undefined;
}

export interface SignInResult {
  accessToken: string;
  tokenType: 'Bearer';
  expiresIn: number;
  businessUnitName: string;
  defaultLanguage: string;
  picture: string | null;
  /**
   * The password must be changed before the console opens: the token opens only PUT
   * User/changePasswordAtLogin (and logout); after the change the user signs in again.
   */
  changePasswordRequired?: true;
}

export async function loadRoles(ctx: AppContext, userId: number): Promise<RoleInfo[]> {
  return storedRoles(ctx.db, userId);
}

export async function loadFeatures(ctx: AppContext, businessUnitId: number): Promise<string[]> {
  const { rows } = await ctx.db.query<{ feature: string }>('select feature from business_unit_features where business_unit_id = $1 order by feature', [businessUnitId]);
  return rows.map((r) => r.feature);
}

export async function signIn(ctx: AppContext, input: SignInInput): Promise<SignInResult> {
  const { rows } = await ctx.db.query<UserRow>(
    `select u.id, u.user_name, u.password_hash, u.default_language, u.picture, u.business_unit_id, b.name as business_unit_name,
            u.must_change_password
       from users u join business_units b on b.id = u.business_unit_id
      where lower(b.name) = lower($1) and lower(u.user_name) = lower($2) and u.is_active and not u.deleted`,
    [input.businessUnitName, input.userName],
  );
  const user = rows[0];
  if (!user) {
    dummyHash ??= hashPassword('not-a-real-password');
    await verifyPassword(input.password, await dummyHash);
    throw unauthorized(SIGN_IN_FAILED);
  }
  if (!(await verifyPassword(input.password, user.password_hash))) throw unauthorized(SIGN_IN_FAILED);

  return startSession(ctx, user, input);
}

/**
 * Opens a session for a user who has proven who they are (password or OpenId provider) and signs its
 * token: one place for the token's claims, whichever way the user signed in.
 */
export async function startSession(ctx: AppContext, user: SessionUser, input: SessionClient): Promise<SignInResult> {
  // The token's roles are what the console shows; the server reads the rights from the database on
  // every request (permission-service.ts), the development host's global administrator included.
  const roles = withDevelopmentGlobalAdmin(await loadRoles(ctx, user.id), user.user_name, ctx.config.devMode);
  const features = await loadFeatures(ctx, user.business_unit_id);
  const language = input.language || user.default_language;
  const sessionId = randomUUID();
  await ctx.db.query('insert into user_sessions (id, user_id, business_unit_id, client_version, language, user_agent, id_token) values ($1, $2, $3, $4, $5, $6, $7)', [
    sessionId,
    user.id,
    user.business_unit_id,
    input.clientVersion ?? null,
    language,
    input.userAgent ?? null,
    input.idToken ?? null,
  ]);
  const claims: TokenClaims = {
    sub: String(user.id),
    name: user.user_name,
    sid: sessionId,
    bu: user.business_unit_id,
    buName: user.business_unit_name,
    role: roles.map((r) => r.name),
    systemRole: roles.map((r) => r.systemRole ?? ''),
    enabledFeature: features.length === 1 ? features[0] : features,
    lang: language,
    ...(user.must_change_password ? { pwc: true } : {}),
  };
  return {
    accessToken: await ctx.tokens.sign(claims),
    tokenType: 'Bearer',
    expiresIn: ctx.tokens.ttlSeconds,
    businessUnitName: user.business_unit_name,
    defaultLanguage: user.default_language,
    picture: user.picture,
    ...(user.must_change_password ? { changePasswordRequired: true as const } : {}),
  };
}
