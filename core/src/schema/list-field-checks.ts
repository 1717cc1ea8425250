import type { KnownList } from './definitions';
import type { GridSchema } from './generated/grid';
import { pointer } from './json-pointer';
import { gridListFields } from './list-fields';
import { didYouMean } from './suggest';
import type { FileIssue } from './types';

/**
 * The fields a grid asks its list for (`fields`, grid-model/list-fields.ts) besides its columns
 * (checked on their own): the row id, the default sort, the actions' fields. The list refuses a
 * call naming a field it does not have (400), so each must be a field of the list.
 */
export function checkGridListFields(grid: GridSchema, list: KnownList): FileIssue[] {
  const fields = gridListFields(grid);
  if (!fields) return [];
  const known = list.contract.fields;
  const columns = new Set(grid.columns.map((c) => c.field.split('.')[0]));
  const where = (name: string): string => {
    if (grid.rowId.split('.')[0] === name) return '/rowId';
    if (grid.defaultSort?.field.split('.')[0] === name) return '/defaultSort/field';
    const i = (grid.filters ?? []).findIndex((f) => f.dxPropName?.split('.')[0] === name);
    if (i >= 0) return pointer('/filters', i, 'dxPropName');
    if (grid.detail?.rowsField?.split('.')[0] === name) return '/detail/rowsField';
    const a = (grid.actions ?? []).findIndex((x) => JSON.stringify([x.enabledWhen?.field, x.call, x.dialogData]).includes(name));
    return a >= 0 ? pointer('/actions', a) : '';
  };
  return fields
    .filter((name) => !columns.has(name) && !Object.hasOwn(known, name))
    .map((name) => ({
      pointer: where(name),
      rule: 'unknown-list-field',
      message: `the grid reads "${name}" from its rows, which is not a field of the list ${list.contract.name} (${list.file}): the rows call asking for it would be refused${didYouMean(name, Object.keys(known))}`,
      severity: 'error' as const,
    }));
}
