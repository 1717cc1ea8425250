/**
 * `npm start`: builds the console only when its sources changed since the last build (the build
 * stamp, apps/console/build-stamp.ts), then starts the server in this same process.
 */
import { buildConsole } from '../apps/console/build';

try {
  buildConsole({ ifChanged: true });
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
await import('../apps/server/src/main');
