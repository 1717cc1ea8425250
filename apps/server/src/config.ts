import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * scrypt's N for new password hashes: OWASP's suggested cost (N=2^15, r=8, p=1) for every server.
 * The parameters travel in the hash, so a hash made at one cost is verified at that cost and the
 * cost can be raised later.
 */
export const PRODUCTION_PASSWORD_HASH_COST = 32768;
/** The lowest N a test server may hash at (PASSWORD_HASH_COST, NODE_ENV=test): still a real scrypt hash, about 50 times cheaper. */
export const LOWEST_TEST_PASSWORD_HASH_COST = 1024;

/** Repository root, found from this file so that the server runs from any working directory. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The server's version (apps/server/package.json), shown to administrators under logout. */
export const serverVersion = (JSON.parse(fs.readFileSync(path.join(repoRoot, 'apps/server/package.json'), 'utf8')) as { version: string }).version;

export interface ServerConfig {
  port: number;
  host: string;
  /** PGlite data folder; ignored when databaseUrl is set. `memory://` keeps the database in memory. */
  dataDir: string;
  /** postgres://... selects a PostgreSQL server instead of the embedded PGlite. */
  databaseUrl?: string;
  /** Folder with the declarative schemas, served at /schemas/. */
  schemasDir: string;
  /** Folder of the plugins (plugins/<name>/plugin.json), whose server halves (KPI figures) the server runs. */
  pluginsDir?: string;
  /** Built console (vite build output), served at /. */
  consoleDir: string;
  /** Size of the demo data set: 0 = users and settings only, 1 = the demo default. */
  demoScale: number;
  /** Seed demo data into an empty database. */
  seed: boolean;
  /**
   * DEMO_IMAGE (default on; `off` seeds as before): a first start on an empty PGlite folder copies
   * the prepared demo database (apps/server/src/seed/demo-image.ts) instead of seeding it.
   */
  demoImage?: boolean;
  /** DEMO_IMAGE_CACHE: the folder the prepared demo database is kept in (default node_modules/.cache/cockpit). */
  demoImageCache?: string;
  /** Fixed JWT secret; otherwise one is generated once and kept in the database. */
  jwtSecret?: string;
  /** Token lifetime in seconds. */
  tokenTtlSeconds: number;
  /** Environment name (NODE_ENV): production, test, or development (anything else). */
  environment: 'development' | 'production' | 'test';
  /**
   * DEV_MODE=true, an explicit development setting of the server's own (never something a client
   * sends): the user named admin also gets GlobalAdminRole, and the console's
   * source maps are served. Off unless set, in `npm start` too.
   */
  devMode: boolean;
  /**
   * TRUST_PROXY: Fastify's trustProxy. Unset, the client's address is the socket's (a proxy in front
   * would make every client share the per-address sign-in limit); `true`, a hop count, or a
   * comma-separated list of proxy addresses/CIDRs makes X-Forwarded-For count.
   */
  trustProxy: boolean | number | string[];
  /** Failed password attempts allowed per window before 429 (OWASP ASVS v4 §2.2.1). */
  attemptLimits: AttemptLimits;
  /**
   * PASSWORD_HASH_COST: scrypt's N (a power of two) for new password hashes, 32768 (OWASP's cost,
   * the most scrypt's 64 MB allow) unless set. Lower (down to 1024) only with NODE_ENV=test, where
   * the API tests sign in about a thousand times: any other server refuses to start below it.
   */
  passwordHashCost: number;
  logLevel: string;
  /** OpenID Connect sign-in (feature OpenIdConnect): the provider and this server's client there. */
  openId: OpenIdConfig;
  /**
   * The server's clock for figures that depend on the day (the dashboard's "today"); tests pass a
   * fixed one. Defaults to the wall clock.
   */
  clock?: () => Date;
  /**
   * How long the Excel import's upload call waits for the import before answering 202 with a
   * transaction id to follow (default 1500 ms); tests set 0 to take the long-work path on any size.
   */
  importAnswerWithinMs?: number;
  /**
   * Keep list answers until the database changes (lists/list-answer-cache.ts). On unless
   * LIST_ANSWER_CACHE=off; the server-throughput benchmark measures both.
   */
  listAnswerCache?: boolean;
  /**
   * Pack the schemas bundle and each language's texts at brotli's best once the server listens
   * (http/packed-answer.ts), so the first console after a start gets them packed too. On unless
   * PACK_AT_START=off; off in tests (NODE_ENV=test), which would pay the CPU at every server start.
   */
  packAtStart?: boolean;
}

export interface AttemptLimits {
  /** Failed sign-ins per user name (business unit + user name, any case): SIGN_IN_FAILURES_PER_USER. */
  signInPerUser: number;
  /** Failed sign-ins per client address, whatever the user names: SIGN_IN_FAILURES_PER_ADDRESS. */
  signInPerAddress: number;
  /** Wrong current passwords per signed-in user on a password change: PASSWORD_CHANGE_FAILURES. */
  passwordChange: number;
  /** Length of the counting window in seconds: ATTEMPT_WINDOW_SECONDS. */
  windowSeconds: number;
}

