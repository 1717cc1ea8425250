import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { notFound, refused } from '../../http/errors';
import { idParams, noQuery } from '../../http/request-schemas';

/** How long a generated report file is kept, and how many a user keeps at most (oldest go first). */
export const REPORT_FILE_DAYS = 14;
export const REPORT_FILES_PER_USER = 50;
export const REPORT_FILE_MAX_BYTES = 15 * 1024 * 1024;

const CONTENT_TYPES = ['application/pdf', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'] as const;

const uploadBody = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'contentType', 'content'],
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 120, pattern: '^[A-Za-z0-9][A-Za-z0-9._ -]*\\.(pdf|xlsx)$' },
    contentType: { type: 'string', enum: CONTENT_TYPES },
    content: { type: 'string', minLength: 4, maxLength: Math.ceil((REPORT_FILE_MAX_BYTES * 4) / 3) + 4, pattern: '^[A-Za-z0-9+/]+={0,2}$' },
  },
} as const;

/** What a file must start with: a PDF "%PDF-", a workbook (zip) "PK". */
function looksLike(contentType: string, bytes: Buffer): boolean {
  return contentType === 'application/pdf' ? bytes.subarray(0, 5).toString('latin1') === '%PDF-' : bytes[0] === 0x50 && bytes[1] === 0x4b;
}

/**
 * The user's own generated report files (Downloads page). The console makes PDFs and workbooks
 * in the browser (pdfmake, xlsx) and uploads what it made, so the file the user downloaded is the
 * file kept. Each user sees and removes only their own; files expire after REPORT_FILE_DAYS.
 */
export async function reportFileRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const purge = (bu: number, user: number) =>
    ctx.db.query(
      `delete from report_files where expires_at < now() or id in (
         select id from report_files where business_unit_id = $1 and user_id = $2 order by created_at desc, id desc offset $3)`,
      [bu, user, REPORT_FILES_PER_USER],
    );

  app.get('/api/ReportFiles', { schema: noQuery, config: { permission: 'header/settings/downloads' } }, async (request) => {
    const c = request.caller;
    await purge(c.businessUnitId, c.userId);
    const { rows } = await ctx.db.query(
      `select id, name, content_type as "contentType", size, created_at as "created", expires_at as "expires"
         from report_files where business_unit_id = $1 and user_id = $2 order by created_at desc, id desc`,
      [c.businessUnitId, c.userId],
    );
    return { result: { files: rows, keptDays: REPORT_FILE_DAYS } };
  });

  app.post<{ Body: { name: string; contentType: string; content: string } }>(
    '/api/ReportFiles',
    { schema: { body: uploadBody }, bodyLimit: REPORT_FILE_MAX_BYTES * 2, config: { permission: 'header/settings/downloads' } },
    async (request) => {
      const c = request.caller;
      const bytes = Buffer.from(request.body.content, 'base64');
      if (bytes.length > REPORT_FILE_MAX_BYTES) throw refused('Reports.FileTooLarge', 'The file is too large');
      if (!looksLike(request.body.contentType, bytes)) throw refused('Reports.FileNotReport', 'The file is not a report of the type given');
      const { rows } = await ctx.db.query<{ id: number }>(
        `insert into report_files (business_unit_id, user_id, name, content_type, size, content, expires_at)
         values ($1, $2, $3, $4, $5, $6, now() + make_interval(days => $7)) returning id`,
        [c.businessUnitId, c.userId, request.body.name, request.body.contentType, bytes.length, bytes, REPORT_FILE_DAYS],
      );
      await purge(c.businessUnitId, c.userId);
      return { result: { id: rows[0].id, name: request.body.name, size: bytes.length } };
    },
  );

  app.get<{ Params: { id: number } }>('/api/ReportFiles/:id', { schema: { params: idParams }, config: { permission: 'header/settings/downloads' } }, async (request, reply) => {
    const c = request.caller;
    const { rows } = await ctx.db.query<{ name: string; content_type: string; content: Uint8Array }>(
      'select name, content_type, content from report_files where id = $1 and business_unit_id = $2 and user_id = $3 and expires_at >= now()',
      [request.params.id, c.businessUnitId, c.userId],
    );
    if (!rows.length) throw notFound('The file is gone');
    return reply.header('content-type', rows[0].content_type).header('content-disposition', `attachment; filename="${rows[0].name}"`).send(Buffer.from(rows[0].content));
  });

  app.delete<{ Params: { id: number } }>('/api/ReportFiles/:id', { schema: { params: idParams }, config: { permission: 'header/settings/downloads' } }, async (request) => {
    const c = request.caller;
    const { rowCount } = await ctx.db.query('delete from report_files where id = $1 and business_unit_id = $2 and user_id = $3', [request.params.id, c.businessUnitId, c.userId]);
    if (!rowCount) throw notFound('The file is gone');
    return { result: { id: request.params.id } };
  });

  // The templates the console offers are data (schemas/downloads.json): each names the call that serves it.
  app.get('/api/Downloads/templates', { schema: noQuery, config: { permission: 'header/settings/downloads' } }, async () => ({
    result: ctx.schemas.read<{ templates: unknown[] }>('downloads.json').templates,
  }));
}
