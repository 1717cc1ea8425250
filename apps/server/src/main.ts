/** The server's entry from the sources (`node --import tsx apps/server/src/main.ts`). */
import { startServer } from './start-server';

await startServer();
