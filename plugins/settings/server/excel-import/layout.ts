/**
 * The column layout of the import workbook (defined here,
 * once; the template, the reader and docs/decisions/0088-excel-import.md
 * follow it). One sheet per kind of master data, the header in row 1, one record per row from
 * row 2. Columns are found by their header text (any order, case and spacing ignored); a column
 * left out keeps the stored value of an existing record, a blank cell clears an optional field.
 */
export type CellType = 'text' | 'integer' | 'number' | 'boolean' | 'date' | 'choice';

export interface ColumnDef {
  /** The header text in row 1 of the sheet (and of the template). */
  header: string;
  /** The database column written (stock columns are handled by the engine, see import-stock.ts). */
  field: string;
  type: CellType;
  required?: boolean;
  /** Longest text accepted. */
  maxLength?: number;
  /** Allowed values of a choice column. */
  choices?: readonly string[];
  /** Smallest number accepted. */
  min?: number;
  /** Value written when the cell is blank (for NOT NULL columns with a default). */
  blankAs?: string | number | boolean;
  /** What the template's header note says about the column. */
  note: string;
}

export type SheetKind = 'suppliers' | 'locations' | 'materials' | 'stock';

export interface SheetDef {
  kind: SheetKind;
  /** The worksheet name (fixed English names: the workbook is an interchange format, like its headers). */
  sheet: string;
  /** The column that identifies a record: an existing one with the same key is updated. */
  key?: string;
  columns: readonly ColumnDef[];
}

const text = (header: string, field: string, note: string, maxLength = 200, required = false): ColumnDef => ({ header, field, type: 'text', maxLength, required, note });
/** A number column of 0 or more (`integer`: whole numbers only). */
const atLeastZero = (type: 'integer' | 'number', header: string, field: string, note: string): ColumnDef => ({ header, field, type, min: 0, note });
const choice = (header: string, field: string, choices: readonly string[], note: string, blankAs?: string): ColumnDef => ({
  header,
  field,
  type: 'choice',
  choices,
  ...(blankAs === undefined ? {} : { blankAs }),
  note,
});
const yesNo = (header: string, field: string, blankAs: boolean): ColumnDef => ({ header, field, type: 'boolean', blankAs, note: `Yes or No (blank: ${blankAs ? 'Yes' : 'No'}).` });
const stateOf = (field: string) => choice('State', field, ['Active', 'Inactive', 'Blocked'], 'Active, Inactive or Blocked (blank: Active).', 'Active');
const abcOf = (header: string, field: string) => choice(header, field, ['A', 'B', 'C'], 'Optional: A, B or C.');
/** A sheet whose first column identifies a record: an existing one with the same value is updated. */
const keyedSheet = (kind: SheetKind, sheet: string, columns: readonly ColumnDef[]): SheetDef => ({ kind, sheet, key: columns[0].field, columns });

export const SUPPLIERS_SHEET = keyedSheet('suppliers', 'Suppliers', [
  text('Supplier name', 'supplier_name', 'Required. Identifies the supplier: an existing supplier with this name is updated.', 200, true),
  text('Contact person', 'contact_person', 'Optional.'),
  text('Company email', 'company_email', 'Optional e-mail address.'),
  atLeastZero('integer', 'Average lead time', 'average_lead_time', 'Optional. Days from ordering to receipt (whole number, 0 or more).'),
  choice('Status', 'supplier_status', ['Active', 'Inactive'], 'Active or Inactive (blank: Active).', 'Active'),
  text('Comments', 'comments', 'Optional.', 2000),
]);

export const LOCATIONS_SHEET = keyedSheet('locations', 'Locations', [
  text('Location name', 'name', 'Required. Identifies the location: an existing location with this name is updated.', 100, true),
  text('Location role', 'location_role', 'Optional. The name of an existing location role of the business unit (e.g. Pick, Bulk).'),
  stateOf('state'),
  abcOf('ABC group', 'abc_group'),
  yesNo('Available for pick', 'available_for_pick', true),
  atLeastZero('integer', 'Picking sequence', 'picking_sequence', 'Optional whole number: the order pickers walk the locations in.'),
  atLeastZero('number', 'Weight maximum', 'weight_maximum', 'Optional, kg.'),
  atLeastZero('number', 'Volume maximum', 'volume_maximum', 'Optional, m³.'),
]);

