import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import type { Queryable } from '../db/types';
import { createAuthenticator } from '../auth/authenticate';
import { startChangeRelay, type ChangeRelay } from './change-relay';
import { hubRoutes } from './hub-routes';
import { createHubTokens } from './hub-token';
import { attachHubUpgrade } from './hub-upgrade';
import { LiveHub } from './live-hub';
import { PendingConnections } from './pending-connections';

declare module 'fastify' {
  interface FastifyInstance {
    /** The live-update hub (tests and benchmarks read its connections and stats). */
    liveHub: LiveHub;
  }
}

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
 * The live-update hub (platform.md §7 "Live updates (hub)"): the settings call, negotiate, the
 * WebSocket transport, delivery of ctx.changes to registered connections and, on PostgreSQL, the
 * relay that shares changes with other server instances. Closed with the server.
 */
export async function installLiveHub(app: FastifyInstance, ctx: AppContext): Promise<LiveHub> {
  const authenticate = createAuthenticator(ctx);
  const pending = new PendingConnections();
  const hub = new LiveHub({ endedSessions: (ids) => endedSessions(ctx.db, ids), log: ctx.log });
  await hubRoutes(app, { authenticate, tokens: await createHubTokens(ctx), pending });

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
    unsubscribe();
    detach();
    await hub.closeAll();
  });
  // onClose runs before the server closes the database, so queued notifications still go out.
  app.addHook('onClose', async () => {
    await relay?.close();
  });
  return hub;
}
