import type { Definitions, KnownList } from './definitions';
import type { ApiCall, GridColumn, GridSchema, PageFilter } from './generated/grid';
import { pointer } from './json-pointer';
import { checkGridListFields } from './list-field-checks';
import { canonicalOperator, pageFilterOperator, type FilterOperator } from './filter-operators';
import { defaultOperator, isFieldOperator, parseFieldFilterParam, type ListFieldType } from './list-operators';
import { didYouMean } from './suggest';
import type { FileIssue } from './types';

/** Query parameters every paged list reads (list-query.ts), besides its filters. */
const PAGING_PARAMETERS = ['skip', 'take', 'orderBy', 'orderDirection'];
/** Accepted by every list: the fields its answer carries (the console sets it; list-fields.ts). */
const EVERY_LIST_PARAMETERS = ['fields'];

/** The contract of the list a call reads: the path-table path of its key, published in lists/. */
export function listOfCall(defs: Definitions, call: ApiCall | undefined): KnownList | undefined {
  const path = call && defs.getPaths.get(call.api);
  return path === undefined ? undefined : defs.lists?.byPath.get(path);
}

function describe(list: KnownList): string {
  return `the list ${list.contract.name} (${list.file})`;
}

/** Why a query parameter is not accepted by the list, or undefined when it is. */
export function filterParameterProblem(list: KnownList, name: string): string | undefined {
  const c = list.contract;
  if (Object.hasOwn(c.filters, name) || Object.hasOwn(c.parameters, name)) return undefined;
  if (c.historical && name === c.historical.parameter) return undefined;
  if (EVERY_LIST_PARAMETERS.includes(name)) return undefined;
  if (c.paging.includes('server') && PAGING_PARAMETERS.includes(name)) return undefined;
  const parsed = parseFieldFilterParam(name);
  const field = parsed && c.fieldFilters && Object.hasOwn(c.fields, parsed.field) ? c.fields[parsed.field] : undefined;
  if (parsed && field) {
    const op = parsed.operator ?? defaultOperator(field.type as ListFieldType);
    if (isFieldOperator(op) && field.operators.includes(op)) return undefined;
    return `filter "${name}" compares the ${field.type} field "${parsed.field}" with "${op}", which ${describe(list)} does not take: use one of ${field.operators.join(', ')}`;
  }
  const candidates = [...Object.keys(c.filters), ...Object.keys(c.parameters), ...(c.fieldFilters ? Object.keys(c.fields) : [])];
  const how = c.fieldFilters ? ', nor a field of it (filtered as <field> or <field>[<operator>])' : '';
  return `"${name}" is not a filter of ${describe(list)}${how}${didYouMean(parsed?.field ?? name, candidates)}`;
}

/** The operator the list filters a query parameter with (`in`: =), or undefined for a parameter it reads itself. */
export function listOperatorOf(list: KnownList, name: string): FilterOperator | undefined {
  const c = list.contract;
  if (Object.hasOwn(c.filters, name)) return canonicalOperator(c.filters[name].operator);
  const parsed = parseFieldFilterParam(name);
  const field = parsed && c.fieldFilters && Object.hasOwn(c.fields, parsed.field) ? c.fields[parsed.field] : undefined;
  return field && canonicalOperator(parsed?.operator ?? defaultOperator(field.type as ListFieldType));
}

/** The query parameters a page filter is sent as, with where each is written in the filter. */
function sentParameters(filter: PageFilter, at: string): Array<{ name: string; at: string }> {
  if (filter.type === 'dateRange') {
    return [
      { name: filter.queryNames?.from ?? 'fromDate', at: filter.queryNames ? pointer(at, 'queryNames', 'from') : pointer(at, 'type') },
      { name: filter.queryNames?.to ?? 'toDate', at: filter.queryNames ? pointer(at, 'queryNames', 'to') : pointer(at, 'type') },
    ];
  }
  return [{ name: filter.queryName ?? filter.name, at: pointer(at, filter.queryName !== undefined ? 'queryName' : 'name') }];
}

