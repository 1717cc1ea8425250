import { IntegrationData } from '../../routes';
import { defineListView } from '@cockpit/server/sdk';
import { INTEGRATION_ENUMS } from './filters';

/** Integration records (imports, requests, messages) as the integration pages list them. */
export const integrationListView = defineListView({
  name: 'IntegrationData',
  path: IntegrationData.list.path,
  paging: 'server',
  from: 'integration_records r',
  businessUnit: 'r.business_unit_id',
  id: 'r.id',
  fields: {
    id: { sql: 'r.id', type: 'number', sortable: true },
    kind: { sql: 'r.record_kind', type: 'text' },
    direction: { sql: 'r.direction', type: 'text' },
    type: { sql: 'r.integration_type', type: 'text' },
    state: { sql: 'r.state', type: 'text' },
    initiated: { sql: 'r.initiated', type: 'text' },
    url: { sql: 'r.url', type: 'text' },
    httpMethod: { sql: 'r.http_method', type: 'text' },
    httpStatus: { sql: 'r.http_status', type: 'number' },
    requestBody: { sql: 'r.request_body', type: 'text' },
    requestHeaders: { sql: 'r.request_headers', type: 'text' },
    responseBody: { sql: 'r.response_body', type: 'text' },
    responseHeaders: { sql: 'r.response_headers', type: 'text' },
    elapsedMilliseconds: { sql: 'r.elapsed_milliseconds', type: 'number' },
    errorMessage: { sql: 'r.error_message', type: 'text' },
    externalSystemName: { sql: 'r.external_system_name', type: 'text' },
    externalEndpointName: { sql: 'r.external_endpoint_name', type: 'text' },
    mainRetrievalEndpointName: { sql: 'r.main_retrieval_endpoint_name', type: 'text' },
    eventSubscriptionName: { sql: 'r.event_subscription_name', type: 'text' },
    createdAt: { sql: 'r.created_at', type: 'datetime', sortable: true },
  },
  filters: {
    kind: { sql: 'r.record_kind', op: 'eq', type: 'text' },
    direction: { sql: 'r.direction', op: 'in', type: 'text' },
    state: { sql: 'r.state', op: 'in', type: 'text' },
    initiated: { sql: 'r.initiated', op: 'eq', type: 'text' },
    integrationTypes: { sql: 'r.integration_type', op: 'in', type: 'text' },
    externalSystemNames: { sql: 'r.external_system_name', op: 'in', type: 'text' },
    externalEndpointNames: { sql: 'r.external_endpoint_name', op: 'in', type: 'text' },
    mainRetrievalEndpointNames: { sql: 'r.main_retrieval_endpoint_name', op: 'in', type: 'text' },
    eventSubscriptionNames: { sql: 'r.event_subscription_name', op: 'in', type: 'text' },
    text: { sql: "concat_ws(' ', r.url, r.error_message, r.integration_type)", op: 'contains', type: 'text' },
    fromDate: { sql: 'r.created_at', op: 'gte', type: 'datetime' },
    toDate: { sql: 'r.created_at', op: 'lte', type: 'datetime' },
  },
  defaultSort: { field: 'createdAt', direction: 'desc' },
  // Read by the route itself (filters.ts, toListQuery) before the list query.
  parameters: {
    sortOrder: { type: 'text', values: INTEGRATION_ENUMS.SortOrder, description: 'Ascending or Descending by the sort field; orderDirection wins when both are given.' },
    resultLevel: { type: 'text', values: INTEGRATION_ENUMS.IntegrationResultLevelFilter, description: 'Records of one state; All leaves the state open.' },
  },
});
