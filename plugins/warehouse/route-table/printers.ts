import { defineRoute, LIST_READ, Type } from '@cockpit/contracts';
import { idParams, noQuery } from '@cockpit/contracts/master-data-parts';
import { listAnswer, listQuery, open, openRow, result } from '@cockpit/contracts/schema-parts';
import { openRows } from '@cockpit/contracts/warehouse-parts';

export const PRINT_TECHNOLOGIES = ['ZPL', 'PDF', 'SVG'] as const;

/** A printer as the printer dialog sends it (POST and PUT take the whole printer). */
export interface PrinterInput {
  name: string;
  displayText?: string | null;
  isNetworkPrinter?: boolean;
  networkNameOrIp?: string | null;
  printTechnology: (typeof PRINT_TECHNOLOGIES)[number];
  locationId?: number | null;
  labelDefinitionIds?: number[];
}

/** The printer dialog's body, kept as plain JSON Schema so that the validator's messages stay as they were. */
export const printerBody = Type.Unsafe<PrinterInput>({
  type: 'object',
  additionalProperties: false,
  required: ['name', 'printTechnology'],
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 100, pattern: '\\S' },
    displayText: { type: ['string', 'null'], maxLength: 200 },
    isNetworkPrinter: { type: 'boolean' },
    // A host name or an IPv4/IPv6 address, optionally with a port.
    networkNameOrIp: { type: ['string', 'null'], maxLength: 255, pattern: '^([A-Za-z0-9.\\-:\\[\\]]+)?$' },
    printTechnology: { enum: PRINT_TECHNOLOGIES },
    locationId: { type: ['integer', 'null'], minimum: 1 },
    labelDefinitionIds: { type: 'array', maxItems: 50, uniqueItems: true, items: { type: 'integer', minimum: 1 } },
  },
});

const SETTINGS = 'header/settings/printers';
const printerRow = open(result(openRow('A row of the Printer list (schemas/lists/Printer.json).')));

/** Printers: the printer-management page and the print-label dialog's list. */
export const Printer = {
  description: defineRoute({
    key: 'Printer.description',
    method: 'GET',
    path: 'Printer/description',
    permission: LIST_READ.Printer,
    query: listQuery('Printer'),
    answer: listAnswer(),
    description: "The printer-management grid's rows; with skip/take a page { data, totalCount }.",
  }),
  materialPrintersWithDefinitions: defineRoute({
    key: 'Printer.materialPrintersWithDefinitions',
    method: 'GET',
    path: 'Printer/materialPrintersWithDefinitions/list',
    permission: 'data/print_label',
    query: noQuery,
    answer: openRows('A printer (id, name, displayText, printTechnology, locationName) with its material label definitions (id, name, widthMm, heightMm).'),
    description: "Printers of material labels with those label definitions: the print-label dialog's options.",
  }),
  labelDefinitions: defineRoute({
    key: 'Printer.labelDefinitions',
    method: 'GET',
    path: 'Printer/labelDefinitions',
    permission: SETTINGS,
    query: noQuery,
    answer: openRows('A label definition: id, name, labelKind, widthMm, heightMm.'),
    description: 'Label definitions a printer can be given.',
  }),
  create: defineRoute({
    key: 'Printer.create',
    method: 'POST',
    path: 'Printer',
    permission: SETTINGS,
    body: printerBody,
    answer: printerRow,
    description: 'Add a printer; answers its row of the Printer list.',
  }),
  update: defineRoute({
    key: 'Printer.update',
    method: 'PUT',
    path: 'Printer/{id}',
    permission: SETTINGS,
    params: idParams,
    body: printerBody,
    answer: printerRow,
    description: 'Edit a printer; answers its row of the Printer list.',
  }),
  delete: defineRoute({
    key: 'Printer.delete',
    method: 'DELETE',
    path: 'Printer/{id}',
    permission: SETTINGS,
    params: idParams,
    answer: result(Type.Literal(true)),
    description: 'Delete a printer.',
    example: { result: true },
  }),
} as const;