export interface OpenIdConfig {
  /** OIDC_ISSUER: the provider's issuer address (discovery at /.well-known/openid-configuration); unset = not configured. */
  issuer?: string;
  /** OIDC_CLIENT_ID: this server's client at the provider. */
  clientId: string;
  /** OIDC_CLIENT_SECRET: set for a confidential client (client_secret_post); unset = public client with PKCE. */
  clientSecret?: string;
  /**
   * OIDC_PROMPT: the `prompt` sent to the provider. Default `login`: warehouse PCs are shared, so the
   * provider asks who is there each time instead of reusing the previous person's session there;
   * OIDC_PROMPT= (empty) reuses the provider's session (single sign-on); other values: `select_account`, `consent`.
   */
  prompt?: string;
  /**
   * OIDC_DEMO_PROVIDER=on: the server also starts the demo OpenID provider (oidc-provider) at the
   * issuer's port. Default on when the demo is seeded outside tests and no OIDC_ISSUER is set: an
   * issuer set by the operator is their own provider, never stood in for by the demo one.
   */
  demoProvider: boolean;
}

/** Port of the demo OpenID provider when OIDC_ISSUER is not set (unset or empty). */
export const DEMO_OIDC_PORT = 8081;

function openIdFromEnv(env: NodeJS.ProcessEnv, environment: ServerConfig['environment']): OpenIdConfig {
  const flag = env.OIDC_DEMO_PROVIDER;
  const demoProvider = flag === undefined || flag === '' ? !env.OIDC_ISSUER && env.SEED !== 'false' && environment !== 'test' : flag === 'on' || flag === 'true' || flag === '1';
  return {
    issuer: env.OIDC_ISSUER || (demoProvider ? `http://localhost:${DEMO_OIDC_PORT}` : undefined),
    clientId: env.OIDC_CLIENT_ID || 'cockpit-console',
    clientSecret: env.OIDC_CLIENT_SECRET || undefined,
    prompt: env.OIDC_PROMPT === undefined ? 'login' : env.OIDC_PROMPT || undefined,
    demoProvider,
  };
}

function intFromEnv(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isFinite(n)) throw new Error(`Expected a number, got "${value}"`);
  return n;
}

/** Scheme of an in-memory PGlite data folder (DATA_DIR=memory://): kept as is, never a path on disk. */
export const IN_MEMORY = 'memory://';

/** DATA_DIR as given: `memory://…` stays in memory; a folder is made absolute; unset is <repo>/data. */
export function resolveDataDir(value: string | undefined): string {
  if (value === undefined || value === '') return path.join(repoRoot, 'data');
  return value.startsWith(IN_MEMORY) ? value : path.resolve(value);
}

function trustProxyFromEnv(value: string | undefined): boolean | number | string[] {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
}

function passwordHashCostFromEnv(value: string | undefined, environment: ServerConfig['environment']): number {
  if (value === undefined || value === '') return PRODUCTION_PASSWORD_HASH_COST;
  const n = Number(value);
  const lowest = environment === 'test' ? LOWEST_TEST_PASSWORD_HASH_COST : PRODUCTION_PASSWORD_HASH_COST;
  // scrypt takes only powers of two; above 32768 it needs more than the 64 MB it is given and every sign-in would fail.
  if (!Number.isInteger(n) || n < lowest || n > PRODUCTION_PASSWORD_HASH_COST || (n & (n - 1)) !== 0) {
    throw new Error(
      environment === 'test'
        ? `PASSWORD_HASH_COST must be a power of two from ${lowest} to ${PRODUCTION_PASSWORD_HASH_COST}, not ${value}`
        : `PASSWORD_HASH_COST must be ${PRODUCTION_PASSWORD_HASH_COST} (a lower cost is for tests only, NODE_ENV=test), not ${value}`,
    );
  }
  return n;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<ServerConfig> = {}): ServerConfig {
  const environment = (env.NODE_ENV === 'production' || env.NODE_ENV === 'test' ? env.NODE_ENV : 'development') as ServerConfig['environment'];
  return {
    port: intFromEnv(env.PORT, 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir: resolveDataDir(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL || undefined,
    schemasDir: path.resolve(env.SCHEMAS_DIR ?? path.join(repoRoot, 'schemas')),
    pluginsDir: path.resolve(env.PLUGINS_DIR ?? path.join(repoRoot, 'plugins')),
    consoleDir: path.resolve(env.CONSOLE_DIR ?? path.join(repoRoot, 'apps/console/dist')),
    demoScale: intFromEnv(env.DEMO_SCALE, 1),
    seed: env.SEED !== 'false',
    demoImage: env.DEMO_IMAGE !== 'off',
    demoImageCache: env.DEMO_IMAGE_CACHE ? path.resolve(env.DEMO_IMAGE_CACHE) : undefined,
    jwtSecret: env.JWT_SECRET || undefined,
    tokenTtlSeconds: intFromEnv(env.TOKEN_TTL_SECONDS, 8 * 3600),
    environment,
    devMode: env.DEV_MODE === 'true' || env.DEV_MODE === '1',
    trustProxy: trustProxyFromEnv(env.TRUST_PROXY),
    attemptLimits: {
      signInPerUser: intFromEnv(env.SIGN_IN_FAILURES_PER_USER, 10),
      signInPerAddress: intFromEnv(env.SIGN_IN_FAILURES_PER_ADDRESS, 30),
      passwordChange: intFromEnv(env.PASSWORD_CHANGE_FAILURES, 5),
      windowSeconds: intFromEnv(env.ATTEMPT_WINDOW_SECONDS, 15 * 60),
    },
    passwordHashCost: passwordHashCostFromEnv(env.PASSWORD_HASH_COST, environment),
    logLevel: env.LOG_LEVEL ?? (environment === 'test' ? 'warn' : 'info'),
    openId: openIdFromEnv(env, environment),
    listAnswerCache: env.LIST_ANSWER_CACHE !== 'off',
    packAtStart: env.PACK_AT_START ? env.PACK_AT_START !== 'off' : environment !== 'test',
    ...overrides,
  };
}
