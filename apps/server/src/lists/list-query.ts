import { canonicalOperator, sqlCondition } from '@cockpit/core/schema';
import { badRequest } from '../http/errors';
import type { Queryable } from '../db/types';
import { fieldFilterCondition, resolveFieldFilter } from './field-filters';
import { FIELDS_PARAM, fieldProjection } from './field-projection';
import type { ListFieldType, ListView } from './list-view';

/** The query parameters a list endpoint accepts besides the view's own filters. */
export const PAGING_PARAMS = ['skip', 'take', 'orderBy', 'orderDirection', 'historical', FIELDS_PARAM];

export type RawQuery = Record<string, string | string[] | undefined>;

export interface ListRequest {
  businessUnitId: number;
  query: RawQuery;
}

interface Built {
  where: string;
  params: unknown[];
  order: string;
  reversedOrder: string;
  /** The field the rows are ordered by (then by the view's id) and the direction. */
  orderField: string;
  direction: 'asc' | 'desc';
}

function one(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[value.length - 1] : value;
}

function convert(value: string, type: ListFieldType, name: string): unknown {
  switch (type) {
    case 'number': {
      const n = Number(value);
      if (value.trim() === '' || !Number.isFinite(n)) throw badRequest(`${name} must be a number`);
      return n;
    }
    case 'boolean':
      if (value !== 'true' && value !== 'false') throw badRequest(`${name} must be true or false`);
      return value === 'true';
    case 'date':
    case 'datetime':
      if (!/^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/.test(value) || Number.isNaN(Date.parse(value))) {
        throw badRequest(`${name} must be a date (YYYY-MM-DD, optionally with time)`);
      }
      return value;
    default:
      return value;
  }
}

function build(view: ListView, req: ListRequest): Built {
  const params: unknown[] = [req.businessUnitId];
  const conditions = [`${view.businessUnit} = $1`];
  if (view.where) conditions.push(`(${view.where})`);
  const add = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const q = req.query;
  for (const [name, raw] of Object.entries(q)) {
    if (raw === undefined || PAGING_PARAMS.includes(name)) continue;
    const filter = view.filters && Object.hasOwn(view.filters, name) ? view.filters[name] : undefined;
    const values = (Array.isArray(raw) ? raw : [raw]).filter((v) => v !== '');
    if (!filter) {
      // Not a named filter: a published field, filtered from a schema alone (or a 400 naming what is accepted).
      const resolved = resolveFieldFilter(view, name);
      if (values.length) conditions.push(fieldFilterCondition(resolved, values, name, add, convert));
      continue;
    }
    if (values.length === 0) continue;
    // A named filter is one of the operators (filter-operators.ts) on its column: `in` takes every
    // value, the others the last one; `bool` compares as true or false whatever the column's type.
    const type = filter.op === 'bool' ? 'boolean' : filter.type;
    const operator = canonicalOperator(filter.op)!;
    conditions.push(sqlCondition({ sql: filter.sql, type, operator }, filter.op === 'in' ? values : values.slice(-1), add, (v) => convert(v, type, name)));
  }
  if (view.historical) {
    const historical = one(q.historical) === 'true';
    if (historical && !one(q[view.historical.fromFilter])) throw badRequest('Historical data can only be chosen when a from date is set');
    if (!historical) conditions.push(`not coalesce(${view.historical.sql}, false)`);
  }

  const orderBy = one(q.orderBy) ?? view.defaultSort.field;
  const field = view.fields[orderBy];
  if (!field) throw badRequest(`Cannot sort ${view.name} by "${orderBy}"`);
  if (orderBy !== view.defaultSort.field && !field.sortable) throw badRequest(`Cannot sort ${view.name} by "${orderBy}"`);
  const dirRaw = (one(q.orderDirection) ?? (orderBy === view.defaultSort.field && !one(q.orderBy) ? view.defaultSort.direction : 'asc')).toLowerCase();
  if (dirRaw !== 'asc' && dirRaw !== 'desc') throw badRequest('orderDirection must be asc or desc');
  const flip = (d: string) => (d === 'asc' ? 'desc' : 'asc');
  const nulls = (d: string) => (d === 'asc' ? 'nulls first' : 'nulls last');
  return {
    where: conditions.join(' and '),
    params,
    orderField: orderBy,
    direction: dirRaw,
    order: `${field.sql} ${dirRaw} ${nulls(dirRaw)}, ${view.id} ${dirRaw}`,
    reversedOrder: `${field.sql} ${flip(dirRaw)} ${nulls(flip(dirRaw))}, ${view.id} ${flip(dirRaw)}`,
  };
}

