import type { ApiCall, GridAction, GridColumn, GridSchema, PageFilter } from './generated/grid';
import { pointer } from './json-pointer';
import type { References } from './reference-checks';
import { didYouMean } from './suggest';
import type { FileIssue } from './types';

/** Same value twice in a list where it names something (column fields, filter names, action ids). */
function duplicates(issues: FileIssue[], base: string, values: (string | undefined)[], rule: string, what: string): void {
  const first = new Map<string, number>();
  values.forEach((value, i) => {
    if (value === undefined) return;
    const earlier = first.get(value);
    if (earlier === undefined) first.set(value, i);
    else issues.push({ pointer: pointer(base, i), rule, message: `${what} "${value}" is already used at ${pointer(base, earlier)}`, severity: 'error' });
  });
}

function call(refs: References, at: string, value: ApiCall | undefined): void {
  if (value) refs.apiKey(pointer(at, 'api'), value.api);
}

function columns(refs: References, issues: FileIssue[], at: string, list: GridColumn[]): void {
  duplicates(
    issues,
    at,
    list.map((c) => c.field),
    'duplicate-column',
    'column field',
  );
  list.forEach((column, i) => {
    const here = pointer(at, i);
    refs.translation(pointer(here, 'label'), column.label);
    refs.pluginPiece(pointer(here, 'renderer'), column.renderer, 'renderers');
    if (column.lookup) refs.apiKey(pointer(here, 'lookup', 'call'), column.lookup.call);
    if (column.type === 'enum') refs.enumGroup(pointer(here, 'enum'), column.enum);
  });
}

function filters(refs: References, issues: FileIssue[], at: string, list: PageFilter[]): void {
  duplicates(
    issues,
    at,
    list.map((f) => f.name),
    'duplicate-filter',
    'filter name',
  );
  list.forEach((filter, i) => {
    const here = pointer(at, i);
    refs.translation(pointer(here, 'label'), filter.label);
    const options = filter.options;
    if (options && 'call' in options) refs.apiKey(pointer(here, 'options', 'call'), options.call);
    if (options && 'values' in options) {
      options.values.forEach((value, v) => refs.translation(pointer(here, 'options', 'values', v), `Enums.${options.enum}.${value}`));
    }
  });
}

function actions(refs: References, issues: FileIssue[], at: string, list: GridAction[], fields: Set<string>): void {
  duplicates(
    issues,
    at,
    list.map((a) => a.id),
    'duplicate-action',
    'action id',
  );
  list.forEach((action, i) => {
    const here = pointer(at, i);
    refs.translation(pointer(here, 'label'), action.label);
    refs.translation(pointer(here, 'tooManyMessage'), action.tooManyMessage);
    refs.translation(pointer(here, 'confirm'), action.confirm);
    refs.translation(pointer(here, 'onSuccess', 'message'), action.onSuccess?.message);
    refs.permission(pointer(here, 'permission'), action.permission);
    (action.requires ?? []).forEach((p, k) => refs.permission(pointer(here, 'requires', k), p));
    refs.dialog(pointer(here, 'dialog'), action.dialog);
    refs.pluginPiece(pointer(here, 'handler'), action.handler, 'actions');
    call(refs, pointer(here, 'call'), action.call);
    const field = action.enabledWhen?.field;
    if (field !== undefined && !fields.has(field)) {
      issues.push({
        pointer: pointer(here, 'enabledWhen', 'field'),
        rule: 'unknown-column',
        message: `"${field}" is not a column of this grid, so the rows cannot be checked against it${didYouMean(field, fields)}`,
        severity: 'error',
      });
    }
  });
}

/** Everything one grid refers to, and its own consistency (columns named by sort and actions exist). */
export function checkGrid(grid: GridSchema, refs: References): FileIssue[] {
  const issues: FileIssue[] = [];
  refs.translation('/title', grid.title);
  refs.translation('/emptyNotice', grid.emptyNotice);
  refs.permission('/permission', grid.permission);
  call(refs, '/dataSource', grid.dataSource);
  duplicates(
    issues,
    '/routes',
    grid.routes.map((r) => r.path),
    'duplicate-route',
    'route path',
  );

  const fields = new Set(grid.columns.map((c) => c.field));
  columns(refs, issues, '/columns', grid.columns);
  if (grid.defaultSort && !fields.has(grid.defaultSort.field)) {
    issues.push({
      pointer: '/defaultSort/field',
      rule: 'unknown-column',
      message: `sorts by "${grid.defaultSort.field}", which is not a column of this grid${didYouMean(grid.defaultSort.field, fields)}`,
      severity: 'error',
    });
  }
  filters(refs, issues, '/filters', grid.filters ?? []);
  actions(refs, issues, '/actions', grid.actions ?? [], fields);

  const detail = grid.detail;
  if (detail) {
    refs.translation('/detail/title', detail.title);
    call(refs, '/detail/dataSource', detail.dataSource);
    columns(refs, issues, '/detail/columns', detail.columns);
    actions(refs, issues, '/detail/actions', detail.actions ?? [], new Set(detail.columns.map((c) => c.field)));
  }
  return issues;
}
