import { useEffect, useRef } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { isApiError } from '../api/api-error';
import type { PathTable } from '../api/path-table';
import type { QueryValue } from '../api/query-string';
import { useRuntime } from '../runtime/RuntimeContext';
import { fillTemplate } from './actions/templates';
import type { GridSchema } from './schema-types';
import type { GridRow } from '../grid-model/detail-rows';
import type { GridSort } from './SchemaGrid';
import { gridListFields, LIST_FIELDS_PARAM, listFieldsParam } from '../schema/list-fields';
import { earlyRowsIn, earlyRowsKey, gridRowsAnswer, gridRowsQueryKey, hasEarlyRows, startEarlyRows, takeEarlyRows, type GridRowsAnswer } from '../grid-model/early-rows';

export interface GridRowsRequest {
  filterQuery: Record<string, QueryValue>;
  /** Server-side pages only. */
  page?: { index: number; size: number; sort?: GridSort };
  enabled: boolean;
  /**
   * While not yet enabled (the opening view is still being read), ask for the rows of this query
   * already; the query takes that answer if it still wants the same call (early-rows.ts).
   */
  early?: boolean;
}

export interface GridRowsResult {
  rows: GridRow[];
  totalCount: number;
  loading: boolean;
  /** The server has no data source for this grid yet: show the grid's notice, not an error. */
  unavailable: boolean;
  /** Why the rows could not be read, shown above the grid with a retry. */
  error?: string;
  /** The rows of the current query were asked for before the query was enabled (early-rows.ts): its answer is on its way or in. */
  askedEarly: boolean;
  refetch(): void;
}

export function gridQueryKey(grid: GridSchema) {
  return ['grid', grid.id] as const;
}

/**
 * Builds the list call's query: the source's own query, the filters, the fields the grid reads
 * (list-fields.ts; the answer carries only those), and for server pages skip/take/sort.
 */
export function listQuery(grid: GridSchema, request: Pick<GridRowsRequest, 'filterQuery' | 'page'>, paths: PathTable | undefined): Record<string, QueryValue> {
  const query: Record<string, QueryValue> = { ...(fillTemplate(grid.dataSource.query ?? {}, { rows: [] }) as Record<string, QueryValue>), ...request.filterQuery };
  // Only a list route (marked in the path table) takes `fields`; another call answers what it answers.
  const fields = paths?.[grid.dataSource.api]?.list !== undefined ? gridListFields(grid) : undefined;
  if (fields) query[LIST_FIELDS_PARAM] = listFieldsParam(fields);
  if (request.page) {
    query.skip = request.page.index * request.page.size;
    query.take = request.page.size;
    const sort = request.page.sort ?? grid.defaultSort;
    if (sort) {
      query.orderBy = sort.field;
      query.orderDirection = sort.direction;
    }
  }
  return query;
}

/** The grid's rows: the classic answer (a list up to rowsLimit) or one server page ({ data, totalCount }). */
export function useGridRows(grid: GridSchema, request: GridRowsRequest): GridRowsResult {
  const runtime = useRuntime();
  const api = runtime.api;
  const paths = runtime.schemas?.paths;
  const query = listQuery(grid, request, paths);
  const known = Boolean(paths?.[grid.dataSource.api]);
  const queryKey = gridRowsQueryKey(grid.id, request.page ? 'page' : 'all', query);
  const keyText = earlyRowsKey(queryKey);
  type Answer = GridRowsAnswer<GridRow>;
  const fetchRows = async (): Promise<Answer> => {
    try {
      const answer = await api.call(api.route(grid.dataSource.api), {
        params: fillTemplate(grid.dataSource.params ?? {}, { rows: [] }) as Record<string, unknown>,
        query,
        silent: true,
      });
      return gridRowsAnswer(answer);
    } catch (error) {
      // A list route the server does not have yet (404): an empty grid with a notice.
      if (isApiError(error) && error.status === 404) return { rows: [], totalCount: 0, unavailable: true };
      throw error;
    }
  };
  const askEarly = Boolean(request.early && !request.enabled && known);
  useEffect(() => {
    if (askEarly) startEarlyRows(api, keyText, fetchRows);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyText stands for the query fetchRows sends
  }, [askEarly, api, keyText]);
  const result = useQuery({
    queryKey,
    enabled: request.enabled && known,
    placeholderData: keepPreviousData,
    staleTime: 0,
    queryFn: () => {
      const taken = takeEarlyRows<Answer>(api, keyText);
      // An early call refused (the first-screen hint's calls are quiet): the page's own call, whose refusal signs out as always.
      return taken ? taken.catch((error: unknown) => (isApiError(error) && (error.status === 401 || error.status === 403) ? fetchRows() : Promise.reject(error))) : fetchRows();
    },
  });
  // The early answer, when it is already in as the query is enabled, is shown in this render: the
  // query takes that same answer (same object) a render or two later, so nothing changes then.
  const earlyShown = useRef<{ key: string; answer: Answer }>(undefined);
  if (result.data !== undefined) earlyShown.current = undefined;
  else if (request.enabled && known && earlyShown.current?.key !== keyText) {
    const answer = earlyRowsIn<Answer>(api, keyText);
    earlyShown.current = answer ? { key: keyText, answer } : undefined;
  }
  const early = earlyShown.current?.key === keyText ? earlyShown.current.answer : undefined;
  // Not asked (a server page before its search, or after reset): no rows, not the last answer kept as a placeholder.
  const shown = request.enabled ? (early ?? result.data) : undefined;
  return {
    rows: shown?.rows ?? [],
    totalCount: shown?.totalCount ?? 0,
    loading: result.isFetching && !early,
    unavailable: !known || Boolean((early ?? result.data)?.unavailable),
    error: result.error ? (result.error as Error).message : undefined,
    askedEarly: hasEarlyRows(api, keyText),
    refetch: () => void result.refetch(),
  };
}
