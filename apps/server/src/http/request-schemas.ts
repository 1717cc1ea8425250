/** JSON Schema pieces shared by the master-data routes. */

/** DELETE ...?ids=1&ids=2 (the ids as a repeated parameter). */
export const idsQuery = {
  type: 'object',
  additionalProperties: false,
  required: ['ids'],
  properties: { ids: { type: 'array', minItems: 1, maxItems: 1000, items: { type: 'integer', minimum: 1 } } },
} as const;

export const idParams = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1 } },
} as const;

export const nullableText = (maxLength: number) => ({ type: ['string', 'null'], maxLength }) as const;
export const requiredText = (maxLength: number) => ({ type: 'string', minLength: 1, maxLength, pattern: '\\S' }) as const;
export const nullableNumber = (minimum = 0) => ({ type: ['number', 'null'], minimum }) as const;

/** Trims a text field; an empty string becomes null so that "cleared" and "not set" look the same. */
export function cleanText(value: string | null | undefined): string | null | undefined {
  if (value === undefined || value === null) return value;
  const t = value.trim();
  return t === '' ? null : t;
}

/** A GET without parameters: anything in the query string is a mistake worth a 400. */
export const noQuery = { querystring: { type: 'object', additionalProperties: false, properties: {} } } as const;
