import { isValidDate, readInstant } from '../format/read-instant';
import { localWallClock, writePattern } from '../format/zoned-format';

/**
 * The one set of filter operators, and what each means. The server's SQL condition (sqlCondition)
 * and the console's comparison of a row that arrives live (liveMatches) are both made from the
 * table below, so a row the list would not answer is never shown live, and the other way round.
 * Every other spelling in use (a URL's `<>`, a list view's `contains`/`gte`, a saved view's
 * `IsEqualTo`) is an alias of one of these.
 */
export const filterOperators = ['=', '!=', '<', '>', '<=', '>=', 'contain'] as const;
export type FilterOperator = (typeof filterOperators)[number];

/** The types of the fields a list publishes. */
export const listFieldTypes = ['text', 'number', 'boolean', 'date', 'datetime'] as const;
export type ListFieldType = (typeof listFieldTypes)[number];

type Ordered = Exclude<FilterOperator, 'contain'>;

/** An operator that compares in order (all but contain, which looks for a piece of text). */
interface OrderedMeaning {
  /** Further spellings accepted where an operator is written: `<field>[<op>]`, dxSelector. */
  spellings: readonly OperatorSpelling[];
  /** Several values: any of them matches, none of them may, or only the last counts. */
  many: 'any' | 'none' | 'last';
  /** The comparison with one bound value, in SQL. */
  sql: string;
  /** Whether it holds for the sign of (row value - filter value); NaN (values that do not compare) holds for none. */
  holds(order: number): boolean;
  /** A day against a date or date-and-time column (day: the bound day cast to date): the whole day counts. */
  sqlDay(column: string, day: string): string;
}

const OPERATORS: Record<Ordered, OrderedMeaning> = {
  '=': { spellings: [], many: 'any', sql: '=', holds: (o) => o === 0, sqlDay: (c, d) => `(${c} >= ${d} and ${c} < ${d} + 1)` },
  '!=': { spellings: ['<>'], many: 'none', sql: '<>', holds: (o) => o < 0 || o > 0, sqlDay: (c, d) => `(${c} < ${d} or ${c} >= ${d} + 1)` },
  '<': { spellings: [], many: 'last', sql: '<', holds: (o) => o < 0, sqlDay: (c, d) => `${c} < ${d}` },
  '>': { spellings: [], many: 'last', sql: '>', holds: (o) => o > 0, sqlDay: (c, d) => `${c} >= ${d} + 1` },
  '<=': { spellings: [], many: 'last', sql: '<=', holds: (o) => o <= 0, sqlDay: (c, d) => `${c} < ${d} + 1` },
  '>=': { spellings: [], many: 'last', sql: '>=', holds: (o) => o >= 0, sqlDay: (c, d) => `${c} >= ${d}` },
};

/**
 * Spellings of other vocabularies that mean one of the operators: a list view's named filters
 * (eq, in, contains, gte, lte, bool) and the saved form of a view's filters (IsEqualTo, In, and a
 * date range's ends IsGreaterThan/IsLessThan, which include the day they name).
 */
const ALIASES: Record<string, FilterOperator> = {
  eq: '=',
  in: '=',
  bool: '=',
  contains: 'contain',
  gte: '>=',
  lte: '<=',
  IsEqualTo: '=',
  In: '=',
  IsGreaterThan: '>=',
  IsLessThan: '<=',
};

/** A spelling accepted in `<field>[<op>]` and dxSelector. */
export type OperatorSpelling = FilterOperator | '<>';

/** Every spelling accepted in `<field>[<op>]` and dxSelector, each operator followed by its other spellings. */
export const operatorSpellings = filterOperators.flatMap((op) => (op === 'contain' ? [op] : [op, ...OPERATORS[op].spellings])) as readonly OperatorSpelling[];

/** The operator a spelling means (`<>` → `!=`, `contains` → `contain`), or undefined. */
export function canonicalOperator(spelling: string): FilterOperator | undefined {
  if ((filterOperators as readonly string[]).includes(spelling)) return spelling as FilterOperator;
  const found = (Object.keys(OPERATORS) as Ordered[]).find((op) => (OPERATORS[op].spellings as readonly string[]).includes(spelling));
  return found ?? (Object.hasOwn(ALIASES, spelling) ? ALIASES[spelling] : undefined);
}

