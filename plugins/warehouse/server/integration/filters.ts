import type { IntegrationQuery } from '../../route-table/integration';
import type { RawQuery } from '@cockpit/server/sdk';

export { INTEGRATION_ENUMS, type IntegrationQuery } from '../../route-table/integration';

/** The filter lists: query name and the column whose distinct values it offers. */
export const FILTER_LISTS = {
  IntegrationTypes: 'integration_type',
  ExternalSystemNames: 'external_system_name',
  ExternalEndpointNames: 'external_endpoint_name',
  MainRetrievalEndpointNames: 'main_retrieval_endpoint_name',
  EventSubscriptionNames: 'event_subscription_name',
} as const satisfies Readonly<Record<string, string>>;

/** The monitor's query in the list's terms: sort order → orderDirection, result level → state. */
export function toListQuery(q: IntegrationQuery): RawQuery {
  const out: RawQuery = {};
  for (const [k, v] of Object.entries(q)) {
    if (v === undefined || k === 'sortOrder' || k === 'resultLevel' || k === 'initiated') continue;
    out[k] = Array.isArray(v) ? v.map(String) : String(v);
  }
  if (q.sortOrder && !q.orderDirection) out.orderDirection = q.sortOrder === 'Ascending' ? 'asc' : 'desc';
  if (q.resultLevel && q.resultLevel !== 'All') out.state = [q.resultLevel];
  if (q.initiated && q.initiated !== 'All') out.initiated = q.initiated;
  if (out.skip === undefined) out.skip = '0';
  return out;
}
