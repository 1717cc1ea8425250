/**
 * `npm start`: builds the console only when its sources changed since the last build (the build
 * stamp, apps/console/build-stamp.ts), then starts the server in this same process, from its
 * bundle (scripts/server-bundle/launch.mjs).
 */
import { launch } from './server-bundle/launch.mjs';

await launch({ withConsole: true });
