// The operators' own files, not the schema package's index: that would bring the schema validator
// (ajv and the meta-schemas) into every grid page.
import { canonicalOperator, liveMatches, type FilterOperator, type ListFieldType } from '../../schema/filter-operators';
import { parseFieldFilterParam } from '../../schema/list-operators';

/** One condition of a grid's fixed query (dataSource.query) on the rows: `<field>` or `<field>[<operator>]`. */
export interface FixedCondition {
  field: string;
  operator: FilterOperator;
  values: unknown[];
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}/;

/**
 * The fixed query of a grid's data source as conditions on its rows, so that a row that arrives
 * live is held to the filter the list applies to every load. A key names a row field and may name
 * an operator (`reservedStockQuantity[>]`); a key alone pins the value (=; several values: any of
 * them). Values that are not plain (a template left unfilled, an object) compare nothing.
 */
export function fixedConditions(query: Record<string, unknown> | undefined): FixedCondition[] {
  const conditions: FixedCondition[] = [];
  for (const [key, raw] of Object.entries(query ?? {})) {
    const parsed = parseFieldFilterParam(key);
    const operator = parsed && (parsed.operator === undefined ? '=' : canonicalOperator(parsed.operator));
    const values = (Array.isArray(raw) ? raw : [raw]).filter((v) => typeof v === 'number' || typeof v === 'boolean' || (typeof v === 'string' && v !== ''));
    if (!parsed || !operator || values.length === 0) continue;
    conditions.push({ field: parsed.field, operator, values });
  }
  return conditions;
}

/**
 * The type a row's value compares as: a number, a date (with a day to compare) or text; true and
 * false compare as their text, which orders and equals them as the list does.
 */
function typeOf(value: unknown, against: unknown): ListFieldType {
  if (typeof value === 'number' || typeof against === 'number') return 'number';
  return ISO_DAY.test(String(value)) && ISO_DAY.test(String(against)) ? 'datetime' : 'text';
}

/**
 * Whether a row passes the fixed conditions. A condition on a field the row does not carry (a
 * parameter the list's route reads itself) is the server's to apply, and is not compared here.
 */
export function matchesFixed(row: Record<string, unknown>, conditions: readonly FixedCondition[]): boolean {
  return conditions.every((c) => {
    if (!Object.hasOwn(row, c.field)) return true;
    const value = row[c.field];
    return liveMatches(c.operator, typeOf(value, c.values[0]), value, c.values);
  });
}
