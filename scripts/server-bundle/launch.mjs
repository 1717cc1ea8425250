/**
 * Starts the server from its bundle (scripts/server-bundle/build.mjs), built first when missing or
 * when any file it was built from changed (stamp.mjs), so it is never older than the sources.
 * Plain JavaScript, without tsx: a restart on an unchanged tree loads one compiled module instead
 * of about a thousand TypeScript files through tsx's loader.
 * SERVER_BUNDLE=off starts from the sources through tsx instead (as `node --import tsx apps/server/src/main.ts`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { bundleState } from './stamp.mjs';

const repoRoot = fs.realpathSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..'));

/** The bundle's module: the current one, or one built now. Undefined when bundling failed (said on stderr). */
async function currentBundle() {
  const state = bundleState(repoRoot);
  if (state.entry) return import(pathToFileURL(state.entry).href);
  console.log(`Bundling the server (${state.reason})...`);
  let entry;
  try {
    const { buildServerBundle } = await import('./build.mjs');
    entry = await buildServerBundle(repoRoot);
  } catch (error) {
    console.warn(`The server could not be bundled, so it starts from its sources through tsx: ${error.message}`);
    return undefined;
  }
  return import(pathToFileURL(entry).href);
}

/** The same two functions from the sources, through tsx (slower to load). */
async function fromSources() {
  const { register } = await import('tsx/esm/api');
  register();
  const [{ startServer }, { buildConsole }] = await Promise.all([
    import(pathToFileURL(path.join(repoRoot, 'apps/server/src/start-server.ts')).href),
    import(pathToFileURL(path.join(repoRoot, 'apps/console/build.ts')).href),
  ]);
  return { startServer, buildConsole };
}

/**
 * `npm start` (withConsole: the console is built first when its sources changed) and `npm run serve`.
 */
export async function launch({ withConsole }) {
  const server = (process.env.SERVER_BUNDLE !== 'off' && (await currentBundle())) || (await fromSources());
  if (withConsole) {
    try {
      server.buildConsole({ ifChanged: true });
    } catch (error) {
      console.error(error.message);
      process.exit(1);
    }
  }
  await server.startServer();
}
