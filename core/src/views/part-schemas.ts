import type { ViewWireParts } from './view-types';

/**
 * The JSON shape of each saved view part, strictly: the server checks writes against these (a bad
 * part is a 400 that names it), while readers stay lenient (parse-saved.ts). Field names are
 * grid fields ("itemNo", "supplier.name").
 */
const field = { type: 'string', minLength: 1, maxLength: 200 } as const;
const fieldList = { type: 'array', maxItems: 500, items: field } as const;
const widthList = {
  type: 'array',
  maxItems: 500,
  items: {
    type: 'object',
    additionalProperties: false,
    required: ['field', 'width'],
    properties: { field, width: { type: 'integer', minimum: 10, maximum: 5000 } },
  },
} as const;
const option = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'name'],
  properties: { id: { type: ['string', 'number'] }, name: { type: 'string', maxLength: 500 } },
} as const;

export const VIEW_PART_SCHEMAS: Record<keyof ViewWireParts, object> = {
  visibleColumnName: {
    type: 'object',
    additionalProperties: false,
    required: ['master'],
    properties: { master: { ...fieldList, minItems: 1 }, detail: fieldList },
  },
  columnToSortOn: { type: 'object', additionalProperties: false, required: ['master'], properties: { master: fieldList } },
  sortingDirection: {
    type: 'object',
    additionalProperties: false,
    required: ['master'],
    properties: { master: { type: 'array', maxItems: 500, items: { enum: ['asc', 'desc'] } } },
  },
  columnWidth: { type: 'object', additionalProperties: false, properties: { master: widthList, detail: widthList } },
  activeFilters: {
    type: 'array',
    maxItems: 200,
    items: {
      type: 'object',
      additionalProperties: false,
      required: ['selector', 'operator', 'values'],
      properties: {
        selector: field,
        operator: { enum: ['IsEqualTo', 'In', 'IsGreaterThan', 'IsLessThan'] },
        values: { type: 'array', maxItems: 1000, items: { anyOf: [{ type: ['string', 'number', 'boolean'] }, option] } },
      },
    },
  },
  columnGrouping: { type: 'object', additionalProperties: false, required: ['master'], properties: { master: { ...fieldList, maxItems: 5 } } },
};

/** What each part must hold, in words, for the 400 answer. */
export const VIEW_PART_SHAPES: Record<keyof ViewWireParts, string> = {
  visibleColumnName: '{"master": [field, ...], "detail": [field, ...]} with at least one master column',
  columnToSortOn: '{"master": [field, ...]}',
  sortingDirection: '{"master": ["asc" | "desc", ...]} (one per sorted column)',
  columnWidth: '{"master": [{"field", "width"}], "detail": [{"field", "width"}]}',
  activeFilters: '[{"selector", "operator": "IsEqualTo" | "In" | "IsGreaterThan" | "IsLessThan", "values": [...]}]',
  columnGrouping: '{"master": [field, ...]} (at most 5 fields)',
};
