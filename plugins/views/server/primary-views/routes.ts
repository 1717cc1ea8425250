import { routes } from '@cockpit/contracts';
import { VIEW_SAVE_PERMISSIONS } from '@cockpit/contracts/admin-permissions';
import { DEFAULT_VIEW_ID } from '@cockpit/core/views';
import { CUSTOM_VIEWS_PERMISSION, requirePermission } from '../custom-views/view-rights';
import { findVisibleView } from '../custom-views/view-store';
import { clearPrimaryView, primaryViewsFor, setPrimaryView } from './primary-store';
import { badRequest, notFound, refused, registerRoute, type AppContext, type Caller, type FastifyInstance, type Queryable } from '@cockpit/server/sdk';
import { gridForOwner } from '../grid-owners';

type PrimaryBody = { id: number; owner: string };
const { User } = routes;

/** The view name must be a grid's (saving and clearing refuse an unknown one alike). */
function checkOwner(ctx: AppContext, owner: string): void {
  if (!gridForOwner(ctx.schemas, owner)) throw badRequest(`body/owner: no grid has the view name "${owner}"`);
}

/** The view must exist for the caller and belong to the grid; for all users it must be one they all see. */
async function checkView(ctx: AppContext, tx: Queryable, caller: Caller, body: PrimaryBody, forAll: boolean): Promise<void> {
  checkOwner(ctx, body.owner);
  if (body.id === DEFAULT_VIEW_ID) return;
  const view = await findVisibleView(tx, caller, body.id, true);
  if (!view || view.owner !== body.owner) throw notFound(`View ${body.id} not found`);
  if (forAll && view.scope === 'user') throw refused('Views.PrimaryNotShared', 'Only a shared view can be the primary view for all');
}

/**
 * Primary views (one per grid, for the user or set for all
 * users): for me with grid/custom_views, for every user of the business unit with
 * grid/can_save_for_all. The user's own wins over the unit's.
 */
export async function primaryViewRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  registerRoute(app, User.primaryViews, async (request) => ({
    result: await primaryViewsFor(ctx.db, request.caller),
  }));

  registerRoute(app, User.primaryViewSaveForMe, async (request) => {
    const c = request.caller;
    await ctx.db.transaction(async (tx) => {
      await checkView(ctx, tx, c, request.body, false);
      await setPrimaryView(tx, c.businessUnitId, c.userId, request.body.owner, request.body.id);
    });
    return { result: true };
  });

  registerRoute(app, User.primaryViewSaveForAll, async (request) => {
    const c = request.caller;
    requirePermission(c, CUSTOM_VIEWS_PERMISSION);
    await ctx.db.transaction(async (tx) => {
      await checkView(ctx, tx, c, request.body, true);
      await setPrimaryView(tx, c.businessUnitId, null, request.body.owner, request.body.id);
    });
    return { result: true };
  });

  // Back to following the business unit's primary view (forAll false), or to the default view for everyone (forAll true).
  registerRoute(app, User.primaryViewClear, async (request) => {
    const c = request.caller;
    if (request.body.forAll) requirePermission(c, VIEW_SAVE_PERMISSIONS.all);
    checkOwner(ctx, request.body.owner);
    await clearPrimaryView(ctx.db, c.businessUnitId, request.body.forAll ? null : c.userId, request.body.owner);
    return { result: true };
  });
}
