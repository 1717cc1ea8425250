import { defineRoute, LIST_READ, Type } from '@cockpit/contracts';
import { noQuery } from '@cockpit/contracts/master-data-parts';
import { open, openRow, result } from '@cockpit/contracts/schema-parts';

/** The integration monitor's enums: values as the server understands them. */
export const INTEGRATION_ENUMS = {
  SortOrder: ['Descending', 'Ascending'],
  // A result level picks records of one state; All leaves the state open.
  IntegrationResultLevelFilter: ['All', 'Success', 'Warning', 'Error', 'Pending'],
  // Who started the exchange: this system (Internal) or the external one (External).
  Initiated: ['All', 'Internal', 'External'],
} as const;

/** The monitor's query: its own filters, paging, and any published field of the list as a filter. */
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

/** The monitor's query string, kept as plain JSON Schema so that the validator's messages stay as they were. */
export const integrationQuerySchema = Type.Unsafe<IntegrationQuery>({
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
});

const SETTINGS = 'header/settings/integration';
const names = open(result(Type.Array(Type.Object({ name: Type.String() }))));
/** The distinct values of one column in the records, optionally of one kind: a filter's options. */
const filterList = (name: string, description: string) =>
  defineRoute({
    key: `IntegrationData.${name}`,
    method: 'GET',
    path: `IntegrationData/${name}`,
    permission: SETTINGS,
    query: Type.Unsafe<{ kind?: 'Import' | 'Request' | 'Message' }>({
      type: 'object',
      additionalProperties: false,
      properties: { kind: { enum: ['Import', 'Request', 'Message'] } },
    }),
    answer: names,
    description,
  });
/** One of the monitor's enums, as { name } entries. */
const enumList = (name: keyof typeof INTEGRATION_ENUMS, description: string) =>
  defineRoute({
    key: `IntegrationData.${name}`,
    method: 'GET',
    path: `IntegrationData/${name}`,
    permission: SETTINGS,
    query: noQuery,
    answer: result(Type.Array(Type.Object({ name: Type.String() }))),
    description,
    example: { result: INTEGRATION_ENUMS[name].map((v) => ({ name: v })) },
  });

/** Integration records: the paged data, its filter lists and enums, and one record's exchange. */
export const IntegrationData = {
  list: defineRoute({
    key: 'IntegrationData.list',
    method: 'GET',
    path: 'IntegrationData',
    permission: LIST_READ.IntegrationData,
    query: integrationQuerySchema,
    answer: open(
      result(Type.Object({ data: Type.Array(openRow('A row of the IntegrationData list (schemas/lists/IntegrationData.json).')), totalCount: Type.Integer({ minimum: 0 }) })),
    ),
    description: "Integration records, paged, with the monitor's filters.",
  }),
  IntegrationTypes: filterList('IntegrationTypes', 'Integration types in the data, as { name }.'),
  ExternalSystemNames: filterList('ExternalSystemNames', 'External systems in the data, as { name }.'),
  ExternalEndpointNames: filterList('ExternalEndpointNames', 'External endpoints in the data, as { name }.'),
  MainRetrievalEndpointNames: filterList('MainRetrievalEndpointNames', 'Main retrieval endpoints in the data, as { name }.'),
  EventSubscriptionNames: filterList('EventSubscriptionNames', 'Event subscriptions in the data, as { name }.'),
  SortOrder: enumList('SortOrder', 'Sort orders, as { name }.'),
  IntegrationResultLevelFilter: enumList('IntegrationResultLevelFilter', 'Result levels, as { name }.'),
  Initiated: enumList('Initiated', 'Who initiated the exchange, as { name }.'),
  exchange: defineRoute({
    key: 'IntegrationData.exchange',
    method: 'GET',
    path: 'IntegrationData/{id}/exchange',
    permission: SETTINGS,
    params: Type.Object({ id: Type.Integer({ minimum: 1 }) }, { additionalProperties: false }),
    answer: result(Type.Array(Type.Object({ id: Type.String(), part: Type.String(), content: Type.String() }))),
    description: "One record's request and response headers and bodies and its error, as rows { id, part, content } (the detail view).",
    example: { result: [{ id: '7-RequestBody', part: 'RequestBody', content: '{"orderNo":"SO-1"}' }] },
  }),
} as const;
