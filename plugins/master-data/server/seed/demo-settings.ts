import { insertRows, type Queryable } from '@cockpit/server/sdk';

const LOOKUPS: Array<[string, string, string]> = [
  ['UnitOfMeasure', 'PCS', 'Piece'],
  ['UnitOfMeasure', 'BOX', 'Box'],
  ['UnitOfMeasure', 'PAIR', 'Pair'],
  ['UnitOfMeasure', 'ROLL', 'Roll'],
  ['UnitOfMeasure', 'L', 'Litre'],
  ['UnitOfMeasure', 'KG', 'Kilogram'],
  ['UnitOfMeasure', 'PALLET', 'Pallet'],
  ['MaterialGroup', 'Fasteners', 'Bolts, screws, plugs'],
  ['MaterialGroup', 'Electrical', 'Cables, bulbs, fuses'],
  ['MaterialGroup', 'Safety', 'Personal protection'],
  ['MaterialGroup', 'Packaging', 'Tape, film, cartons'],
  ['MaterialGroup', 'Tools', 'Hand tools'],
  ['MaterialGroup', 'Paint', 'Paint and accessories'],
  ['Container', 'Carton', 'Cardboard carton'],
  ['Container', 'Crate', 'Plastic crate'],
  ['Container', 'Pallet', 'Pallet'],
  ['Container', 'Tote', 'Plastic tote'],
];

const ERP_CLASSIFICATIONS: Array<[string, string]> = [
  ['Standard', 'Ordinary goods'],
  ['Hazardous', 'Dangerous goods (ADR)'],
  ['Cold', 'Temperature-controlled'],
  ['HighValue', 'Locked high-value area'],
];

const ROLE_GROUPS: Array<[string, string, string[]]> = [
  ['Picking area', 'Pick faces', ['Pick']],
  ['Storage', 'Bulk and quarantine storage', ['Bulk', 'Quarantine']],
  ['Docks', 'Goods in and goods out', ['Inbound', 'Outbound']],
];

const LOAD_CARRIERS: Array<[string, string, number, number, number, number]> = [
  ['EUR pallet', 'EUR 1 pallet 1200 × 800', 120, 80, 15, 1500],
  ['Half pallet', 'EUR 6 pallet 800 × 600', 80, 60, 15, 500],
  ['Plastic tote', 'Stackable tote 600 × 400', 60, 40, 32, 30],
  ['Roll cage', 'Roll container', 80, 70, 170, 500],
];

/** name, display name, description, type, pattern, required, restricted, erp, handling, enum values */
const STOCK_ATTRIBUTES: Array<[string, string, string, string, string | null, boolean, boolean, boolean, string, string[]]> = [
  ['BatchNo', 'Batch number', 'Supplier batch printed on the carton', 'String', '^[A-Z0-9-]{4,20}$', false, false, false, 'OnReceipt', []],
  ['BestBefore', 'Best before', 'Last day of use', 'Date', null, false, true, false, 'OnReceipt', []],
  ['SerialNo', 'Serial number', 'Manufacturer serial number', 'String', '^SN[0-9]{8}$', false, true, false, 'OnReceiptAndPick', []],
  ['Grade', 'Quality grade', 'Set by the ERP after inspection', 'Enum', null, false, false, true, 'None', ['A', 'B', 'C']],
  ['Temperature', 'Storage temperature', 'Measured at receipt, °C', 'Decimal', '^-?[0-9]{1,2}(\\.[0-9])?$', false, false, false, 'OnReceipt', []],
];

/**
 * Master data's settings for each business unit: look-ups, ERP classifications (assigned to the
 * bulk and quarantine locations), location role groups, load carrier types and stock attributes.
 */
export async function seedMasterDataSettings(db: Queryable, businessUnitIds: number[]): Promise<void> {
  for (const bu of businessUnitIds) {
    await insertRows(
      db,
      'lookups',
      ['business_unit_id', 'lookup_type', 'name', 'description', 'sort_order'],
      LOOKUPS.map(([t, name, d], i) => [bu, t, name, d, i]),
    );

    const erpIds = await insertRows(
      db,
      'erp_classifications',
      ['business_unit_id', 'name', 'description'],
      ERP_CLASSIFICATIONS.map(([name, d]) => [bu, name, d]),
      { returning: 'id' },
    );
    for (const [kind, erp] of [
      ['Bulk', 0],
      ['Quarantine', 1],
    ] as const) {
      await db.query(
        `update locations l set erp_classification_id = $3, erp_classification = $4
          from location_roles lr where lr.id = l.location_role_id and l.business_unit_id = $1 and lr.kind = $2`,
        [bu, kind, erpIds[erp], ERP_CLASSIFICATIONS[erp][0]],
      );
    }

    const groupIds = await insertRows(
      db,
      'location_role_groups',
      ['business_unit_id', 'name', 'description'],
      ROLE_GROUPS.map(([name, d]) => [bu, name, d]),
      { returning: 'id' },
    );
    for (const [i, [, , kinds]] of ROLE_GROUPS.entries()) {
      await db.query(
        `insert into location_role_group_members (location_role_group_id, location_role_id)
         select $1, id from location_roles where business_unit_id = $2 and kind = any($3)`,
        [groupIds[i], bu, kinds],
      );
    }

    await insertRows(
      db,
      'load_carrier_types',
      ['business_unit_id', 'name', 'description', 'length', 'width', 'height', 'max_weight'],
      LOAD_CARRIERS.map((c) => [bu, ...c]),
    );

    await insertRows(
      db,
      'stock_attributes',
      [
        'business_unit_id',
        'name',
        'display_name',
        'description',
        'data_type',
        'regex_validation',
        'required',
        'restricted_preparation',
        'erp_maintained',
        'handling',
        'enum_values',
      ],
      STOCK_ATTRIBUTES.map((a) => [bu, ...a]),
    );
  }
}
