import type { FastifyInstance } from 'fastify';
import { isGlobalAdmin } from '@cockpit/core/permissions';
import type { AppContext } from '../../context';
import { badRequest, forbidden } from '../../http/errors';
import { noQuery } from '../master-data-common/request-schemas';

/**
 * POST /api/Admin/backup: a consistent copy of the embedded database while the server runs (what
 * `cockpit backup <file>` calls). The whole installation, so global administrators only. On
 * PostgreSQL the answer says to use pg_dump (docs/deploy.md).
 */
export async function backupRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.post('/api/Admin/backup', { schema: noQuery }, async (request, reply) => {
    if (!isGlobalAdmin(request.caller.roles)) throw forbidden();
    if (!ctx.db.backup) throw badRequest('The database is PostgreSQL: back it up with pg_dump (docs/deploy.md)');
    const bytes = await ctx.db.backup();
    ctx.log.info({ bytes: bytes.length, by: request.caller.userName }, 'database backup taken');
    return reply.header('content-type', 'application/gzip').header('content-disposition', 'attachment; filename="cockpit-backup.tar.gz"').send(Buffer.from(bytes));
  });
}
