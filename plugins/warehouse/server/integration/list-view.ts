import { IntegrationData } from '../../routes';
import { defineTableListView, fromTo } from '@cockpit/server/sdk';
import { INTEGRATION_ENUMS } from './filters';

/** Integration records (imports, requests, messages) as the integration pages list them. */
export const integrationListView = defineTableListView({
  name: 'IntegrationData',
  path: IntegrationData.list.path,
  paging: 'server',
  from: 'integration_records r',
  alias: 'r',
  fields: {
    id: 'number sortable',
    kind: 'r.record_kind text',
    direction: 'text',
    type: 'r.integration_type text',
    state: 'text',
    initiated: 'text',
    url: 'text',
    httpMethod: 'text',
    httpStatus: 'number',
    requestBody: 'text',
    requestHeaders: 'text',
    responseBody: 'text',
    responseHeaders: 'text',
    elapsedMilliseconds: 'number',
    errorMessage: 'text',
    externalSystemName: 'text',
    externalEndpointName: 'text',
    mainRetrievalEndpointName: 'text',
    eventSubscriptionName: 'text',
    createdAt: 'datetime sortable',
  },
  filters: {
    kind: 'eq',
    direction: 'in',
    state: 'in',
    initiated: 'eq',
    integrationTypes: 'type in',
    externalSystemNames: 'externalSystemName in',
    externalEndpointNames: 'externalEndpointName in',
    mainRetrievalEndpointNames: 'mainRetrievalEndpointName in',
    eventSubscriptionNames: 'eventSubscriptionName in',
    text: { sql: "concat_ws(' ', r.url, r.error_message, r.integration_type)", op: 'contains', type: 'text' },
    ...fromTo('createdAt'),
  },
  defaultSort: { field: 'createdAt', direction: 'desc' },
  // Read by the route itself (filters.ts, toListQuery) before the list query.
  parameters: {
    sortOrder: { type: 'text', values: INTEGRATION_ENUMS.SortOrder, description: 'Ascending or Descending by the sort field; orderDirection wins when both are given.' },
    resultLevel: { type: 'text', values: INTEGRATION_ENUMS.IntegrationResultLevelFilter, description: 'Records of one state; All leaves the state open.' },
  },
});
