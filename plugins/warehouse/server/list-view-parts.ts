import type { ColumnSpec, FilterSpec } from '@cockpit/server/sdk';

/**
 * The order of the warehouse's work lists (orders, jobs, operations, tasks): newest first, and the
 * rows flagged historical only when the list is asked for them from a date (its fromDate filter).
 */
export const newestFirstHistoryFromDate = {
  defaultSort: { field: 'id', direction: 'desc' },
  historical: { fromFilter: 'fromDate' },
} as const;

/** The work log's entries for the user about one job or task (`owner`, e.g. `wl.job_id = j.id`), oldest first, as a JSON array. */
export const userLogsOf = (owner: string): ColumnSpec => ({
  sql: `(select coalesce(json_agg(json_build_object('logLevel', wl.log_level, 'translationName', wl.translation_name, 'message', wl.message, 'createdAt', wl.created_at) order by wl.id), '[]'::json)
               from work_logs wl where ${owner} and wl.kind = 'user')`,
  type: 'text',
});

/**
 * The material and location of a row that holds a material at a location (a stock row, a min/max
 * level), read through the joins `m` (materials), `l` (locations) and `lr` (location_roles).
 */
export const materialAtLocationFields = {
  materialId: 'number',
  materialItemNo: 'm.item_no text',
  materialName: 'm.name text',
  baseUoM: 'm.base_uom text',
  locationId: 'number',
  location: 'l.name text',
  locationRole: 'lr.name text',
} as const satisfies Record<string, ColumnSpec>;

/** The filters every order list has first: the order number (part of it), its states and its types. */
export const orderFilters = {
  orderNo: 'contains',
  state: 'in',
  orderType: 'in',
} as const satisfies Record<string, FilterSpec>;
