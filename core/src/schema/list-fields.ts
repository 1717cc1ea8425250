import type { GridSchema } from './generated/grid';

/** The list call's query parameter that names the fields the answer carries (comma-separated). */
export const LIST_FIELDS_PARAM = 'fields';

/** The row field a path reads: `traceabilityValues.batch` is read from the field `traceabilityValues`. */
const rootOf = (path: string): string => path.split('.')[0];

/** Row fields an action template reads: `$row.<field>`, `$selected.<field>`, `$parent.<field>`; `$rows` reads all. */
function templateFields(template: unknown, into: Set<string>, heads: readonly string[]): boolean {
  if (typeof template === 'string') {
    if (template === '$rows' || template.startsWith('$rows.')) return false;
    const [head, ...rest] = template.startsWith('$') ? template.slice(1).split('.') : [];
    if (head !== undefined && heads.includes(head)) {
      // `$row` alone is the whole row.
      if (rest.length === 0 || rest[0] === '') return false;
      into.add(rest[0]);
    }
    return true;
  }
  if (Array.isArray(template)) return template.every((t) => templateFields(t, into, heads));
  if (template && typeof template === 'object') return Object.values(template).every((t) => templateFields(t, into, heads));
  return true;
}

/**
 * The fields of its list a grid reads from its rows, sorted; undefined when it needs every field.
 *
 * Read: the row id, every column (hidden ones too: the column chooser and the exports show them),
 * the default sort, the fields live filters compare (dxPropName), the detail's rows field and the
 * master fields its call names ($parent.<field>), and the fields the actions read (enabledWhen,
 * $row.<field>, $selected.<field> in their calls and dialog data). Every field, when the grid hands
 * whole rows to code the schema cannot see into: a plugin's cell renderer or action handler, or a
 * template of the whole row ($row, $rows, $selected).
 *
 * Rows that arrive live are compared with the fixed query and the filters as the hub sends them
 * (every field), and only then cut to these fields (live-rows.ts), so a fixed query on a field the
 * grid does not show still holds live rows out.
 */
export function gridListFields(grid: GridSchema): string[] | undefined {
  if (grid.columns.some((c) => c.renderer !== undefined)) return undefined;
  const fields = new Set<string>([rootOf(grid.rowId)]);
  for (const column of grid.columns) fields.add(rootOf(column.field));
  if (grid.defaultSort) fields.add(rootOf(grid.defaultSort.field));
  for (const filter of grid.filters ?? []) if (filter.dxPropName !== undefined) fields.add(rootOf(filter.dxPropName));
  const detail = grid.detail;
  if (detail?.rowsField !== undefined) fields.add(rootOf(detail.rowsField));
  if (detail?.dataSource && !templateFields(detail.dataSource, fields, ['parent'])) return undefined;
  for (const action of [...(grid.actions ?? []), ...(detail?.actions ?? [])]) {
    if (action.handler !== undefined) return undefined;
    // A detail action's $row is a detail row (another list); its $parent is this grid's row.
    const heads = (grid.actions ?? []).includes(action) ? ['row', 'selected'] : ['parent'];
    if (action.enabledWhen && heads.includes('row')) fields.add(rootOf(action.enabledWhen.field));
    if (!templateFields([action.call ?? null, action.dialogData ?? null], fields, heads)) return undefined;
  }
  return [...fields].sort();
}

/** The value of the `fields` parameter for these fields. */
export const listFieldsParam = (fields: readonly string[]): string => fields.join(',');

/** A row cut to the projection's fields (a live row: the hub sends every field of the list). */
export function projectRow<Row extends Record<string, unknown>>(row: Row, fields: readonly string[] | undefined): Row {
  if (!fields) return row;
  const out: Record<string, unknown> = {};
  for (const f of fields) if (Object.hasOwn(row, f)) out[f] = row[f];
  return out as Row;
}
