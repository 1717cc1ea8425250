import { loadConfig } from './config';
import { buildServer } from './app';

const startedAt = performance.now();
const config = loadConfig();
const server = await buildServer(config);
await server.app.listen({ port: config.port, host: config.host });
server.app.log.info(
  `Cockpit listening on http://localhost:${config.port} (${config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`}), ready in ${Math.round(performance.now() - startedAt)} ms`,
);

// Close the database cleanly on Ctrl+C or a stop signal, so PGlite's folder is left consistent.
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
