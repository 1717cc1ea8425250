import { Type } from '@sinclair/typebox';
import { defineRoute, SIGNED_IN } from '../define-route';
import { LIST_READ, WRITE } from '../door-permissions';
import { idsQuery, materialSummaryFields as materialSummary, noQuery } from '../master-data-parts';
import { listAnswer, listQuery, multiStatusAnswer, open, openRow, result } from '../schema-parts';
import { createMaterialBody, updateMaterialBody } from './material-input';
import { searchBodySchema, searchQuerySchema } from './material-search';

const materialRow = openRow('A row of the Material list (schemas/lists/Material.json).');
import { nullable } from '../warehouse-parts';
/** A row of the Material list: the fields callers read named, the rest of the list's fields sent as they come. */
const materialListRow = Type.Object(
  { id: Type.Integer(), itemNo: Type.String(), name: Type.String(), barcode: nullable(Type.String()), salesPrice: Type.Optional(nullable(Type.Number())) },
  { additionalProperties: true, description: 'A row of the Material list (schemas/lists/Material.json).' },
);
const searchPage = open(result(Type.Object({ data: Type.Array(materialListRow), totalCount: Type.Integer({ minimum: 0 }) })));
const summaryRows = (what: string) => open(result(Type.Array(openRow(what))));
const positive = Type.Integer({ minimum: 1 });

/** Materials: list, search, get, bill of materials, create, update, delete, supplier associations and labels. */
export const Material = {
  description: defineRoute({
    key: 'Material.description',
    method: 'GET',
    path: 'Material/description',
    permission: LIST_READ.Material,
    query: listQuery('Material'),
    answer: listAnswer(materialRow),
    description: "The Materials grid's rows; with skip/take a page { data, totalCount }.",
  }),
  searchIndex: defineRoute({
    key: 'Material.searchIndex',
    method: 'GET',
    path: 'Material/description/searchIndex',
    permission: SIGNED_IN,
    query: noQuery,
    answer: summaryRows('A material in short: id, itemNo, name, barcode, ean, baseUoM, materialIdentifiers.'),
    description: 'Every material in short (id, itemNo, name, barcode, ean) for quick look-ups.',
  }),
  search: defineRoute({
    key: 'Material.search',
    method: 'GET',
    path: 'Material/search',
    permission: SIGNED_IN,
    query: searchQuerySchema,
    answer: searchPage,
    description: 'Paged search by text, itemNo, name, barcode, group, state, supplierId; refused without a filter.',
  }),
  Search: defineRoute({
    key: 'Material.Search',
    method: 'POST',
    path: 'Material/Search',
    permission: SIGNED_IN,
    body: searchBodySchema,
    answer: searchPage,
    description: 'Paged search with lists of item numbers or barcodes in the body; refused without a filter.',
  }),
  get: defineRoute({
    key: 'Material.get',
    method: 'POST',
    path: 'Material/get',
    permission: SIGNED_IN,
    body: Type.Unsafe<{ ids?: number[]; itemNos?: string[] }>({
      type: 'object',
      additionalProperties: false,
      minProperties: 1,
      properties: {
        ids: { type: 'array', maxItems: 1000, items: { type: 'integer', minimum: 1 } },
        itemNos: { type: 'array', maxItems: 1000, items: { type: 'string', minLength: 1, maxLength: 50 } },
      },
    }),
    answer: summaryRows('A row of the Material list with its kit components.'),
    description: 'Materials by ids or itemNos, with their units of measure and kit components.',
  }),
  bom: defineRoute({
    key: 'Material.bom',
    method: 'GET',
    path: 'Material/bom/{materialNumber}',
    permission: SIGNED_IN,
    params: Type.Object({ materialNumber: Type.String({ minLength: 1, maxLength: 50 }) }),
    answer: open(result(openRow('The kit: id, itemNo, name, isBOM and its components.'))),
    description: "A kit's components by the kit's item number.",
  }),
  create: defineRoute({
    key: 'Material.create',
    method: 'POST',
    path: 'Material',
    permission: WRITE.materialAdd,
    body: createMaterialBody,
    answer: open(result(materialRow)),
    description: 'Add a material with its units of measure; the answer is its row of the Material list.',
  }),
  UpdateMaterial: defineRoute({
    key: 'Material.UpdateMaterial',
    method: 'PUT',
    path: 'Material/UpdateMaterial',
    permission: WRITE.materialUpdate,
    body: updateMaterialBody,
    answer: open(result(materialRow)),
    description: 'Edit a material; fields left out keep their value.',
  }),
  delete: defineRoute({
    key: 'Material.delete',
    method: 'DELETE',
    path: 'Material',
    permission: 'data/material_delete',
    query: idsQuery,
    answer: multiStatusAnswer,
    description: 'Delete materials: ids repeated; 207 with the lines that have stock.',
  }),
  GetUnassociatedMaterials: defineRoute({
    key: 'Material.GetUnassociatedMaterials',
    method: 'GET',
    path: 'Material/GetUnassociatedMaterials',
    permission: SIGNED_IN,
    query: noQuery,
    answer: open(result(Type.Array(Type.Object(materialSummary, { additionalProperties: true })))),
    description: 'Materials without a supplier.',
  }),
  GetMaterialsForAssociations: defineRoute({
    key: 'Material.GetMaterialsForAssociations',
    method: 'GET',
    path: 'Material/GetMaterialsForAssociations',
    permission: SIGNED_IN,
    query: Type.Object({ supplierId: Type.Optional(positive) }, { additionalProperties: false }),
    answer: open(result(Type.Array(Type.Object({ ...materialSummary, linkedToOtherSupplier: Type.Boolean(), associationLabel: Type.String() }, { additionalProperties: true })))),
    description: 'Materials that can be associated with a supplier (optional supplierId), with their current supplier.',
  }),
  labelPreview: defineRoute({
    key: 'Material.labelPreview',
    method: 'GET',
    path: 'Material/labelPreview/{materialId}/{printerId}',
    permission: 'data/print_label',
    params: Type.Object({ materialId: positive, printerId: positive }),
    answer: open(Type.Unsafe<Blob>({ type: 'string', description: 'An SVG image (image/svg+xml).' })),
    description: "The material's label as an SVG image, sized for the printer.",
  }),
  printLabel: defineRoute({
    key: 'Material.printLabel',
    method: 'POST',
    path: 'Material/printLabel',
    permission: 'data/print_label',
    body: Type.Object(
      { materialId: positive, printerId: positive, copies: Type.Integer({ minimum: 1, maximum: 999 }), labelDefinitionId: Type.Optional(positive) },
      { additionalProperties: false },
    ),
    answer: open(
      result(
        Type.Object({
          id: Type.Integer(),
          printerName: Type.String(),
          copies: Type.Integer(),
          payloadFormat: Type.Union([Type.Literal('ZPL'), Type.Literal('SVG')]),
          state: Type.Literal('Queued'),
          createdAt: Type.String({ format: 'date-time' }),
        }),
      ),
    ),
    description: "Queue a print job of the material's label on a printer.",
  }),
} as const;