function columns(issues: FileIssue[], list: KnownList, at: string, cols: GridColumn[], serverPaged: boolean): void {
  const fields = list.contract.fields;
  cols.forEach((column, i) => {
    const root = column.field.split('.')[0];
    const field = Object.hasOwn(fields, root) ? fields[root] : undefined;
    if (!field) {
      issues.push({
        pointer: pointer(at, i, 'field'),
        rule: 'unknown-list-field',
        message: `"${column.field}" is not a field of ${describe(list)}, so the column stays empty${didYouMean(root, Object.keys(fields))}`,
        severity: 'error',
      });
    } else if (serverPaged && column.sortable === true && !field.sortable) {
      issues.push({
        pointer: pointer(at, i, 'sortable'),
        rule: 'unsortable-list-field',
        message: `the server cannot sort ${describe(list)} by "${column.field}" (the page would answer 400): leave sortable out on a server-paged grid`,
        severity: 'error',
      });
    }
  });
}

function query(issues: FileIssue[], list: KnownList, at: string, call: ApiCall | undefined): void {
  for (const key of Object.keys(call?.query ?? {})) {
    const problem = filterParameterProblem(list, key);
    if (problem) issues.push({ pointer: pointer(at, 'query', key), rule: 'unknown-list-filter', message: problem, severity: 'error' });
  }
}

/** Page filters compared on the client: their row field is a field of the list, their operator the list's. */
function liveFilters(issues: FileIssue[], list: KnownList, filters: PageFilter[]): void {
  filters.forEach((filter, i) => {
    const at = pointer('/filters', i);
    if (filter.dxPropName === undefined || !['text', 'checkbox', 'date', 'dateRange'].includes(filter.type)) return;
    const root = filter.dxPropName.split('.')[0];
    if (!Object.hasOwn(list.contract.fields, root)) {
      issues.push({
        pointer: pointer(at, 'dxPropName'),
        rule: 'unknown-list-field',
        message: `"${filter.dxPropName}" is not a field of ${describe(list)}, so rows that arrive live are compared with nothing${didYouMean(root, Object.keys(list.contract.fields))}`,
        severity: 'error',
      });
      return;
    }
    const sent = sentParameters(filter, at);
    const live: FilterOperator[] = filter.type === 'dateRange' ? ['>=', '<='] : [pageFilterOperator(filter.type, filter.dxSelector)];
    sent.forEach((param, k) => {
      const listOp = listOperatorOf(list, param.name);
      if (listOp === undefined || listOp === live[k]) return;
      const how =
        filter.type === 'dateRange'
          ? `a date range compares its ${k ? 'end with <=' : 'start with >='}`
          : `live rows are compared with ${live[k]}${filter.dxSelector === undefined ? ' (the default of a ' + filter.type + ' filter)' : ''}`;
      issues.push({
        pointer: filter.type === 'dateRange' ? param.at : pointer(at, filter.dxSelector !== undefined ? 'dxSelector' : 'dxPropName'),
        rule: 'live-filter-operator',
        message: `${describe(list)} filters "${param.name}" with ${listOp}, but ${how}, so a row that arrives live is shown or left out otherwise than on reload${filter.type === 'dateRange' ? '' : `: write "dxSelector": "${listOp}"`}`,
        severity: 'error',
      });
    });
  });
}

/** A fixed query key alone is compared with = on live rows; the list must mean the same by it. */
function fixedQueryLive(issues: FileIssue[], list: KnownList, call: ApiCall): void {
  for (const key of Object.keys(call.query ?? {})) {
    const listOp = parseFieldFilterParam(key)?.operator === undefined ? listOperatorOf(list, key) : undefined;
    if (listOp === undefined || listOp === '=') continue;
    issues.push({
      pointer: pointer('/dataSource', 'query', key),
      rule: 'live-filter-operator',
      message: `${describe(list)} filters "${key}" with ${listOp}, but a fixed query key alone is compared with = on rows that arrive live: write "${key}[${listOp}]"`,
      severity: 'error',
    });
  }
}

