import { routes } from '@cockpit/contracts';
import type { SaveViewBody } from '@cockpit/contracts/routes/custom-views';
import { DEFAULT_VIEW_ID, gridSettingsKey, isValidViewName, viewNameProblem, type ViewScope } from '@cockpit/core/views';
import { canModifyView, CUSTOM_VIEWS_PERMISSION, requirePermission, requireSaveRight } from './view-rights';
import { deleteView, findVisibleView, insertView, listVisibleViews, namesInEveryUnit, toDetail, toHeader, updateView } from './view-store';
import { defaultViewDetail, defaultViewHeader, effectiveGridSettings } from './default-view';
import { badRequest, notFound, refused, registerRoute, type AppContext, type Caller, type FastifyInstance } from '@cockpit/server/sdk';
import { gridForUnitOwner } from '../grid-owners';
import { checkViewParts } from '../view-parts';

/** The custom view refusals (a bad or taken name, no right to delete), with codes the console translates (Errors.Views.*). */
export const INVALID_NAME = () => refused('Views.InvalidName', 'Invalid name');
export const NAME_EXISTS = () => refused('Views.NameExists', 'Name already exists');
export const NO_DELETE_RIGHTS = () => refused('Views.NoDeleteRights', 'You do not have the rights to delete the view');

const { CustomView, User } = routes;

async function knownGrid(ctx: AppContext, businessUnitId: number, name: string, where: string) {
  // A view belongs to a grid of the caller's unit: shipped, or a screen the unit added in the studio.
  const grid = await gridForUnitOwner(ctx, businessUnitId, name);
  if (!grid) throw badRequest(`${where}: no grid has the view name "${name}"`);
  return grid;
}

async function saveView(ctx: AppContext, caller: Caller, scope: ViewScope, body: SaveViewBody) {
  requirePermission(caller, CUSTOM_VIEWS_PERMISSION);
  requireSaveRight(caller, scope);
  const grid = await knownGrid(ctx, caller.businessUnitId, body.owner, 'body/owner');
  if (body.id === DEFAULT_VIEW_ID) throw refused('Views.DefaultIsFixed', 'The default view cannot be changed');
  const name = body.customViewName;
  if (!isValidViewName(name)) throw INVALID_NAME();
  const parts = checkViewParts(grid, body.owner, scope, body);
  try {
    return await ctx.db.transaction(async (tx) => {
      if (body.id !== undefined) {
        const view = await findVisibleView(tx, caller, body.id, true);
        if (!view || view.owner !== body.owner) throw notFound(`View ${body.id} not found`);
        if (view.scope !== scope) throw badRequest(`View ${body.id} is a ${view.scope} view; it is saved with the call of its own scope`);
        if (!canModifyView(caller, { scope: view.scope, businessUnitId: view.business_unit_id, createdBy: view.created_by })) {
          throw refused('Views.NoSaveRights', 'You do not have the rights to change the view');
        }
      }
      // A name may not repeat one the saver can already see (any scope), nor the default view's. A
      // view for all lands in every unit's list, so it may not repeat a name of any unit either.
      const taken =
        scope === 'all'
          ? await namesInEveryUnit(tx, body.owner, body.id)
          : (await listVisibleViews(tx, caller, body.owner)).filter((v) => v.id !== body.id).map((v) => v.custom_view_name);
      if (viewNameProblem(name, taken)) throw NAME_EXISTS();
      const id = body.id ?? (await insertView(tx, caller, { owner: body.owner, name, scope, parts }));
      if (body.id !== undefined) await updateView(tx, id, { name, parts });
      const saved = await findVisibleView(tx, caller, id);
      return toHeader(saved!, caller);
    });
  } catch (error) {
    // Two saves of the same name at once: the unique index decides, the loser hears the same message.
    if ((error as { code?: string }).code === '23505') throw NAME_EXISTS();
    throw error;
  }
}

/**
 * Custom views: list per grid, load one, save for me / the business unit / all,
 * delete. grid/custom_views for all of them; saving needs the scope's grid permission, and
 * overwriting or deleting a view needs it too (and, for a personal view, to be its saver). A view
 * for all reaches every business unit, so saving, overwriting or deleting one also takes a global
 * administrator (docs/decisions/0047-view-scopes-and-rights.md); a unit's own views never leave the unit.
 */
export async function customViewRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  registerRoute(app, CustomView.header, async (request) => {
    const caller = request.caller;
    const grid = await gridForUnitOwner(ctx, caller.businessUnitId, request.query.owner);
    const views = (await listVisibleViews(ctx.db, caller, request.query.owner)).map((v) => toHeader(v, caller));
    return { result: grid ? [defaultViewHeader(request.query.owner), ...views] : views };
  });

  registerRoute(app, CustomView.detail, async (request) => {
    const caller = request.caller;
    const { id } = request.params;
    if (id === DEFAULT_VIEW_ID) {
      // The default view is per grid: the owner says which.
      if (!request.query.owner) throw badRequest('querystring: "owner" is required for the default view (id 0)');
      // The default view is the grid as the caller's unit has it (with its studio changes, or a screen the unit added).
      const grid = await gridForUnitOwner(ctx, caller.businessUnitId, request.query.owner);
      if (!grid) throw notFound(`No grid has the view name "${request.query.owner}"`);
      return { result: await defaultViewDetail(ctx.db, caller, grid, request.query.owner) };
    }
    const view = await findVisibleView(ctx.db, caller, id);
    if (!view || (request.query.owner && view.owner !== request.query.owner)) throw notFound(`View ${id} not found`);
    return { result: toDetail(view, caller) };
  });

  const saveRoute = (route: typeof CustomView.saveForMe, scope: ViewScope) =>
    registerRoute(app, route, async (request) => ({ result: await saveView(ctx, request.caller, scope, request.body) }));
  saveRoute(CustomView.saveForMe, 'user');
  saveRoute(CustomView.saveForBusinessUnit, 'businessUnit');
  saveRoute(CustomView.saveForAll, 'all');

  registerRoute(app, CustomView.delete, async (request) => {
    const caller = request.caller;
    if (request.body.id === DEFAULT_VIEW_ID) throw NO_DELETE_RIGHTS();
    await ctx.db.transaction(async (tx) => {
      const view = await findVisibleView(tx, caller, request.body.id, true);
      if (!view) throw notFound(`View ${request.body.id} not found`);
      if (!canModifyView(caller, { scope: view.scope, businessUnitId: view.business_unit_id, createdBy: view.created_by })) throw NO_DELETE_RIGHTS();
      await deleteView(tx, view.id);
    });
    return { result: true };
  });

  // GET User grid settings: the grid's <owner>_GridSettings record that applies to the caller.
  registerRoute(app, User.gridSettings, async (request) => {
    const found = await effectiveGridSettings(ctx.db, request.caller, request.query.owner);
    return { result: { owner: request.query.owner, key: gridSettingsKey(request.query.owner), value: found?.value ?? null, source: found?.source ?? null } };
  });
}
