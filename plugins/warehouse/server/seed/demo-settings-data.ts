import { createRandom, insertRows, type Queryable, type Random } from '@cockpit/server/sdk';

const LABELS: Array<[string, string, number, number]> = [
  ['Material 100x50', 'Material', 100, 50],
  ['Material 57x32', 'Material', 57, 32],
  ['Pallet A5', 'Pallet', 148, 210],
];

/** name, display text, network address, technology, location name, label names */
const PRINTERS: Array<[string, string, string | null, string, string | null, string[]]> = [
  ['ZEBRA-GI-01', 'Goods-in label printer', '10.20.1.21', 'ZPL', 'IN-01', ['Material 100x50', 'Pallet A5']],
  ['ZEBRA-GO-01', 'Dispatch label printer', 'zebra-go-01.warehouse.local', 'ZPL', 'OUT-01', ['Material 100x50', 'Material 57x32', 'Pallet A5']],
  ['ZEBRA-SHELF', 'Shelf label printer', '10.20.1.35', 'ZPL', null, ['Material 57x32']],
  ['OFFICE-PDF', 'Office printer (PDF)', null, 'PDF', null, ['Material 100x50']],
];

interface IntegrationKind {
  kind: 'Import' | 'Request' | 'Message';
  direction: 'Inbound' | 'Outbound';
  initiated: 'Internal' | 'External';
  type: string;
  system: string;
  endpoint: string;
  method: string;
  /** The external system's address the record was sent to or came from. */
  url: string;
  mainRetrieval: string | null;
  subscription: string | null;
}

const INTEGRATION_KINDS: IntegrationKind[] = [
  {
    kind: 'Import',
    direction: 'Inbound',
    initiated: 'Internal',
    type: 'MaterialImport',
    system: 'Business Central',
    endpoint: 'items',
    method: 'GET',
    url: 'https://api.businesscentral.example/api/v2.0/companies/demo/items',
    mainRetrieval: 'items',
    subscription: null,
  },
  {
    kind: 'Import',
    direction: 'Inbound',
    initiated: 'Internal',
    type: 'PurchaseOrderImport',
    system: 'Business Central',
    endpoint: 'purchaseOrders',
    method: 'GET',
    url: 'https://api.businesscentral.example/api/v2.0/companies/demo/purchaseOrders',
    mainRetrieval: 'purchaseOrders',
    subscription: null,
  },
  {
    kind: 'Import',
    direction: 'Inbound',
    initiated: 'Internal',
    type: 'SalesOrderImport',
    system: 'Shopify',
    endpoint: 'orders',
    method: 'GET',
    url: 'https://demo-shop.myshopify.example/admin/api/2024-10/orders.json',
    mainRetrieval: 'orders',
    subscription: null,
  },
  {
    kind: 'Request',
    direction: 'Inbound',
    initiated: 'External',
    type: 'SalesOrderCreate',
    system: 'WooCommerce',
    endpoint: 'cockpit-orders',
    method: 'POST',
    url: 'https://shop.example/api/OutgoingOrder',
    mainRetrieval: null,
    subscription: null,
  },
  {
    kind: 'Request',
    direction: 'Outbound',
    initiated: 'Internal',
    type: 'ShipmentBooking',
    system: 'PostNord',
    endpoint: 'shipments',
    method: 'POST',
    url: 'https://api2.postnord.example/rest/shipment/v3/edi',
    mainRetrieval: null,
    subscription: null,
  },
  {
    kind: 'Request',
    direction: 'Outbound',
    initiated: 'Internal',
    type: 'StockSync',
    system: 'Shopify',
    endpoint: 'inventory_levels',
    method: 'POST',
    url: 'https://demo-shop.myshopify.example/admin/api/2024-10/inventory_levels/set.json',
    mainRetrieval: null,
    subscription: null,
  },
  {
    kind: 'Message',
    direction: 'Outbound',
    initiated: 'Internal',
    type: 'OrderConfirmation',
    system: 'Business Central',
    endpoint: 'salesShipments',
    method: 'POST',
    url: 'https://api.businesscentral.example/api/v2.0/companies/demo/salesShipments',
    mainRetrieval: null,
    subscription: 'OrderCompleted',
  },
  {
    kind: 'Message',
    direction: 'Outbound',
    initiated: 'Internal',
    type: 'StockChanged',
    system: 'WooCommerce',
    endpoint: 'products',
    method: 'PUT',
    url: 'https://shop.example/wp-json/wc/v3/products/batch',
    mainRetrieval: null,
    subscription: 'StockChanged',
  },
  {
    kind: 'Message',
    direction: 'Outbound',
    initiated: 'Internal',
    type: 'GoodsReceipt',
    system: 'Business Central',
    endpoint: 'purchaseReceipts',
    method: 'POST',
    url: 'https://api.businesscentral.example/api/v2.0/companies/demo/purchaseReceipts',
    mainRetrieval: null,
    subscription: 'PurchaseOrderReceived',
  },
];