export const MATERIALS_SHEET = keyedSheet('materials', 'Materials', [
  text('Item number', 'item_no', 'Required. Identifies the material: an existing material with this item number is updated.', 100, true),
  text('Name', 'name', 'Required.', 200, true),
  text('Description', 'description', 'Optional.', 2000),
  text('Barcode', 'barcode', 'Optional.', 100),
  text('EAN', 'ean', 'Optional.', 100),
  { header: 'Base unit of measure', field: 'base_uom', type: 'text', maxLength: 20, blankAs: 'PCS', note: 'Optional (blank: PCS).' },
  atLeastZero('number', 'Cost price', 'cost_price', 'Optional.'),
  atLeastZero('number', 'Sales price', 'sales_price', 'Optional.'),
  abcOf('ABC', 'abc'),
  text('Material group', 'material_group', 'Optional.', 100),
  stateOf('material_state'),
  text('Supplier name', 'supplier', 'Optional. A supplier of the business unit or of the Suppliers sheet.'),
  atLeastZero('integer', 'Minimum warehouse quantity', 'minimum_warehouse_quantity', 'Optional whole number.'),
  atLeastZero('integer', 'Maximum warehouse quantity', 'maximum_warehouse_quantity', 'Optional whole number, not below the minimum.'),
  atLeastZero('number', 'Weight', 'weight', 'Optional, kg.'),
  yesNo('Has batch', 'has_batch', false),
  yesNo('Has expiry date', 'has_exp_date', false),
]);

export const STOCK_SHEET: SheetDef = {
  kind: 'stock',
  sheet: 'Stock',
  columns: [
    text('Item number', 'item_no', 'Required. A material of the business unit or of the Materials sheet.', 100, true),
    text('Location name', 'location', 'Required. A location of the business unit or of the Locations sheet.', 100, true),
    { header: 'Quantity', field: 'quantity', type: 'integer', required: true, min: 1, note: 'Required whole number, 1 or more. Added to the stock as initial stock.' },
    text('Batch', 'batch', 'Optional (required when the material has batches).', 100),
    { header: 'Expiry date', field: 'exp_date', type: 'date', note: 'Optional date (required when the material has expiry dates).' },
  ],
};

/** In the order they are written: suppliers before the materials that name them, locations and materials before stock. */
export const SHEETS: readonly SheetDef[] = [SUPPLIERS_SHEET, LOCATIONS_SHEET, MATERIALS_SHEET, STOCK_SHEET];

/** Limits on what is read (uploads are parsed with size and row limits). */
export const IMPORT_LIMITS = {
  /** The uploaded file. */
  maxFileBytes: 10 * 1024 * 1024,
  /** Rows per sheet, header excluded. */
  maxRowsPerSheet: 20_000,
  /**
   * Zip guard: the bytes all entries, and one entry, really inflate to (counted, not declared). A
   * Materials sheet of 20,000 rows with every column is about 12 MB of sheet XML and 9 MB of shared
   * strings; four full sheets stay under 64 MB.
   */
  maxUncompressedBytes: 64 * 1024 * 1024,
  maxEntryBytes: 32 * 1024 * 1024,
  /** Zip guard: entries in the archive (a workbook of four sheets has about fifteen). */
  maxEntries: 500,
  /** Errors listed in an answer (the count says how many there were). */
  maxErrorsListed: 500,
  /** Imports running at once in one business unit, and on the server (each holds its workbook in memory). */
  maxImportsPerUnit: 1,
  maxImportsPerServer: 2,
  /** The worker thread that reads a workbook: its heap, and how long it may take. */
  reading: { heapMb: 160, timeoutMs: 120_000, idleMs: 120_000 },
} as const;
