import http from 'node:http';
import querystring from 'node:querystring';
import { randomBytes } from 'node:crypto';
import Provider from 'oidc-provider';
import { createLoginLimiter, type LoginLimits } from './login-limits';

export interface DemoProviderOptions {
  /** Issuer address; the provider listens on its port. */
  issuer: string;
  clientId: string;
  /** Set: a confidential client (client_secret_post); unset: a public client, PKCE only. */
  clientSecret?: string;
  /** Callback addresses of the Cockpit server(s) allowed to receive the code. */
  redirectUris: string[];
  /** Where the provider may send the browser after its logout (the console's sign-in page). */
  postLogoutRedirectUris?: string[];
  /**
   * Checks the password typed on the provider's login page (the server's demo-openid-passwords.ts): false refuses
   * the sign-in, undefined (a name Cockpit does not know) lets it through. Unset: no check.
   */
  checkPassword?: (userName: string, password: string) => Promise<boolean | undefined>;
  /** Failed logins allowed per client address and per login name (as the console's sign-in); unset: no limit. */
  loginLimits?: LoginLimits;
  /** The accounts' display names (the `name` claim), by login name; another name's claim is the name itself. */
  accounts?: ReadonlyArray<{ userName: string; displayName: string }>;
}

export interface DemoProvider {
  issuer: string;
  close(): Promise<void>;
}

/**
 * A local OpenID provider for the demo and the tests, built on oidc-provider (an OpenID-certified
 * implementation): in-memory storage, one client, and the demo users of North (the business unit
 * with the OpenIdConnect feature) as its accounts. It signs people in with oidc-provider's
 * development interactions (its login and consent pages), with the password a Cockpit user types
 * checked against that user's Cockpit password (checkPassword): it stands for a company's identity
 * provider in a demo and never belongs in production. Names Cockpit does not know still sign in
 * (a directory may hold people Cockpit does not know): Cockpit refuses them itself.
 */
/** The provider's logout confirmation, confirmed by the page itself; a button stays for a browser without script. */
async function autoConfirmedLogout(ctx: { body?: unknown }, form: string): Promise<void> {
  const confirmed = form.replace('</form>', '<input type="hidden" name="logout" value="yes"/></form>');
  ctx.body = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Signing out</title></head>
<body><h1>Signing out…</h1>${confirmed}<noscript><button type="submit" form="op.logoutForm">Sign out</button></noscript>
<script>document.getElementById('op.logoutForm').submit()</script></body></html>`;
}

export async function startDemoProvider(options: DemoProviderOptions): Promise<DemoProvider> {
  const displayNames = new Map((options.accounts ?? []).map((u) => [u.userName.toLowerCase(), u.displayName]));
  const provider = new Provider(options.issuer, {
    clients: [
      {
        client_id: options.clientId,
        ...(options.clientSecret ? { client_secret: options.clientSecret, token_endpoint_auth_method: 'client_secret_post' } : { token_endpoint_auth_method: 'none' }),
        redirect_uris: options.redirectUris,
        post_logout_redirect_uris: options.postLogoutRedirectUris ?? [],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    pkce: { required: () => true },
    claims: { openid: ['sub'], profile: ['preferred_username', 'name'] },
    findAccount: (_ctx, sub) => ({
      accountId: sub,
      claims: () => ({ sub, preferred_username: sub, name: displayNames.get(sub.toLowerCase()) ?? sub }),
    }),
    features: {
      devInteractions: { enabled: true },
      // RP-initiated logout: Cockpit's logout sends the browser to end_session with the ID token.
      // The confirmation page of oidc-provider is submitted at once ("yes": end the whole session),
      // as a company provider does for a logout its own client asked for with a valid id_token_hint.
      rpInitiatedLogout: { enabled: true, logoutSource: autoConfirmedLogout },
    },
    // Fresh keys per start: sessions at the demo provider do not outlive it.
    cookies: { keys: [randomBytes(32).toString('hex')] },
    ttl: { AccessToken: 600, AuthorizationCode: 60, IdToken: 600, Interaction: 600, Session: 3600, Grant: 3600 },
  });
  // The development login page has a password field that oidc-provider ignores: the login form's
  // submission is read here first, and a Cockpit user's wrong password is refused before the
  // provider sees it (the provider's body parser takes the already-parsed body).
  const checkPassword = options.checkPassword;
  const limiter = options.loginLimits ? createLoginLimiter(options.loginLimits) : undefined;
  const page = (message: string, uid: string) =>
    `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Sign-in</title></head><body><h1>Sign-in</h1><p role="alert">${message}</p><p><a href="/interaction/${encodeURIComponent(uid)}">Try again</a></p></body></html>`;
  if (checkPassword) {
    provider.use(async (ctx, next) => {
      const interaction = /^\/interaction\/([^/]+)$/.exec(ctx.path);
      if (ctx.method !== 'POST' || !interaction || !ctx.is('application/x-www-form-urlencoded')) return next();
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of ctx.req) {
        size += (chunk as Buffer).length;
        if (size > 64 * 1024) ctx.throw(413, 'Form too large');
        chunks.push(chunk as Buffer);
      }
      const body = querystring.parse(Buffer.concat(chunks).toString('utf8'));
      (ctx.req as { body?: unknown }).body = body;
      (ctx.request as { body?: unknown }).body = body;
      if (body.prompt === 'login') {
        const login = String(body.login ?? '');
        const address = ctx.ip;
        const wait = limiter?.refusedFor(address, login);
        if (wait !== undefined) {
          ctx.status = 429;
          ctx.set('retry-after', String(wait));
          ctx.type = 'html';
          ctx.body = page(`Too many failed sign-in attempts. Try again in ${Math.ceil(wait / 60)} minute(s).`, interaction[1]);
          return;
        }
        if ((await checkPassword(login, String(body.password ?? ''))) === false) {
          limiter?.failed(address, login);
          ctx.status = 401;
          ctx.type = 'html';
          ctx.body = page('Wrong user name or password.', interaction[1]);
          return;
        }
      }
      return next();
    });
  }
  // Quiet: the development interactions warn on every start, which is what this provider is.
  provider.on('server_error', () => undefined);
  // A demo's provider: it listens on the loopback addresses only (both, as a browser or Node may
  // resolve localhost to either), so only this machine can reach it.
  const port = Number(new URL(options.issuer).port || 80);
  const servers: http.Server[] = [];
  for (const host of ['127.0.0.1', '::1']) {
    const server = http.createServer(provider.callback());
    const listening = await new Promise<boolean>((resolve, reject) => {
      server.once('error', (error: NodeJS.ErrnoException) => (host === '::1' && error.code === 'EADDRNOTAVAIL' ? resolve(false) : reject(error)));
      server.listen(port, host, () => resolve(true));
    }).catch((error: unknown) => {
      // Leave nothing half-started behind (the port taken on one address only).
      for (const started of servers) started.close();
      throw error;
    });
    if (listening) servers.push(server);
  }
  return {
    issuer: options.issuer,
    close: () =>
      Promise.all(
        servers.map(
          (server) =>
            new Promise<void>((resolve) => {
              server.closeAllConnections();
              server.close(() => resolve());
            }),
        ),
      ).then(() => undefined),
  };
}
