import { searchBodySchema, searchQuerySchema, type SearchBody } from '@cockpit/contracts/routes/material-search';
import type { AnswerOf, routes } from '@cockpit/contracts';

/** A row of the search's page, as the route table names its fields. */
type SearchRow = AnswerOf<typeof routes.Material.search>['result']['data'][number];
import { type AppContext, type Caller, limitsFor, listPage, PAGING_PARAMS, type RawQuery, refused } from '@cockpit/server/sdk';
import { materialListView } from './list-view';

/** The filters a material search accepts (query parameter names of the Material list view). */
export const SEARCH_FILTERS = ['text', 'itemNo', 'name', 'barcode', 'materialGroup', 'materialState', 'abc', 'supplierId', 'itemNos', 'barcodes'] as const;

/**
 * A paged material search. A search with no filters is refused ("Cannot perform search when no filters
 * are specified"): loading everything is what the list call is for.
 */
export async function searchMaterials(ctx: AppContext, caller: Caller, query: RawQuery) {
  const hasFilter = Object.entries(query).some(([k, v]) => !PAGING_PARAMS.includes(k) && v !== undefined && (Array.isArray(v) ? v.some((x) => x !== '') : v !== ''));
  if (!hasFilter) throw refused('Materials.NoSearchFilters', 'Cannot perform search when no filters are specified');
  const limits = await limitsFor(ctx, caller);
  return listPage<SearchRow>(ctx.db, materialListView, { businessUnitId: caller.businessUnitId, query }, limits.takeLimit);
}

/** The POST Search body as the list's query parameters. */

export function searchBodyToQuery(body: SearchBody): RawQuery {
  const q: RawQuery = {};
  const set = (k: string, v: string | number | string[] | undefined) => {
    if (v === undefined) return;
    q[k] = Array.isArray(v) ? v : String(v);
  };
  set('text', body.text);
  set('itemNo', body.itemNo);
  set('name', body.name);
  set('barcode', body.barcode);
  set('itemNos', body.itemNos);
  set('barcodes', body.barcodes);
  set('materialGroup', body.materialGroups);
  set('materialState', body.materialStates);
  set('abc', body.abc);
  set('supplierId', body.supplierId);
  set('skip', body.skip);
  set('take', body.take);
  set('orderBy', body.orderBy);
  set('orderDirection', body.orderDirection);
  return q;
}

export { searchBodySchema, searchQuerySchema, type SearchBody };

/** Validated query values (numbers, lists) back to the text the list machinery parses. */
export function asRawQuery(query: Record<string, unknown>): RawQuery {
  const q: RawQuery = {};
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined || v === null) continue;
    q[k] = Array.isArray(v) ? v.map(String) : String(v);
  }
  return q;
}
