import { Type, type TSchema } from '@sinclair/typebox';

/**
 * The pieces the route schemas are made of. Requests are validated without coercion of bodies and
 * unknown properties are refused; these are the same JSON schemas the server used before the table.
 */
export const id = Type.Integer({ minimum: 1, maximum: 2147483647 });
export const quantity = Type.Integer({ minimum: 1, maximum: 1000000000 });
export const ids = Type.Array(id, { minItems: 1, maxItems: 1000 });
export const text = (maxLength = 200) => Type.String({ minLength: 1, maxLength });
/** A text that may be null (as one JSON type list, so the validator's messages stay as they were). */
export const optionalText = (maxLength = 500) => Type.Unsafe<string | null>({ type: ['string', 'null'], maxLength });
export const date = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

/** A request object: unknown properties refused. */
export const body = <P extends Record<string, TSchema>>(properties: P) => Type.Object(properties, { additionalProperties: false });

export const idParams = Type.Object({ id });

/** `?ids=1&ids=2` (a single id arrives as one value and is made a list). */
export const idsQuery = Type.Object({ ids }, { additionalProperties: false });

/** `{ result: T }`, the envelope of every answer. */
export const result = <T extends TSchema>(schema: T) => Type.Object({ result: schema });

/**
 * A row whose fields the table does not list (a list view's row, a report's line): sent as it comes.
 * A route whose answer holds one is answered with JSON.stringify, not with a serialiser that would
 * drop the fields it does not know.
 */
export const openRow = (description = 'A row with the fields of its list view.') =>
  Type.Unsafe<Record<string, unknown>>({ type: 'object', additionalProperties: true, description });

/** The keyword that marks a list route's query with its list's name (the path table carries it as `list`). */
export const LIST_QUERY_KEYWORD = 'x-list';

/**
 * The query of a list route: its filters, sort and skip/take, as the list's contract
 * (schemas/lists/<Name>.json) names them, and `fields` (the fields the answer carries).
 */
export const listQuery = (list: string) =>
  Type.Unsafe<Record<string, string | number | boolean | null | undefined | Array<string | number>>>({
    type: 'object',
    additionalProperties: true,
    description: `Filters, sort, skip/take and fields (comma-separated: the answer carries only those) of the ${list} list (schemas/lists/${list}.json).`,
    [LIST_QUERY_KEYWORD]: list,
  });

/** The list a route's query belongs to (listQuery), if it is a list route. */
export function listOfQuery(query: unknown): string | undefined {
  const list = query && typeof query === 'object' ? (query as Record<string, unknown>)[LIST_QUERY_KEYWORD] : undefined;
  return typeof list === 'string' ? list : undefined;
}

/** The answer of a list route: all rows (`{ result: rows }`) or, with skip/take, a page (`{ result: { data, totalCount } }`). */
export function listAnswer<T extends TSchema = ReturnType<typeof openRow>>(row: T = openRow() as TSchema as T) {
  return Type.Object({ result: Type.Union([Type.Array(row), Type.Object({ data: Type.Array(row), totalCount: Type.Integer({ minimum: 0 }) })]) }, { 'x-open': true });
}

/** The answer of a multi-row action: counts and failed lines, 200 when all went through, 207 otherwise. */
export const multiStatusAnswer = Type.Object(
  {
    result: Type.Object({
      successCount: Type.Integer({ minimum: 0 }),
      failedCount: Type.Integer({ minimum: 0 }),
      failed: Type.Array(Type.Object({}, { additionalProperties: true })),
      failedTitle: Type.Optional(Type.String()),
    }),
  },
  { 'x-open': true },
);

/** Whether an answer is sent as it comes (JSON.stringify) rather than serialised from its schema. */
export function isOpenAnswer(schema: TSchema): boolean {
  return (schema as { 'x-open'?: boolean })['x-open'] === true;
}

/** Marks an answer as sent as it comes. */
export const open = <T extends TSchema>(schema: T): T => ({ ...schema, 'x-open': true });
