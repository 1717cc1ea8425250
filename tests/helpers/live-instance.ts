/**
 * One server instance in its own process, for the multi-instance live-update test: the real
 * server on DATABASE_URL, printing `{"port":N}` once it listens, publishing every JSON RowChange it
 * reads on stdin (as a service would after its commit), and closing on SIGTERM.
 * Run: node --import tsx tests/helpers/live-instance.ts
 */
import readline from 'node:readline';
import { buildServer } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import type { RowChange } from '../../apps/server/src/live/change-feed';

const config = loadConfig({ ...process.env, NODE_ENV: 'test' }, { port: 0, host: '127.0.0.1', seed: false, jwtSecret: 'test-secret', logLevel: 'warn' });
if (!config.databaseUrl) throw new Error('live-instance needs DATABASE_URL');
const server = await buildServer(config);
await server.app.listen({ port: 0, host: '127.0.0.1' });
const address = server.app.server.address();
process.stdout.write(JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 }) + '\n');

readline.createInterface({ input: process.stdin }).on('line', (line) => {
  if (line.trim()) server.ctx.changes.publish(JSON.parse(line) as RowChange);
});

process.on('SIGTERM', () => {
  server.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
});
