import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { listPage } from '../../lists/list-query';
import { limitsFor } from '../../settings/limits';
import { noQuery } from '../master-data-common/request-schemas';
import { FILTER_LISTS, INTEGRATION_ENUMS, integrationQuerySchema, toListQuery, type IntegrationQuery } from './filters';
import { integrationListView } from './list-view';
import { listReadPermission, routePermission } from '../../permissions/door-permissions';

const SETTINGS = 'header/settings/integration';

/** Integration records: the paged data, its filter lists and enums. */
export async function integrationRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get<{ Querystring: IntegrationQuery }>(
    '/api/IntegrationData',
    { schema: { querystring: integrationQuerySchema }, config: routePermission(listReadPermission(integrationListView.name)) },
    async (request) => {
      const { takeLimit } = await limitsFor(ctx, request.caller);
      return { result: await listPage(ctx.db, integrationListView, { businessUnitId: request.caller.businessUnitId, query: toListQuery(request.query) }, takeLimit) };
    },
  );

  for (const [name, column] of Object.entries(FILTER_LISTS)) {
    app.get<{ Querystring: { kind?: string } }>(
      `/api/IntegrationData/${name}`,
      {
        schema: { querystring: { type: 'object', additionalProperties: false, properties: { kind: { enum: ['Import', 'Request', 'Message'] } } } },
        config: { permission: SETTINGS },
      },
      async (request) => {
        // column comes from the fixed table above, never from the request.
        const { rows } = await ctx.db.query<{ value: string }>(
          `select distinct ${column} as value from integration_records
            where business_unit_id = $1 and ${column} is not null and ($2::text is null or record_kind = $2) order by 1`,
          [request.caller.businessUnitId, request.query.kind ?? null],
        );
        // Entries shaped like lookup entries, so that filters take them as options directly.
        return { result: rows.map((r) => ({ name: r.value })) };
      },
    );
  }

  // The detail view: the request and response, headers and bodies, as rows of one record (a grid's detail rows).
  app.get<{ Params: { id: number } }>(
    '/api/IntegrationData/:id/exchange',
    {
      schema: { params: { type: 'object', additionalProperties: false, required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } } },
      config: { permission: SETTINGS },
    },
    async (request) => {
      const { rows } = await ctx.db.query<Record<string, string | null>>(
        `select request_headers, request_body, response_headers, response_body, error_message from integration_records where id = $1 and business_unit_id = $2`,
        [request.params.id, request.caller.businessUnitId],
      );
      if (!rows[0]) throw notFound(`Integration record ${request.params.id} not found`);
      const parts: Array<[string, string]> = [
        ['RequestHeaders', 'request_headers'],
        ['RequestBody', 'request_body'],
        ['ResponseHeaders', 'response_headers'],
        ['ResponseBody', 'response_body'],
        ['ErrorMessage', 'error_message'],
      ];
      return { result: parts.map(([part, column]) => ({ id: `${request.params.id}-${part}`, part, content: rows[0][column] ?? '' })) };
    },
  );

  for (const [name, values] of Object.entries(INTEGRATION_ENUMS)) {
    app.get(`/api/IntegrationData/${name}`, { schema: noQuery, config: { permission: SETTINGS } }, async () => ({ result: values.map((v) => ({ name: v })) }));
  }
}
