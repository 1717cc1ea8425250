import type { RawQuery } from '../../lists/list-query';

/** The integration monitor's enums: values as the server understands them. */
export const INTEGRATION_ENUMS = {
  SortOrder: ['Descending', 'Ascending'],
  // A result level picks records of one state; All leaves the state open.
  IntegrationResultLevelFilter: ['All', 'Success', 'Warning', 'Error', 'Pending'],
  // Who started the exchange: this system (Internal) or the external one (External).
  Initiated: ['All', 'Internal', 'External'],
} as const;

/** The filter lists: query name and the column whose distinct values it offers. */
export const FILTER_LISTS: Record<string, string> = {
  IntegrationTypes: 'integration_type',
  ExternalSystemNames: 'external_system_name',
  ExternalEndpointNames: 'external_endpoint_name',
  MainRetrievalEndpointNames: 'main_retrieval_endpoint_name',
  EventSubscriptionNames: 'event_subscription_name',
};

export interface IntegrationQuery {
  kind?: string;
  direction?: string[];
  integrationTypes?: string[];
  externalSystemNames?: string[];
  externalEndpointNames?: string[];
  mainRetrievalEndpointNames?: string[];
  eventSubscriptionNames?: string[];
  text?: string;
  fromDate?: string;
  toDate?: string;
  sortOrder?: (typeof INTEGRATION_ENUMS.SortOrder)[number];
  resultLevel?: (typeof INTEGRATION_ENUMS.IntegrationResultLevelFilter)[number];
  initiated?: (typeof INTEGRATION_ENUMS.Initiated)[number];
  skip?: number;
  take?: number;
  orderBy?: string;
  orderDirection?: 'asc' | 'desc';
}

const list = { type: 'array', maxItems: 100, items: { type: 'string', maxLength: 200 } } as const;
const text = { type: 'string', maxLength: 200 } as const;

export const integrationQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    kind: { enum: ['Import', 'Request', 'Message'] },
    direction: { type: 'array', items: { enum: ['Inbound', 'Outbound'] } },
    integrationTypes: list,
    externalSystemNames: list,
    externalEndpointNames: list,
    mainRetrievalEndpointNames: list,
    eventSubscriptionNames: list,
    text,
    fromDate: text,
    toDate: text,
    sortOrder: { enum: INTEGRATION_ENUMS.SortOrder },
    resultLevel: { enum: INTEGRATION_ENUMS.IntegrationResultLevelFilter },
    initiated: { enum: INTEGRATION_ENUMS.Initiated },
    skip: { type: 'integer', minimum: 0 },
    take: { type: 'integer', minimum: 0 },
    orderBy: { type: 'string', maxLength: 50 },
    orderDirection: { enum: ['asc', 'desc'] },
  },
  // Any published field as <field> or <field>[<operator>] (a schema-only filter); the list query checks the rest.
  patternProperties: { '^[A-Za-z][A-Za-z0-9]*(\\[[^\\]]*\\])?$': {} },
} as const;

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
