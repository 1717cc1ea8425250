import { Ajv, type ValidateFunction } from 'ajv';
import type { GridSchema } from '@cockpit/core/schema';
import { VIEW_PART_SCHEMAS, VIEW_PART_SHAPES, VIEW_WIRE_PARTS, type SavedFilter, type ViewScope, type ViewWireParts } from '@cockpit/core/views';
import { badRequest } from '@cockpit/server/sdk';

const ajv = new Ajv({ allErrors: false, strict: false });
// Compiled when a view is first saved, not at every start of the server.
const validators: Partial<Record<keyof ViewWireParts, ValidateFunction>> = {};
const validatorOf = (part: keyof ViewWireParts) => (validators[part] ??= ajv.compile(VIEW_PART_SCHEMAS[part]));

/** When a part is not sent, the view has none of it. */
const EMPTY: Record<keyof ViewWireParts, unknown> = {
  visibleColumnName: undefined,
  columnToSortOn: { master: [] },
  sortingDirection: { master: [] },
  columnWidth: { master: [], detail: [] },
  activeFilters: [],
  columnGrouping: { master: [] },
};

interface Parsed {
  visibleColumnName: { master: string[]; detail?: string[] };
  columnToSortOn: { master: string[] };
  sortingDirection: { master: ('asc' | 'desc')[] };
  columnWidth: { master?: { field: string; width: number }[]; detail?: { field: string; width: number }[] };
  activeFilters: SavedFilter[];
  columnGrouping: { master: string[] };
}

function parsePart(part: keyof ViewWireParts, text: string | undefined): unknown {
  if (text === undefined) {
    if (EMPTY[part] === undefined) throw badRequest(`body: "${part}" is required`);
    return EMPTY[part];
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest(`body/${part} must be a JSON string: ${VIEW_PART_SHAPES[part]}`);
  }
  if (!validatorOf(part)(value)) throw badRequest(`body/${part} must be ${VIEW_PART_SHAPES[part]}`);
  return value;
}

const OPERATORS_BY_TYPE: Record<string, SavedFilter['operator'][]> = {
  multiSelect: ['In'],
  dateRange: ['IsGreaterThan', 'IsLessThan'],
};

/** A view of a server-side-paged grid view name does not group: the server pages the rows. */
function groupsRows(grid: GridSchema, owner: string): boolean {
  const routes = grid.routes.filter((r) => (r.viewName ?? grid.id) === owner);
  return routes.length === 0 || routes.some((r) => r.paging === 'client');
}

/**
 * Checks the parts of a view to save, strictly (a 400 names the part and what it must hold),
 * against the grid it belongs to: known columns, detail columns, filters and operators. A global
 * view keeps no filter whose options come from a look-up call: those hold one business unit's
 * records (a supplier id of Demo means nothing, or something else, in North).
 */
export function checkViewParts(grid: GridSchema, owner: string, scope: ViewScope, input: Partial<ViewWireParts>): ViewWireParts {
  const p = Object.fromEntries(VIEW_WIRE_PARTS.map((part) => [part, parsePart(part, input[part])])) as unknown as Parsed;
  const master = new Set(grid.columns.map((c) => c.field));
  const detail = new Set((grid.detail?.columns ?? []).map((c) => c.field));
  const unknown = (part: string, fields: readonly string[], known: Set<string>, what: string) => {
    const bad = fields.find((f) => !known.has(f));
    if (bad !== undefined) throw badRequest(`body/${part}: "${bad}" is not a ${what} of grid ${owner}`);
  };
  unknown('visibleColumnName', p.visibleColumnName.master, master, 'column');
  unknown('visibleColumnName', p.visibleColumnName.detail ?? [], detail, 'detail column');
  unknown('columnToSortOn', p.columnToSortOn.master, master, 'column');
  if (p.sortingDirection.master.length !== p.columnToSortOn.master.length) throw badRequest('body/sortingDirection must hold one direction per column in columnToSortOn');
  unknown(
    'columnWidth',
    (p.columnWidth.master ?? []).map((w) => w.field),
    master,
    'column',
  );
  unknown(
    'columnWidth',
    (p.columnWidth.detail ?? []).map((w) => w.field),
    detail,
    'detail column',
  );
  unknown('columnGrouping', p.columnGrouping.master, master, 'column');
  if (p.columnGrouping.master.length && !groupsRows(grid, owner)) throw badRequest(`body/columnGrouping: grid ${owner} is paged on the server and does not group rows`);

  const filters = new Map((grid.filters ?? []).map((f) => [f.name, f]));
  for (const f of p.activeFilters) {
    const filter = filters.get(f.selector);
    if (!filter) throw badRequest(`body/activeFilters: "${f.selector}" is not a filter of grid ${owner}`);
    const allowed = OPERATORS_BY_TYPE[filter.type] ?? ['IsEqualTo'];
    if (!allowed.includes(f.operator)) throw badRequest(`body/activeFilters: filter "${f.selector}" (${filter.type}) takes ${allowed.join(' or ')}, not ${f.operator}`);
  }
  const activeFilters =
    scope === 'all'
      ? p.activeFilters.filter((f) => {
          const options = filters.get(f.selector)?.options;
          return !(options && 'call' in options);
        })
      : p.activeFilters;

  return {
    visibleColumnName: JSON.stringify({ master: p.visibleColumnName.master, detail: p.visibleColumnName.detail ?? [] }),
    columnToSortOn: JSON.stringify(p.columnToSortOn),
    sortingDirection: JSON.stringify(p.sortingDirection),
    columnWidth: JSON.stringify({ master: p.columnWidth.master ?? [], detail: p.columnWidth.detail ?? [] }),
    activeFilters: JSON.stringify(activeFilters),
    columnGrouping: JSON.stringify(p.columnGrouping),
  };
}
