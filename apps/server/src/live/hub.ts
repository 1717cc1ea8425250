import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import type { Queryable } from '../db/types';
import { createAuthenticator } from '../auth/authenticate';
import { startChangeRelay, type ChangeRelay } from './change-relay';
import { hubRoutes } from './hub-routes';
import { createHubTokens } from './hub-token';
import { attachHubUpgrade } from './hub-upgrade';
import { LiveHub } from './live-hub';
import { ConnectionTokens } from './connection-tokens';
import { loadOrCreateSecret } from '../auth/secret';

declare module 'fastify' {
  interface FastifyInstance {
    /** The live-update hub (tests and benchmarks read its connections and stats). */
    liveHub: LiveHub;
  }
}

const SESSION_ENDED_CHANNEL = 'cockpit_session_ended';
/** Raised by the database itself (migration 080's triggers) with the user id, on every instance's connection. */
const RIGHTS_CHANGED_CHANNEL = 'cockpit_rights_changed';

/** Sessions among these that are over: ended by logout, or gone with their user. */
async function endedSessions(db: Queryable, sessionIds: string[]): Promise<Set<string>> {
  const { rows } = await db.query<{ id: string }>(
    `select s.id::text as id from unnest($1::uuid[]) as s(id)
      where not exists (select 1 from user_sessions u where u.id = s.id and u.ended_at is null)`,
    [sessionIds],
  );
  return new Set(rows.map((r) => r.id));
}

/**
 * The live-update hub: the settings call, negotiate, the
 * WebSocket transport, delivery of ctx.changes to registered connections and, on PostgreSQL, the
 * relay that shares changes with other server instances. Closed with the server.
 */
export async function installLiveHub(app: FastifyInstance, ctx: AppContext): Promise<LiveHub> {
  const tokens = await createHubTokens(ctx);
  // The hub takes its own live-update tokens, and session tokens (what a Node client sends as a
  // Bearer header); the API takes only session tokens.
  const authenticate = createAuthenticator(ctx, async (token) => {
    const asHubToken = await tokens.verify(token);
    return 'error' in asHubToken && asHubToken.error === 'invalid' ? ctx.tokens.verify(token) : asHubToken;
  });
  // Connection tokens are signed with the server's secret: any instance accepts one another negotiated.
  const pending = new ConnectionTokens(await loadOrCreateSecret(ctx.db, ctx.config.jwtSecret));
  const hub = new LiveHub({ endedSessions: (ids) => endedSessions(ctx.db, ids), log: ctx.log });
  await hubRoutes(app, { authenticate, tokens, pending });

  // Logout, or an administrator ending a session, closes that session's connections at once: here,
  // and on PostgreSQL on the other instances too (the keep-alive tick's check is the fallback).
  const stopSessionEnded = ctx.sessions.onEnded((sessionId) => {
    hub.closeSession(sessionId);
    if (ctx.db.kind === 'postgres')
      void ctx.db.query('select pg_notify($1, $2)', [SESSION_ENDED_CHANNEL, sessionId]).catch((err: unknown) => ctx.log.warn({ err }, 'live hub: session-ended NOTIFY failed'));
  });
  const stopListeningSessions = ctx.db.kind === 'postgres' ? await ctx.db.listen(SESSION_ENDED_CHANNEL, (sessionId) => hub.closeSession(sessionId)) : undefined;
  // A change of a user's rights, made on any instance, refreshes that user's connections here.
  const stopListeningRights = await ctx.db.listen(RIGHTS_CHANGED_CHANNEL, (userId) => {
    if (/^\d+$/.test(userId)) hub.closeUser(Number(userId));
  });

  // PGlite is one process: there is no other instance to tell.
  const relay: ChangeRelay | undefined = ctx.db.kind === 'postgres' ? await startChangeRelay(ctx.db, (change) => hub.deliver(change), ctx.log) : undefined;
  const unsubscribe = ctx.changes.subscribe((change) => {
    hub.deliver(change);
    relay?.publish(change);
  });
  const detach = attachHubUpgrade(app.server, { hub, pending, authenticate });
  hub.start();
  const sweep = setInterval(() => pending.sweep(), 60_000);
  sweep.unref();

  app.decorate('liveHub', hub);
  // preClose: open WebSockets would otherwise keep the HTTP server from closing.
  app.addHook('preClose', async () => {
    clearInterval(sweep);
    stopSessionEnded();
    unsubscribe();
    detach();
    await hub.closeAll();
  });
  // onClose runs before the server closes the database, so queued notifications still go out.
  app.addHook('onClose', async () => {
    await relay?.close();
    await stopListeningSessions?.();
    await stopListeningRights();
  });
  return hub;
}
