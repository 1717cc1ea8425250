import { type AppContext, type FastifyInstance, limitsFor, listPage, notFound, registerRoute } from '@cockpit/server/sdk';
import { IntegrationData } from '../../routes';
import { FILTER_LISTS, INTEGRATION_ENUMS, toListQuery } from './filters';
import { integrationListView } from './list-view';

/** Integration records: the paged data, its filter lists and enums (route-table/integration.ts). */
export async function integrationRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  registerRoute(app, IntegrationData.list, async (request) => {
    const { takeLimit } = await limitsFor(ctx, request.caller);
    return { result: await listPage(ctx.db, integrationListView, { businessUnitId: request.caller.businessUnitId, query: toListQuery(request.query) }, takeLimit) };
  });

  for (const [name, column] of Object.entries(FILTER_LISTS) as Array<[keyof typeof FILTER_LISTS, string]>) {
    registerRoute(app, IntegrationData[name], async (request) => {
      // column comes from the fixed table above, never from the request.
      const { rows } = await ctx.db.query<{ value: string }>(
        `select distinct ${column} as value from integration_records
          where business_unit_id = $1 and ${column} is not null and ($2::text is null or record_kind = $2) order by 1`,
        [request.caller.businessUnitId, request.query.kind ?? null],
      );
      // Entries shaped like lookup entries, so that filters take them as options directly.
      return { result: rows.map((r) => ({ name: r.value })) };
    });
  }

  // The detail view: the request and response, headers and bodies, as rows of one record (a grid's detail rows).
  registerRoute(app, IntegrationData.exchange, async (request) => {
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
  });

  for (const name of Object.keys(INTEGRATION_ENUMS) as Array<keyof typeof INTEGRATION_ENUMS>) {
    registerRoute(app, IntegrationData[name], async () => ({ result: INTEGRATION_ENUMS[name].map((v) => ({ name: v })) }));
  }
}