/** The spellings a field of this type can be filtered with: text every one, boolean only (not) equal, the rest all but contain. */
export function operatorsFor(type: ListFieldType): OperatorSpelling[] {
  if (type === 'text') return [...operatorSpellings];
  if (type === 'boolean') return operatorSpellings.filter((s) => canonicalOperator(s) === '=' || canonicalOperator(s) === '!=');
  return operatorSpellings.filter((s) => s !== 'contain');
}

/** `<field>` alone: a text field contains the value; any other type equals it (several values: any of them). */
export function defaultOperator(type: ListFieldType): FilterOperator {
  return type === 'text' ? 'contain' : '=';
}

/**
 * The operator a grid's page filter compares live rows with: its dxSelector (any spelling), else
 * contain for a text filter and = for the others (a date range compares its ends with >= and <=).
 */
export function pageFilterOperator(type: string, dxSelector: string | undefined): FilterOperator {
  return (dxSelector === undefined ? undefined : canonicalOperator(dxSelector)) ?? (type === 'text' ? 'contain' : '=');
}

const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** A comparison made in SQL: the column (from the list view, never from a request) and its type. */
export interface SqlFilter {
  sql: string;
  type: ListFieldType;
  operator: FilterOperator;
}

/**
 * The SQL condition of a filter. `bind` binds a value and answers its placeholder; `convert`
 * turns one text value into the bound value of the type (and refuses what is not one).
 */
export function sqlCondition(filter: SqlFilter, values: readonly string[], bind: (value: unknown) => string, convert: (value: string) => unknown): string {
  const { sql, type, operator } = filter;
  const last = values[values.length - 1];
  if (operator === 'contain') return `${sql} ilike ${bind('%' + last.replace(/[\\%_]/g, (c) => '\\' + c) + '%')}`;
  const meaning = OPERATORS[operator];
  // A day on a date (or date-and-time) field stands for the whole day, as the console compares it.
  if ((type === 'datetime' || type === 'date') && values.length === 1 && DAY_ONLY.test(last)) {
    return meaning.sqlDay(sql, `${bind(convert(last))}::date`);
  }
  if (values.length > 1 && meaning.many !== 'last') {
    const any = `${sql} = any(${bind(values.map(convert))})`;
    return meaning.many === 'any' ? any : `not (${any})`;
  }
  return `${sql} ${meaning.sql} ${bind(convert(last))}`;
}

/** The calendar day of a value in the browser's zone (as dayjs wrote it: "Invalid Date" for none). */
function dayOf(value: unknown): string {
  const d = readInstant(value);
  return isValidDate(d) ? writePattern(localWallClock(d), 'YYYY-MM-DD') : 'Invalid Date';
}
const sign = (a: number | string, b: number | string): number => (a < b ? -1 : a > b ? 1 : a === b ? 0 : NaN);
const asBoolean = (value: unknown): boolean => value === true || value === 'true';

/** The order of a row's value against one filter value, compared as the field's type; NaN when they do not compare. */
function order(type: ListFieldType, left: unknown, right: unknown): number {
  switch (type) {
    case 'number':
      return sign(Number(left), Number(right));
    case 'boolean':
      return sign(Number(asBoolean(left)), Number(asBoolean(right)));
    case 'date':
      return sign(dayOf(left), dayOf(right));
    case 'datetime':
      return DAY_ONLY.test(String(right)) ? sign(dayOf(left), String(right)) : sign(Date.parse(String(left)), Date.parse(String(right)));
    default:
      return sign(String(left), String(right));
  }
}

/**
 * Whether a row's value passes a filter, on the client: the same meaning as sqlCondition. A
 * missing value (SQL null) passes no comparison.
 */
export function liveMatches(operator: FilterOperator, type: ListFieldType, value: unknown, values: readonly unknown[]): boolean {
  if (value === undefined || value === null || values.length === 0) return false;
  const last = values[values.length - 1];
  if (operator === 'contain') return String(value).toLowerCase().includes(String(last).toLowerCase());
  const meaning = OPERATORS[operator];
  const one = (v: unknown) => meaning.holds(order(type, value, v));
  if (meaning.many === 'any') return values.some(one);
  if (meaning.many === 'none') return values.every(one);
  return one(last);
}
