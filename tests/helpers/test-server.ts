import { buildServer, type Server } from '../../apps/server/src/app';
import { loadConfig, type ServerConfig } from '../../apps/server/src/config';
import { createTestDatabase, type TestDatabase } from './test-database';

export interface TestServer {
  server: Server;
  baseUrl: string;
  database: TestDatabase;
  close(): Promise<void>;
}

/** The real server, on real HTTP, on a fresh seeded database (or the one given, e.g. on disk). */
export async function startTestServer(
  options: { scale?: number; config?: Partial<ServerConfig>; database?: TestDatabase; logStream?: { write(line: string): void } } = {},
): Promise<TestServer> {
  const database = options.database ?? (await createTestDatabase(options.scale ?? 1));
  const config = loadConfig({ ...process.env, NODE_ENV: 'test' }, { port: 0, host: '127.0.0.1', seed: false, jwtSecret: 'test-secret', logLevel: 'warn', ...options.config });
  const server = await buildServer(config, { db: database.db, ...(options.logStream ? { logStream: options.logStream } : {}) });
  await server.app.listen({ port: options.config?.port ?? 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    server,
    baseUrl: `http://127.0.0.1:${port}`,
    database,
    async close() {
      await server.close();
      await database.drop();
    },
  };
}
