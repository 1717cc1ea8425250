import type { CustomViewDetail, CustomViewHeader, ViewScope, ViewWireParts } from '@cockpit/core/views';
import { canModifyView } from './view-rights';
import type { Caller, Queryable } from '@cockpit/server/sdk';

/** A view as stored, with what the caller may do with it. */
interface ViewRow {
  id: number;
  owner: string;
  custom_view_name: string;
  scope: ViewScope;
  business_unit_id: number;
  created_by: number | null;
  created_by_name: string | null;
  visible_column_name: string | null;
  column_to_sort_on: string | null;
  sorting_direction: string | null;
  column_width: string | null;
  active_filters: string | null;
  column_grouping: string | null;
}

export type StoredView = ViewRow;

/**
 * The views a caller can see: global ones (saved by a global administrator for every unit of the
 * installation), their business unit's, and their own. Every query of
 * this area goes through this condition, so another unit's business-unit and personal views are
 * never read, not even to say that they exist.
 */
const VISIBLE = `(v.scope = 'all' or (v.business_unit_id = $2 and (v.scope = 'businessUnit' or v.created_by = $3)))`;
const COLUMNS = `v.id, v.owner, v.custom_view_name, v.scope, v.business_unit_id, v.created_by, u.display_name as created_by_name,
  v.visible_column_name, v.column_to_sort_on, v.sorting_direction, v.column_width, v.active_filters, v.column_grouping`;
const SCOPE_ORDER = `case v.scope when 'user' then 0 when 'businessUnit' then 1 else 2 end`;

export const viewKey = (owner: string, id: number) => `${owner}_CustomView_${id}`;

export function toHeader(row: ViewRow, caller: Caller): CustomViewHeader {
  const ownership = { scope: row.scope, businessUnitId: row.business_unit_id, createdBy: row.created_by };
  return {
    id: row.id,
    customViewName: row.custom_view_name,
    owner: row.owner,
    key: viewKey(row.owner, row.id),
    scope: row.scope,
    isShared: row.scope !== 'user',
    // Who saved a global view in another business unit is that unit's business.
    createdBy: row.business_unit_id === caller.businessUnitId ? row.created_by_name : null,
    isOwn: row.scope === 'user' && row.created_by === caller.userId && row.business_unit_id === caller.businessUnitId,
    canModify: canModifyView(caller, ownership),
  };
}

export function toDetail(row: ViewRow, caller: Caller): CustomViewDetail {
  return {
    ...toHeader(row, caller),
    visibleColumnName: row.visible_column_name,
    columnToSortOn: row.column_to_sort_on,
    sortingDirection: row.sorting_direction,
    columnWidth: row.column_width,
    activeFilters: row.active_filters,
    columnGrouping: row.column_grouping,
  };
}

export async function listVisibleViews(db: Queryable, caller: Caller, owner: string): Promise<ViewRow[]> {
  const { rows } = await db.query<ViewRow>(
    `select ${COLUMNS} from custom_views v left join users u on u.id = v.created_by
      where v.owner = $1 and ${VISIBLE} order by ${SCOPE_ORDER}, lower(v.custom_view_name), v.id`,
    [owner, caller.businessUnitId, caller.userId],
  );
  return rows;
}

/**
 * The names of every view of a grid in every business unit (but the one being overwritten): a view
 * for all must not repeat any of them, or some unit's list would hold the name twice.
 */
export async function namesInEveryUnit(db: Queryable, owner: string, exceptId: number | undefined): Promise<string[]> {
  const { rows } = await db.query<{ name: string }>('select custom_view_name as name from custom_views where owner = $1 and id <> $2', [owner, exceptId ?? 0]);
  return rows.map((r) => r.name);
}

/** One visible view by id; `lock` takes the row lock before a change. */
export async function findVisibleView(db: Queryable, caller: Caller, id: number, lock = false): Promise<ViewRow | undefined> {
  const { rows } = await db.query<ViewRow>(
    `select ${COLUMNS} from custom_views v left join users u on u.id = v.created_by
      where v.id = $1 and ${VISIBLE}${lock ? ' for update of v' : ''}`,
    [id, caller.businessUnitId, caller.userId],
  );
  return rows[0];
}

export async function insertView(db: Queryable, caller: Caller, input: { owner: string; name: string; scope: ViewScope; parts: ViewWireParts }): Promise<number> {
  const p = input.parts;
  const { rows } = await db.query<{ id: number }>(
    `insert into custom_views (business_unit_id, owner, custom_view_name, scope, created_by, visible_column_name, column_to_sort_on,
       sorting_direction, column_width, active_filters, column_grouping)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) returning id`,
    [
      caller.businessUnitId,
      input.owner,
      input.name,
      input.scope,
      caller.userId,
      p.visibleColumnName,
      p.columnToSortOn,
      p.sortingDirection,
      p.columnWidth,
      p.activeFilters,
      p.columnGrouping,
    ],
  );
  return rows[0].id;
}

/** Overwrites a view's name and parts; its scope, business unit and creator stay. */
export async function updateView(db: Queryable, id: number, input: { name: string; parts: ViewWireParts }): Promise<void> {
  const p = input.parts;
  await db.query(
    `update custom_views set custom_view_name = $2, visible_column_name = $3, column_to_sort_on = $4, sorting_direction = $5,
       column_width = $6, active_filters = $7, column_grouping = $8, updated_at = now()
     where id = $1`,
    [id, input.name, p.visibleColumnName, p.columnToSortOn, p.sortingDirection, p.columnWidth, p.activeFilters, p.columnGrouping],
  );
}

export async function deleteView(db: Queryable, id: number): Promise<void> {
  await db.query('delete from custom_views where id = $1', [id]);
}
