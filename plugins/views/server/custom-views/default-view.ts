import {
  DEFAULT_VIEW_ID,
  DEFAULT_VIEW_NAME,
  gridSettingsKey,
  layoutFromGridSchema,
  layoutFromParts,
  layoutToParts,
  mergeLayouts,
  parseSavedJson,
  type CustomViewDetail,
  type ViewWireParts,
} from '@cockpit/core/views';
import type { GridSchema } from '@cockpit/core/schema';
import { COCKPIT_CLIENT, USER_SETTINGS_OWNER, type Caller, type Queryable } from '@cockpit/server/sdk';

export type GridSettingsSource = 'user' | 'businessUnit' | 'factory';

/** The grid's <owner>_GridSettings record that applies to the caller (user over business unit over factory), if any. */
export async function effectiveGridSettings(db: Queryable, caller: Caller, owner: string): Promise<{ value: string; source: GridSettingsSource } | undefined> {
  const { rows } = await db.query<{ value: string; user_id: number | null; business_unit_id: number | null }>(
    `select value, user_id, business_unit_id from settings
      where (business_unit_id is null or business_unit_id = $1) and (user_id is null or user_id = $2)
        and client_id = $3 and owner = $4 and key = $5
      order by (user_id is not null) desc, (business_unit_id is not null) desc limit 1`,
    [caller.businessUnitId, caller.userId, COCKPIT_CLIENT, USER_SETTINGS_OWNER, gridSettingsKey(owner)],
  );
  const row = rows[0];
  if (!row) return undefined;
  return { value: row.value, source: row.user_id !== null ? 'user' : row.business_unit_id !== null ? 'businessUnit' : 'factory' };
}

/**
 * The built-in default view (id 0, "Default", always shared, never deleted or overwritten by a
 * user): the grid schema's layout, with the parts of the grid settings record on top. A record
 * that fails to parse, or a part of it that does, is ignored.
 */
export async function defaultViewDetail(db: Queryable, caller: Caller, grid: GridSchema, owner: string): Promise<CustomViewDetail> {
  const settings = await effectiveGridSettings(db, caller, owner);
  const stored = parseSavedJson(settings?.value);
  const over = stored && typeof stored === 'object' && !Array.isArray(stored) ? layoutFromParts(stored as Partial<Record<keyof ViewWireParts, unknown>>) : undefined;
  // A stored list of columns that names no column of the grid would show nothing: keep the schema's.
  const known = new Set(grid.columns.map((c) => c.field));
  if (over?.visibleColumns && !over.visibleColumns.master.some((f) => known.has(f))) delete over.visibleColumns;
  return { ...defaultViewHeader(owner), ...layoutToParts(mergeLayouts(layoutFromGridSchema(grid), over)) };
}

export function defaultViewHeader(owner: string) {
  return {
    id: DEFAULT_VIEW_ID,
    customViewName: DEFAULT_VIEW_NAME,
    owner,
    key: gridSettingsKey(owner),
    scope: 'all' as const,
    isShared: true,
    createdBy: null,
    isOwn: false,
    canModify: false,
  };
}
