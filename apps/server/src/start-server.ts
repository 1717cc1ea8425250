import { loadConfig } from './config';
import { buildServer } from './app';
import type { DemoProvider } from '@cockpit/oidc-demo';
import { routes } from '@cockpit/contracts';

/**
 * Starts the server as `npm run serve` and `npm start` do: builds it, listens, starts the demo
 * OpenID provider when configured, and closes the database cleanly on a stop signal. Called by
 * main.ts (from the sources, through tsx) and by the prebuilt server bundle (scripts/server-bundle/).
 */
export async function startServer(): Promise<void> {
  const startedAt = performance.now();
  const config = loadConfig();
  const server = await buildServer(config);
  await server.app.listen({ port: config.port, host: config.host });
  server.app.log.info(
    `Cockpit listening on http://localhost:${config.port} (${config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`}), ready in ${Math.round(performance.now() - startedAt)} ms`,
  );

  // The demo OpenID provider (OIDC_DEMO_PROVIDER): its client may send the user back to this server.
  // Loaded once the server listens: oidc-provider took a large part of a restart to load.
  let demoProvider: DemoProvider | undefined;
  if (config.openId.demoProvider && config.openId.issuer) {
    const [{ startDemoProvider }, { directoryPasswords }, { linkDemoAccounts }, { NORTH_USERS }] = await Promise.all([
      import('@cockpit/oidc-demo'),
      import('./seed/demo-openid-passwords'),
      import('./seed/demo-openid-links'),
      import('./seed/demo-users'),
    ]);
    const { clientId, clientSecret, issuer } = config.openId;
    const callback = (host: string) => `http://${host}:${config.port}${routes.Authentication.oidcCallback.path}`;
    const login = (host: string) => `http://${host}:${config.port}/login`;
    // A busy port costs the demo its OpenId sign-in, not the console.
    try {
      demoProvider = await startDemoProvider({
        issuer,
        clientId,
        clientSecret,
        redirectUris: [callback('localhost'), callback('127.0.0.1')],
        postLogoutRedirectUris: [login('localhost'), login('127.0.0.1')],
        checkPassword: directoryPasswords(server.ctx.db, issuer),
        accounts: NORTH_USERS,
        loginLimits: { perAddress: config.attemptLimits.signInPerAddress, perLogin: config.attemptLimits.signInPerUser, windowSeconds: config.attemptLimits.windowSeconds },
      });
      // North's demo users are the provider's accounts (the README's "Log in with OpenId").
      await linkDemoAccounts(server.ctx.db, issuer);
      server.app.log.info(`Demo OpenID provider at ${issuer} (client ${clientId}; North's users sign in there with their Cockpit passwords)`);
    } catch (error) {
      server.app.log.warn({ err: error }, `The demo OpenID provider could not start at ${issuer}; OpenId sign-in answers that the provider cannot be reached`);
    }
  }

  // Close the database cleanly on Ctrl+C or a stop signal, so PGlite's folder is left consistent.
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      Promise.all([server.close(), demoProvider?.close()]).then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
}
