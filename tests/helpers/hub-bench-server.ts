/**
 * The server side of tests/bench/hub.ts, in its own process so that its CPU time is measured apart
 * from the benchmark's clients. Runs the real server on a fresh PGlite database and, beside it, a
 * plain `ws` server as the baseline that broadcasts the same bytes. Driven over IPC:
 *   publish {change, count}   -> ctx.changes.publish(change) count times; answers the start time
 *   raw {change, count}       -> sends the hub's exact frame for change to every raw client count times
 *   cpu                       -> process.cpuUsage() and the clock, for the idle measurement
 * Run: fork with execArgv ['--import', 'tsx'].
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type { WebSocket } from 'ws';
import { buildServer } from '../../apps/server/src/app';
import { loadConfig, repoRoot } from '../../apps/server/src/config';
import type { RowChange } from '../../apps/server/src/live/change-feed';
import { updatedFrame } from '../../apps/server/src/live/change-message';
import { createTestDatabase } from './test-database';

type Command = { id: number } & ({ cmd: 'publish'; change: RowChange; count: number } | { cmd: 'raw'; change: RowChange; count: number } | { cmd: 'cpu' } | { cmd: 'stop' });

// The baseline must use the ws the hub uses (the server's dependency, not the older copy that
// @microsoft/signalr brings along and that a plain import from tests/ would find).
const { WebSocketServer } = createRequire(path.join(repoRoot, 'apps/server/package.json'))('ws') as typeof import('ws');

const now = () => performance.timeOrigin + performance.now();

const database = await createTestDatabase(0);
const config = loadConfig({ ...process.env, NODE_ENV: 'test' }, { port: 0, host: '127.0.0.1', seed: false, jwtSecret: 'bench-secret', logLevel: 'error' });
const server = await buildServer(config, { db: database.db });
await server.app.listen({ port: 0, host: '127.0.0.1' });

const raw = new WebSocketServer({ port: 0, host: '127.0.0.1', perMessageDeflate: false });
const rawClients = new Set<WebSocket>();
raw.on('connection', (ws) => {
  rawClients.add(ws);
  ws.on('close', () => rawClients.delete(ws));
});
await new Promise<void>((resolve) => raw.once('listening', () => resolve()));

const portOf = (address: ReturnType<typeof server.app.server.address>) => (typeof address === 'object' && address ? address.port : 0);
process.send!({ ready: true, port: portOf(server.app.server.address()), rawPort: portOf(raw.address() as ReturnType<typeof server.app.server.address>) });

process.on('message', async (message: Command) => {
  const reply = (body: object) => process.send!({ id: message.id, ...body });
  switch (message.cmd) {
    case 'publish': {
      const startedAt = now();
      for (let i = 0; i < message.count; i++) server.ctx.changes.publish(message.change);
      reply({ startedAt, sentAt: now(), stats: server.app.liveHub.stats, connections: server.app.liveHub.connections.size });
      break;
    }
    case 'raw': {
      // The ideal broadcaster: the hub's exact bytes, serialized once for the whole run (the hub
      // serializes once per message), sent to every socket.
      const frame = updatedFrame(message.change);
      const startedAt = now();
      for (let i = 0; i < message.count; i++) {
        for (const ws of rawClients) ws.send(frame, { binary: false });
      }
      reply({ startedAt, sentAt: now(), connections: rawClients.size });
      break;
    }
    case 'cpu':
      reply({ cpu: process.cpuUsage(), at: performance.now(), rss: process.memoryUsage().rss, heapUsed: process.memoryUsage().heapUsed });
      break;
    case 'stop':
      for (const ws of rawClients) ws.terminate();
      raw.close();
      await server.close();
      await database.drop();
      reply({});
      process.exit(0);
  }
});