function integrationRow(r: Random, bu: number, index: number, now: number): unknown[] {
  const k = r.pick(INTEGRATION_KINDS);
  const roll = r.next();
  const state = roll < 0.78 ? 'Success' : roll < 0.88 ? 'Warning' : roll < 0.97 ? 'Error' : 'Pending';
  const status = state === 'Success' ? (k.method === 'POST' ? 201 : 200) : state === 'Warning' ? 207 : state === 'Error' ? r.pick([400, 404, 409, 500, 503]) : null;
  const ref = `${k.type.slice(0, 3).toUpperCase()}-${String(10000 + index)}`;
  const requestBody = k.method === 'GET' ? null : JSON.stringify({ reference: ref, lines: r.int(1, 12), sentAt: new Date(now - index * 600_000).toISOString() });
  const responseBody =
    state === 'Pending'
      ? null
      : state === 'Error'
        ? JSON.stringify({
            error: status === 404 ? 'Not found' : status === 409 ? 'Duplicate reference' : status === 400 ? 'Validation failed' : 'Service unavailable',
            reference: ref,
          })
        : JSON.stringify({ reference: ref, accepted: true, count: r.int(1, 250) });
  const errorMessage =
    state === 'Error' ? `${k.system} answered ${status} for ${ref}` : state === 'Warning' ? `${r.int(1, 3)} line(s) of ${ref} were skipped: unknown item number` : null;
  return [
    bu,
    k.kind,
    k.direction,
    k.type,
    state,
    k.initiated,
    k.url,
    k.method,
    status,
    requestBody,
    JSON.stringify({ 'content-type': 'application/json', 'x-correlation-id': ref }),
    responseBody,
    state === 'Pending' ? null : JSON.stringify({ 'content-type': 'application/json' }),
    state === 'Pending' ? null : r.int(40, state === 'Error' ? 30_000 : 2_500),
    errorMessage,
    k.system,
    k.endpoint,
    k.mainRetrieval,
    k.subscription,
    new Date(now - index * 7 * 60_000 - r.int(0, 300_000)).toISOString(),
  ];
}

/** The host's settings data for each business unit: label definitions, printers and integration records. */
export async function seedSettingsData(db: Queryable, businessUnitIds: number[], seed: number): Promise<void> {
  const r = createRandom(seed);
  const now = Date.now();
  for (const [n, bu] of businessUnitIds.entries()) {
    const labelIds = await insertRows(
      db,
      'label_definitions',
      ['business_unit_id', 'name', 'label_kind', 'width_mm', 'height_mm'],
      LABELS.map((l) => [bu, ...l]),
      { returning: 'id' },
    );
    const labelId = new Map(LABELS.map(([name], i) => [name, labelIds[i]]));
    // The second business unit gets the first two printers only.
    const printers = n === 0 ? PRINTERS : PRINTERS.slice(0, 2);
    for (const [name, display, address, tech, locationName, labels] of printers) {
      const { rows } = await db.query<{ id: number }>(
        `insert into printers (business_unit_id, name, display_text, is_network_printer, network_name_or_ip, print_technology, location_id)
         values ($1, $2, $3, $4, $5, $6, (select id from locations where business_unit_id = $1 and name = $7)) returning id`,
        [bu, name, display, address !== null, address, tech, locationName],
      );
      await insertRows(
        db,
        'printer_label_definitions',
        ['printer_id', 'label_definition_id'],
        labels.map((l) => [rows[0].id, labelId.get(l)]),
      );
    }

    const count = n === 0 ? 150 : 30;
    await insertRows(
      db,
      'integration_records',
      [
        'business_unit_id',
        'record_kind',
        'direction',
        'integration_type',
        'state',
        'initiated',
        'url',
        'http_method',
        'http_status',
        'request_body',
        'request_headers',
        'response_body',
        'response_headers',
        'elapsed_milliseconds',
        'error_message',
        'external_system_name',
        'external_endpoint_name',
        'main_retrieval_endpoint_name',
        'event_subscription_name',
        'created_at',
      ],
      Array.from({ length: count }, (_, i) => integrationRow(r, bu, i, now)),
    );
  }
}
