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

export const SUPPLIERS_SHEET: SheetDef = {
  kind: 'suppliers',
  sheet: 'Suppliers',
  key: 'supplier_name',
  columns: [
    text('Supplier name', 'supplier_name', 'Required. Identifies the supplier: an existing supplier with this name is updated.', 200, true),
    text('Contact person', 'contact_person', 'Optional.'),
    text('Company email', 'company_email', 'Optional e-mail address.'),
    { header: 'Average lead time', field: 'average_lead_time', type: 'integer', min: 0, note: 'Optional. Days from ordering to receipt (whole number, 0 or more).' },
    { header: 'Status', field: 'supplier_status', type: 'choice', choices: ['Active', 'Inactive'], blankAs: 'Active', note: 'Active or Inactive (blank: Active).' },
    text('Comments', 'comments', 'Optional.', 2000),
  ],
};

export const LOCATIONS_SHEET: SheetDef = {
  kind: 'locations',
  sheet: 'Locations',
  key: 'name',
  columns: [
    text('Location name', 'name', 'Required. Identifies the location: an existing location with this name is updated.', 100, true),
    text('Location role', 'location_role', 'Optional. The name of an existing location role of the business unit (e.g. Pick, Bulk).'),
    { header: 'State', field: 'state', type: 'choice', choices: ['Active', 'Inactive', 'Blocked'], blankAs: 'Active', note: 'Active, Inactive or Blocked (blank: Active).' },
    { header: 'ABC group', field: 'abc_group', type: 'choice', choices: ['A', 'B', 'C'], note: 'Optional: A, B or C.' },
    { header: 'Available for pick', field: 'available_for_pick', type: 'boolean', blankAs: true, note: 'Yes or No (blank: Yes).' },
    { header: 'Picking sequence', field: 'picking_sequence', type: 'integer', min: 0, note: 'Optional whole number: the order pickers walk the locations in.' },
    { header: 'Weight maximum', field: 'weight_maximum', type: 'number', min: 0, note: 'Optional, kg.' },
    { header: 'Volume maximum', field: 'volume_maximum', type: 'number', min: 0, note: 'Optional, m³.' },
  ],
};

export const MATERIALS_SHEET: SheetDef = {
  kind: 'materials',
  sheet: 'Materials',
  key: 'item_no',
  columns: [
    text('Item number', 'item_no', 'Required. Identifies the material: an existing material with this item number is updated.', 100, true),
    text('Name', 'name', 'Required.', 200, true),
    text('Description', 'description', 'Optional.', 2000),
    text('Barcode', 'barcode', 'Optional.', 100),
    text('EAN', 'ean', 'Optional.', 100),
    { header: 'Base unit of measure', field: 'base_uom', type: 'text', maxLength: 20, blankAs: 'PCS', note: 'Optional (blank: PCS).' },
    { header: 'Cost price', field: 'cost_price', type: 'number', min: 0, note: 'Optional.' },
    { header: 'Sales price', field: 'sales_price', type: 'number', min: 0, note: 'Optional.' },
    { header: 'ABC', field: 'abc', type: 'choice', choices: ['A', 'B', 'C'], note: 'Optional: A, B or C.' },
    text('Material group', 'material_group', 'Optional.', 100),
    {
      header: 'State',
      field: 'material_state',
      type: 'choice',
      choices: ['Active', 'Inactive', 'Blocked'],
      blankAs: 'Active',
      note: 'Active, Inactive or Blocked (blank: Active).',
    },
    text('Supplier name', 'supplier', 'Optional. A supplier of the business unit or of the Suppliers sheet.'),
    { header: 'Minimum warehouse quantity', field: 'minimum_warehouse_quantity', type: 'integer', min: 0, note: 'Optional whole number.' },
    { header: 'Maximum warehouse quantity', field: 'maximum_warehouse_quantity', type: 'integer', min: 0, note: 'Optional whole number, not below the minimum.' },
    { header: 'Weight', field: 'weight', type: 'number', min: 0, note: 'Optional, kg.' },
    { header: 'Has batch', field: 'has_batch', type: 'boolean', blankAs: false, note: 'Yes or No (blank: No).' },
    { header: 'Has expiry date', field: 'has_exp_date', type: 'boolean', blankAs: false, note: 'Yes or No (blank: No).' },
  ],
};

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
