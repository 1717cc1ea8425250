import type { ListView } from './list-view';

/**
 * The tables a list view's rows are read from: the names after `from` and `join` in its SQL (the
 * source, condition, fields, filters and historical flag, subqueries included), or the view's own
 * `sourceTables` when it declares them. A kept answer of the view is used again only while none of
 * these tables has changed (list-answer-cache.ts).
 *
 * `undefined` means the tables cannot be told from the SQL, and the answer must then be labelled
 * with every commit of the database: a name after `from`/`join` followed by `(` (a function, which
 * may read any table) other than the set-returning built-ins below, or a call of one of our own
 * database functions (`cockpit_...`) anywhere. A name that is no tracked table (a common table
 * expression, a database view) is caught by the caller, which compares the names with the tables
 * that carry the change trigger.
 */
const SOURCE = /\b(?:from|join)\s+(?:only\s+|lateral\s+)?(?!lateral\b)([a-z_][a-z0-9_$]*)(\s*\.\s*[a-z_][a-z0-9_$]*)?(\s*\()?/giu;

/** Built-in set-returning functions that read no table. */
const PURE_FUNCTIONS = new Set([
  'generate_series',
  'unnest',
  'json_array_elements',
  'jsonb_array_elements',
  'json_each',
  'jsonb_each',
  'jsonb_array_elements_text',
  'json_array_elements_text',
  'regexp_split_to_table',
]);

/** Our own database functions may read any table. */
const OWN_FUNCTION = /\bcockpit_[a-z0-9_]*\s*\(/iu;

/** The SQL texts of a view that may name a table (its source is what follows `from`). */
export function sqlTextsOf(view: ListView): string[] {
  const texts = [`from ${view.from}`, view.where ?? '', view.businessUnit, view.id, view.historical?.sql ?? ''];
  for (const f of Object.values(view.fields)) texts.push(f.sql);
  for (const f of Object.values(view.filters ?? {})) texts.push(f.sql);
  return texts;
}

const derived = new WeakMap<ListView, readonly string[] | undefined>();
const mentioned = new WeakMap<ListView, readonly string[] | undefined>();

/**
 * Every table name after `from` or `join` in the view's SQL, once per mention (a table read twice,
 * say in a subquery of a field, is named twice), or undefined when the tables cannot be told.
 */
export function sourceTableMentions(view: ListView): readonly string[] | undefined {
  if (mentioned.has(view)) return mentioned.get(view);
  const names: string[] = [];
  let known = true;
  for (const text of sqlTextsOf(view)) {
    if (OWN_FUNCTION.test(text)) known = false;
    for (const [, name, qualified, call] of text.matchAll(SOURCE)) {
      const lower = name.toLowerCase();
      if (call && !qualified) {
        if (!PURE_FUNCTIONS.has(lower)) known = false;
      } else if (qualified) {
        // `extract(day from s.fifo_date)`: a column, not a table; `public.stocks` is a table.
        if (lower === 'public') names.push(qualified.replace(/[\s.]/gu, '').toLowerCase());
      } else {
        names.push(lower);
      }
    }
  }
  const tables = known ? names : undefined;
  mentioned.set(view, tables);
  return tables;
}

export function sourceTablesOf(view: ListView): readonly string[] | undefined {
  if (view.sourceTables) return view.sourceTables;
  if (derived.has(view)) return derived.get(view);
  const names = sourceTableMentions(view);
  const tables = names ? [...new Set(names)].sort() : undefined;
  derived.set(view, tables);
  return tables;
}

const SQL_WORDS = new Set(['left', 'right', 'inner', 'outer', 'full', 'cross', 'natural', 'join', 'where', 'on', 'using', 'lateral']);
const bases = new WeakMap<ListView, { table: string; alias: string; id: string } | undefined>();

/**
 * The table whose rows are the view's rows: the first name of its source, with the alias the
 * view's id is a column of (`stocks s` and `s.id`: stocks, s, id). Undefined when the source does
 * not start so (a subquery, a function, an id that is an expression).
 */
export function baseTableOf(view: ListView): { table: string; alias: string; id: string } | undefined {
  if (bases.has(view)) return bases.get(view);
  const from = /^\s*([a-z_][a-z0-9_]*)\s+(?:as\s+)?([a-z_][a-z0-9_]*)(?=\s|$)/iu.exec(view.from);
  const id = /^\s*([a-z_][a-z0-9_]*)\.([a-z_][a-z0-9_]*)\s*$/iu.exec(view.id);
  const base =
    from && id && !SQL_WORDS.has(from[2].toLowerCase()) && from[2].toLowerCase() === id[1].toLowerCase() ? { table: from[1].toLowerCase(), alias: from[2], id: id[2] } : undefined;
  bases.set(view, base);
  return base;
}