/** The select list: every field of the view, or the projection's (`fields`, checked against the view). */
function selectList(view: ListView, fields?: readonly string[]): string {
  return (fields ?? Object.keys(view.fields)).map((name) => `${view.fields[name].sql} as "${name}"`).join(', ');
}

function intParam(value: string | undefined, name: string, fallback: number, max: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw badRequest(`${name} must be a whole number of 0 or more`);
  if (n > max) throw badRequest(`${name} must be at most ${max}`);
  return n;
}

/** Every matching row up to `limit` (classic pages: the client-side row model, up to rowsLimit). */
export async function listRows<T = Record<string, unknown>>(db: Queryable, view: ListView, req: ListRequest, limit: number): Promise<T[]> {
  const fields = fieldProjection(view, req.query);
  const b = build(view, req);
  const params = [...b.params, Math.max(0, Math.floor(limit))];
  const { rows } = await db.query<T>(`select ${selectList(view, fields)} from ${view.from} where ${b.where} order by ${b.order} limit $${params.length}`, params, PREPARED);
  return rows;
}

/**
 * The parts of listRows' statement for a request: its select list (and the field names in that
 * order), its conditions with their parameters, and its order. For the refresh of a kept whole
 * list (list-row-refresh.ts), which must read rows exactly as listRows does.
 */
export function listRowsParts(view: ListView, req: ListRequest) {
  const fields = fieldProjection(view, req.query);
  const b = build(view, req);
  return { select: selectList(view, fields), names: fields ?? Object.keys(view.fields), where: b.where, params: b.params, orderField: b.orderField, direction: b.direction };
}

/** List texts depend only on the view, the filters used and the order (values are parameters): kept prepared. */
const PREPARED = { prepare: true } as const;

/**
 * The rows of one page, joined for the page only: the ids are picked first from the filtered and
 * ordered list (where the planner drops every left join that neither the filters nor the order
 * use), then the page's rows are read with all their joins. Reading all columns of every matching
 * row and sorting them to keep 20 cost ~10x more on a few hundred rows, and grows with the list.
 * The outer query repeats the conditions, so it can never return a row the list would not.
 */
function pageQuery(view: ListView, b: Built, order: string, limit: number, offset: number, fields: readonly string[] | undefined): { sql: string; params: unknown[] } {
  const params = [...b.params, limit, offset];
  const ids = `select ${view.id} from ${view.from} where ${b.where} order by ${order} limit $${params.length - 1} offset $${params.length}`;
  return { sql: `select ${selectList(view, fields)} from ${view.from} where (${b.where}) and ${view.id} = any(array(${ids})) order by ${order}`, params };
}

/**
 * One page (server-side-paged pages). Offset paging on an indexed order; a page in the far half is
 * read from the other end with the order reversed, so the last page costs what the first does.
 */
export async function listPage<T = Record<string, unknown>>(db: Queryable, view: ListView, req: ListRequest, takeLimit: number): Promise<{ data: T[]; totalCount: number }> {
  const skip = intParam(one(req.query.skip), 'skip', 0, Number.MAX_SAFE_INTEGER);
  const take = intParam(one(req.query.take), 'take', Math.min(20, takeLimit), takeLimit);
  const fields = fieldProjection(view, req.query);
  const b = build(view, req);
  const { rows: countRows } = await db.query<{ n: number }>(`select count(*)::int as n from ${view.from} where ${b.where}`, b.params, PREPARED);
  const totalCount = countRows[0].n;
  if (take === 0 || skip >= totalCount) return { data: [], totalCount };
  if (skip + take / 2 > totalCount / 2) {
    const fromEnd = Math.max(0, totalCount - skip - take);
    const limit = Math.min(take, totalCount - skip);
    const q = pageQuery(view, b, b.reversedOrder, limit, fromEnd, fields);
    const { rows } = await db.query<T>(q.sql, q.params, PREPARED);
    return { data: rows.reverse(), totalCount };
  }
  const q = pageQuery(view, b, b.order, take, skip, fields);
  const { rows } = await db.query<T>(q.sql, q.params, PREPARED);
  return { data: rows, totalCount };
}

/** The rows with these ids, in the list's shape (live updates publish exactly what the list returns). */
export async function listByIds<T = Record<string, unknown>>(db: Queryable, view: ListView, businessUnitId: number, ids: Array<number | string>): Promise<T[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.query<T>(
    `select ${selectList(view)} from ${view.from} where ${view.businessUnit} = $1 and ${view.id} = any($2)${view.where ? ` and (${view.where})` : ''}`,
    [businessUnitId, ids],
    PREPARED,
  );
  return rows;
}
