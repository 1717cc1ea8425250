import { canonicalOperator, operatorsFor, type FieldOperator } from '@cockpit/core/schema';
import type { ListFilterOp, ListFieldType, ListView } from './list-view';

/**
 * A list's contract: what its route accepts and answers, published as schemas/lists/<name>.json
 * (`cockpit gen lists`) so that integrators and `cockpit validate` need not read the server. No
 * SQL leaves the server: only names, types and operators.
 */
export interface ListContract {
  $schema: string;
  name: string;
  description: string;
  path?: string;
  liveView: string;
  paging: Array<'client' | 'server'>;
  defaultSort: { field: string; direction: 'asc' | 'desc' };
  fields: Record<string, { type: ListFieldType; sortable: boolean; operators: FieldOperator[] }>;
  filters: Record<string, { type: ListFieldType; operator: NamedFilterOperator; field?: string }>;
  fieldFilters: boolean;
  parameters: Record<string, { type: ListFieldType; values?: string[]; description?: string }>;
  historical?: { parameter: 'historical'; fromFilter: string };
}

export type NamedFilterOperator = '=' | 'in' | 'contain' | '>=' | '<=';

/** A named filter's operator as published: the operator it means (filter-operators.ts), `in` when it takes every value. */
const namedOperator = (op: ListFilterOp): NamedFilterOperator => (op === 'in' ? 'in' : (canonicalOperator(op) as NamedFilterOperator));

/** The contract of one list view; `source` (the list-view file) is named in its description. */
export function listContract(view: ListView, source?: string): ListContract {
  const fieldBySql = new Map(Object.entries(view.fields).map(([name, f]) => [f.sql, name]));
  const fields: ListContract['fields'] = {};
  for (const [name, f] of Object.entries(view.fields)) {
    // The default sort field sorts even when not marked (list-query.ts allows it).
    fields[name] = { type: f.type, sortable: Boolean(f.sortable) || name === view.defaultSort.field, operators: view.fieldFilters === false ? [] : operatorsFor(f.type) };
  }
  const filters: ListContract['filters'] = {};
  for (const [name, f] of Object.entries(view.filters ?? {})) {
    const field = fieldBySql.get(f.sql);
    filters[name] = { type: f.op === 'bool' ? 'boolean' : f.type, operator: namedOperator(f.op), ...(field !== undefined && { field }) };
  }
  const parameters: ListContract['parameters'] = {};
  for (const [name, p] of Object.entries(view.parameters ?? {})) {
    parameters[name] = { type: p.type, ...(p.values && { values: [...p.values] }), ...(p.description && { description: p.description }) };
  }
  return {
    $schema: '../meta/list.schema.json',
    name: view.name,
    description: `Generated from ${source ?? 'the server list view'} by cockpit gen lists; do not edit.`,
    ...(view.path !== undefined && { path: view.path }),
    liveView: view.name,
    paging: view.paging === 'server' ? ['server'] : ['client', 'server'],
    defaultSort: { ...view.defaultSort },
    fields,
    filters,
    fieldFilters: view.fieldFilters !== false,
    parameters,
    ...(view.historical && { historical: { parameter: 'historical' as const, fromFilter: view.historical.fromFilter } }),
  };
}

/** Whether a module export is a list view (the area files may export helpers beside them). */
export function isListView(value: unknown): value is ListView {
  return Boolean(value && typeof value === 'object' && 'name' in value && 'from' in value && 'fields' in value && 'businessUnit' in value);
}
