import { DEFAULT_VIEW_ID, DEFAULT_VIEW_NAME, type PrimaryViewEntry } from '@cockpit/core/views';
import type { Caller, Queryable } from '@cockpit/server/sdk';

/**
 * The caller's primary views: their own (scope user) and their business unit's (scope all), for
 * every grid. An entry whose view the caller cannot see is left out, so a primary view never
 * reveals a view (the unit-wide one only ever points at a shared view, see the routes).
 */
export async function primaryViewsFor(db: Queryable, caller: Caller): Promise<PrimaryViewEntry[]> {
  const { rows } = await db.query<{ owner: string; custom_view_id: number | null; name: string | null; user_id: number | null }>(
    `select p.owner, p.custom_view_id, v.custom_view_name as name, p.user_id
       from primary_views p left join custom_views v on v.id = p.custom_view_id
      where p.business_unit_id = $1 and (p.user_id is null or p.user_id = $2)
        and (p.custom_view_id is null or v.scope = 'all' or (v.business_unit_id = $1 and (v.scope = 'businessUnit' or v.created_by = $2)))
      order by p.owner, p.user_id nulls last`,
    [caller.businessUnitId, caller.userId],
  );
  return rows.map((r) => ({
    owner: r.owner,
    id: r.custom_view_id ?? DEFAULT_VIEW_ID,
    customViewName: r.name ?? DEFAULT_VIEW_NAME,
    scope: r.user_id === null ? 'all' : 'user',
  }));
}

/** Sets the primary view of a grid for one user (userId) or for the whole business unit (null). */
export async function setPrimaryView(db: Queryable, businessUnitId: number, userId: number | null, owner: string, viewId: number): Promise<void> {
  const view = viewId === DEFAULT_VIEW_ID ? null : viewId;
  const updated = await db.query(
    `update primary_views set custom_view_id = $4, updated_at = now()
      where business_unit_id = $1 and coalesce(user_id, 0) = coalesce($2::int, 0) and owner = $3`,
    [businessUnitId, userId, owner, view],
  );
  if (updated.rowCount === 0) {
    await db.query('insert into primary_views (business_unit_id, user_id, owner, custom_view_id) values ($1, $2, $3, $4)', [businessUnitId, userId, owner, view]);
  }
}

export async function clearPrimaryView(db: Queryable, businessUnitId: number, userId: number | null, owner: string): Promise<number> {
  const { rowCount } = await db.query('delete from primary_views where business_unit_id = $1 and coalesce(user_id, 0) = coalesce($2::int, 0) and owner = $3', [
    businessUnitId,
    userId,
    owner,
  ]);
  return rowCount;
}
