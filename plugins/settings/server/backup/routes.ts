import { isGlobalAdmin } from '@cockpit/core/permissions';
import { type AppContext, badRequest, createFailedAttemptGuard, forbidden, HttpError, registerRoute, verifyPassword, type FastifyInstance } from '@cockpit/server/sdk';
import { routes } from '@cockpit/contracts';
import { stripSecrets } from './strip-secrets';

export const BACKUP_WRONG_PASSWORD = 'The password is wrong: a backup needs your own password again.';

/**
 * POST /api/Admin/backup {password}: a consistent copy of the embedded database while the server
 * runs (what `cockpit backup <file>` calls). It holds every unit's rows and password hashes, so:
 * global administrators only, who type their own password again (a wrong one answers 400, not 403,
 * which the console takes for an ended session; wrong passwords are limited per user like a
 * password change's), and without the installation's secrets (strip-secrets.ts).
 * On PostgreSQL the answer says to use pg_dump (docs/deploy.md).
 */
export async function backupRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const guard = await createFailedAttemptGuard(
    app,
    [
      {
        name: 'backup-password',
        max: ctx.config.attemptLimits.passwordChange,
        windowSeconds: ctx.config.attemptLimits.windowSeconds,
        key: (request) => String(request.caller.userId),
      },
    ],
    (retryAfter) => `Too many wrong passwords. Try again in ${Math.ceil(retryAfter / 60)} minute(s).`,
  );
  const isWrongPassword = (error: unknown) => error instanceof HttpError && error.message === BACKUP_WRONG_PASSWORD;

  registerRoute(app, routes.Admin.backup, async (request, reply) => {
    if (!isGlobalAdmin(request.caller.roles)) throw forbidden();
    await guard.run(
      request,
      reply,
      async () => {
        const { rows } = await ctx.db.query<{ password_hash: string }>('select password_hash from users where id = $1 and not deleted', [request.caller.userId]);
        if (!rows[0] || !(await verifyPassword(request.body.password, rows[0].password_hash))) throw new HttpError(400, 'WrongPassword', BACKUP_WRONG_PASSWORD);
      },
      isWrongPassword,
    );
    if (!ctx.db.backup) throw badRequest('The database is PostgreSQL: back it up with pg_dump (docs/deploy.md)');
    const bytes = await stripSecrets(await ctx.db.backup());
    ctx.log.info({ bytes: bytes.length, by: request.caller.userName }, 'database backup taken');
    return reply
      .header('content-type', 'application/gzip')
      .header('cache-control', 'no-store')
      .header('content-disposition', 'attachment; filename="cockpit-backup.tar.gz"')
      .send(Buffer.from(bytes));
  });
}