function liveView(issues: FileIssue[], list: KnownList, at: string, name: string, api: string): void {
  if (name === list.contract.liveView) return;
  issues.push({
    pointer: at,
    rule: 'wrong-live-view',
    message: `listens for live updates under "${name}", but ${describe(list)} that "${api}" reads publishes them under "${list.contract.liveView}"`,
    severity: 'error',
  });
}

/**
 * A grid against the contract of the list it reads (lists/<name>.json, generated from the
 * server): columns are fields of it, filters and query parameters are accepted by it, the live
 * view is the one it publishes, its paging is offered. Nothing is checked when index.json lists
 * no contracts, or for a grid whose data source is not a published list.
 */
export function checkGridAgainstLists(grid: GridSchema, defs: Definitions): FileIssue[] {
  const issues: FileIssue[] = [];
  if (!defs.lists) return issues;
  const list = listOfCall(defs, grid.dataSource);
  const liveName = grid.liveView ?? grid.id;
  const liveAt = grid.liveView !== undefined ? '/liveView' : '/id';
  if (!list) {
    // Not a published list (yet): a live view that no list publishes is most likely a typo.
    // (A liveView that only repeats the id is the default written out, not a choice.)
    if (grid.liveView !== undefined && grid.liveView !== grid.id && !defs.lists.byLiveView.has(grid.liveView)) {
      issues.push({
        pointer: '/liveView',
        rule: 'unknown-live-view',
        message: `no published list sends live updates under "${grid.liveView}"${didYouMean(grid.liveView, defs.lists.byLiveView.keys())}`,
        severity: 'warning',
      });
    }
  } else {
    const serverPaged = grid.routes.some((r) => r.paging === 'server');
    liveView(issues, list, liveAt, liveName, grid.dataSource.api);
    grid.routes.forEach((route, i) => {
      if (!list.contract.paging.includes(route.paging)) {
        issues.push({
          pointer: pointer('/routes', i, 'paging'),
          rule: 'unsupported-paging',
          message: `${describe(list)} is paged ${list.contract.paging.join(' and ')} only, not ${route.paging}`,
          severity: 'error',
        });
      }
    });
    columns(issues, list, '/columns', grid.columns, serverPaged);
    issues.push(...checkGridListFields(grid, list));
    const sort = grid.defaultSort?.field;
    if (serverPaged && sort !== undefined && Object.hasOwn(list.contract.fields, sort) && !list.contract.fields[sort].sortable) {
      issues.push({ pointer: '/defaultSort/field', rule: 'unsortable-list-field', message: `the server cannot sort ${describe(list)} by "${sort}"`, severity: 'error' });
    }
    (grid.filters ?? []).forEach((filter, i) => {
      for (const sent of sentParameters(filter, pointer('/filters', i))) {
        const problem = filterParameterProblem(list, sent.name);
        if (problem) issues.push({ pointer: sent.at, rule: 'unknown-list-filter', message: problem, severity: 'error' });
      }
    });
    query(issues, list, '/dataSource', grid.dataSource);
    liveFilters(issues, list, grid.filters ?? []);
    fixedQueryLive(issues, list, grid.dataSource);
  }

  const detail = grid.detail;
  const detailList = detail && listOfCall(defs, detail.dataSource);
  if (detail && detailList) {
    if (detail.liveView !== undefined) liveView(issues, detailList, '/detail/liveView', detail.liveView, detail.dataSource?.api ?? '');
    columns(issues, detailList, '/detail/columns', detail.columns, false);
    query(issues, detailList, '/detail/dataSource', detail.dataSource);
  }
  return issues;
}
