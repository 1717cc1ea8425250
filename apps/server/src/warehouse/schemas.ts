/** JSON schemas of the engine's request bodies (validated without coercion; unknown properties refused). */
export const id = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
export const quantity = { type: 'integer', minimum: 1, maximum: 1000000000 } as const;
export const ids = { type: 'array', minItems: 1, maxItems: 1000, items: id } as const;
export const text = (maxLength = 200) => ({ type: 'string', minLength: 1, maxLength }) as const;
export const optionalText = (maxLength = 500) => ({ type: ['string', 'null'], maxLength }) as const;
export const date = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } as const;

export function body(properties: Record<string, unknown>, required: string[]) {
  return { type: 'object', additionalProperties: false, required, properties } as const;
}

export const idsBody = (name: string) => body({ [name]: ids }, [name]);

export const idParams = { type: 'object', required: ['id'], properties: { id } } as const;
