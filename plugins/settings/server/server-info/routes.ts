import { execFile } from 'node:child_process';
import { isAdministrator } from '@cockpit/core/permissions';
import { type AppContext, registerRoute, serverVersion, type FastifyInstance } from '@cockpit/server/sdk';
import { routes } from '@cockpit/contracts';

/**
 * The commit the server runs: GIT_COMMIT (set by a deployment), else the checkout's at start, else
 * unknown. Asked of git without waiting for it: the start does not stop for a process.
 */
function commitOf(): Promise<string> {
  if (process.env.GIT_COMMIT) return Promise.resolve(process.env.GIT_COMMIT.slice(0, 40));
  return new Promise((resolve) => {
    execFile('git', ['rev-parse', '--short', 'HEAD'], { timeout: 2000 }, (error, stdout) => resolve(error ? 'unknown' : stdout.toString().trim() || 'unknown'));
  });
}

/**
 * The version shown under logout: everyone sees the client version (which the
 * console knows); administrators also get the build, commit, server version and database kind.
 */
export async function serverInfoRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const commit = commitOf();
  const build = process.env.BUILD_NUMBER?.slice(0, 50) || 'local';
  let databaseVersion: string | undefined;
  registerRoute(app, routes.ServerInfo.version, async (request) => {
    if (!isAdministrator(request.caller.roles)) return { result: { serverVersion } };
    if (databaseVersion === undefined) {
      const { rows } = await ctx.db.query<{ v: string }>("select current_setting('server_version') as v");
      databaseVersion = rows[0]?.v ?? '';
    }
    return { result: { serverVersion, build, commit: await commit, database: `${ctx.db.kind === 'pglite' ? 'PGlite' : 'PostgreSQL'} ${databaseVersion}`.trim() } };
  });
}
