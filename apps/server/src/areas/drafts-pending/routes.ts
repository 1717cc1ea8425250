import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';

/**
 * Sales-order drafts are not stored by this server yet (their tables belong to migrations
 * 050–059, still to come; purchase drafts are served by areas/purchase-drafts). Until then the
 * SalesOrderDrafts grid's list call
 * answer an empty list, in the classic or the paged shape the grid asked for, and the grids show
 * their empty notice. Remove this file's line from areas/index.ts when the purchase and sales
 * areas register the real routes.
 */
const pagingQuery = {
  type: 'object',
  properties: {
    skip: { type: 'integer', minimum: 0 },
    take: { type: 'integer', minimum: 0 },
    orderBy: { type: 'string', maxLength: 50 },
    orderDirection: { enum: ['asc', 'desc'] },
  },
} as const;

function emptyList(query: { skip?: number; take?: number }) {
  return query.skip !== undefined || query.take !== undefined ? { result: { data: [], totalCount: 0 } } : { result: [] };
}

export async function pendingDraftRoutes(app: FastifyInstance, _ctx: AppContext): Promise<void> {
  app.get<{ Querystring: { skip?: number; take?: number } }>('/api/Draft/GetAllSupplier', { schema: { querystring: pagingQuery } }, async (request) => emptyList(request.query));
  app.get<{ Querystring: { draftId: number } }>(
    '/api/Draft/GetDraftLines',
    { schema: { querystring: { type: 'object', required: ['draftId'], properties: { draftId: { type: 'integer', minimum: 1 } } } } },
    async () => ({ result: [] }),
  app.get<{ Querystring: { skip?: number; take?: number } }>('/api/SalesOrderDraft/description', { schema: { querystring: pagingQuery } }, async (request) =>
    emptyList(request.query),
  );
}
