import { routes, type StudioScope } from '@cockpit/contracts';
import { applyMergePatch, jsonChanges } from '@cockpit/core/schema';
import {
  type AppContext,
  badRequest,
  type Caller,
  conflict,
  type MenuOverlay,
  notFound,
  type OverlayTexts,
  type Queryable,
  registerRoute,
  schemaCheckerFor,
  unitSchemasFor,
  type FastifyInstance,
} from '@cockpit/server/sdk';
import { listContractOf } from './list-contract';
import { listOffers } from './new-screen';
import { studioGuard } from './studio-guard';
import { draftProblems, loadScreen, patchOf, type StudioScreen, unitOf } from './studio-screens';
import { overlaysInForce } from './studio-overlays';

const { Studio } = routes;

interface VersionRow {
  version: number;
  patch: unknown;
  texts: OverlayTexts;
  menu: MenuOverlay | null;
  comment: string;
  created_by_name: string;
  created_at: Date;
  rollback_of: number | null;
}

const scopeWhere = 'coalesce(business_unit_id, 0) = coalesce($1::int, 0) and grid_id = $2';

/** Stores the next version; another save since `expected` is a conflict, not a lost change. */
async function storeVersion(
  ctx: AppContext,
  caller: Caller,
  screen: StudioScreen,
  expected: number,
  row: { patch: unknown; texts: OverlayTexts; menu: MenuOverlay | null; comment: string; rollbackOf?: number },
): Promise<number> {
  const unit = unitOf(caller, screen.scope);
  try {
    return await ctx.db.transaction(async (tx) => {
      const { rows } = await tx.query<{ version: number }>(`select coalesce(max(version), 0)::int as version from screen_overlay_versions where ${scopeWhere}`, [
        unit,
        screen.gridId,
      ]);
      if (rows[0].version !== expected) throw conflict(`The screen was saved by someone else meanwhile (version ${rows[0].version}); open it again to see their change`);
      const version = expected + 1;
      await tx.query(
        `insert into screen_overlay_versions (business_unit_id, grid_id, version, patch, texts, menu, comment, created_by, created_by_name, rollback_of)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [
          unit,
          screen.gridId,
          version,
          row.patch === null ? null : JSON.stringify(row.patch),
          JSON.stringify(row.texts),
          row.menu === null ? null : JSON.stringify(row.menu),
          row.comment,
          caller.userId,
          caller.userName,
          row.rollbackOf ?? null,
        ],
      );
      return version;
    });
  } catch (error) {
    // Two saves of the same version at once: the unique index lets one through.
    if ((error as { code?: string }).code === '23505') throw conflict('The screen was saved by someone else meanwhile; open it again to see their change');
    throw error;
  }
}

/** Users of the unit on the screen are told, and their consoles read the schemas again. */
function announce(ctx: AppContext, caller: Caller, screen: StudioScreen, version: number): void {
  if (screen.scope !== 'unit') return;
  const viewName = typeof screen.grid.liveView === 'string' ? screen.grid.liveView : screen.gridId;
  ctx.changes.publish({ viewName, businessUnitId: caller.businessUnitId, methodName: 'ScreenChanged', id: screen.gridId, ids: [version] });
}

function refuseProblems(problems: { file: string; pointer: string; message: string }[]): never {
  const first = problems[0];
  throw badRequest(`${first.file}#${first.pointer || '/'}: ${first.message}`, { problems });
}

async function versionRows(db: Queryable, unit: number | null, gridId: string): Promise<VersionRow[]> {
  const { rows } = await db.query<VersionRow>(
    `select version, patch, texts, menu, comment, created_by_name, created_at, rollback_of from screen_overlay_versions where ${scopeWhere} order by version`,
    [unit, gridId],
  );
  return rows;
}

/**
 * The screen studio: a unit's administrators (and a global administrator for the installation's
 * base screens) change a grid's screen; every save is validated as the files are and kept as a
 * version of the unit's overlay, with history and rollback.
 */
export async function studioRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const scopeOf = (s: StudioScope | undefined): StudioScope => s ?? 'unit';
  const check = schemaCheckerFor(ctx.config.schemasDir);
  const load = async (caller: Caller, gridId: string, scope: StudioScope | undefined, list?: string) => {
    const base = await check();
    return loadScreen(ctx, caller, gridId, scopeOf(scope), { offers: () => listOffers(app, ctx, base, caller), list });
  };
  /** The problems of a draft: what the studio may not change first, then the validator's. */
  const problemsOf = (screen: StudioScreen, grid: Record<string, unknown>, texts: OverlayTexts, menu: MenuOverlay | null) =>
    draftProblems(ctx, screen, grid, texts, menu, studioGuard(screen.file, screen.gridId, screen.fixed, grid, texts));

  registerRoute(app, Studio.lists, async (request) => ({
    result: listOffers(app, ctx, await check(), request.caller).map(({ name, api, permission, contract }) => ({ name, api, permission, contract })),
  }));

  registerRoute(app, Studio.overlays, async (request) => ({ result: await overlaysInForce(ctx, request.caller, scopeOf(request.query.scope)) }));

  registerRoute(app, Studio.screen, async (request) => {
    const screen = await load(request.caller, request.params.gridId, request.query.scope, request.query.list);
    const { stale } = await unitSchemasFor(ctx.config.schemasDir)(ctx.db, request.caller.businessUnitId);
    return {
      result: {
        gridId: screen.gridId,
        created: screen.created,
        menu: screen.menu,
        menuEntry: screen.menuEntry,
        file: screen.file,
        scope: screen.scope,
        version: screen.version,
        shipped: screen.below,
        grid: screen.grid,
        texts: screen.texts,
        list: screen.offer?.contract ?? listContractOf(ctx, screen.base, screen.shipped) ?? null,
        stale: stale.filter((s) => s.gridId === screen.gridId).map(({ file, pointer, message }) => ({ file, pointer, message })),
      },
    };
  });

  registerRoute(app, Studio.versions, async (request) => {
    const screen = await load(request.caller, request.params.gridId, request.query.scope);
    const rows = await versionRows(ctx.db, unitOf(request.caller, screen.scope), screen.gridId);
    let previous: unknown = screen.below;
    const versions = rows.map((r) => {
      const doc = r.patch === null ? screen.below : applyMergePatch(screen.below, r.patch);
      const entry = {
        version: r.version,
        comment: r.comment,
        createdBy: r.created_by_name,
        createdAt: new Date(r.created_at).toISOString(),
        rollbackOf: r.rollback_of,
        changes: jsonChanges(previous, doc),
        changesFromShipped: jsonChanges(screen.shipped, doc),
        menu: r.menu,
      };
      previous = doc;
      return entry;
    });
    return { result: versions.reverse() };
  });

  registerRoute(app, Studio.check, async (request) => {
    const b = request.body;
    const screen = await load(request.caller, request.params.gridId, b.scope, b.list);
    const problems = await problemsOf(screen, b.grid, b.texts ?? {}, b.menu ?? null);
    return { result: { problems } };
  });

  registerRoute(app, Studio.save, async (request) => {
    const b = request.body;
    const screen = await load(request.caller, request.params.gridId, b.scope, b.list);
    const texts = b.texts ?? {};
    const menu = b.menu ?? null;
    const problems = await problemsOf(screen, b.grid, texts, menu);
    if (problems.length) refuseProblems(problems);
    const patch = patchOf(screen, b.grid);
    const unchanged = patch === null && menu === null;
    const version = await storeVersion(ctx, request.caller, screen, b.version, { patch, texts: unchanged ? {} : texts, menu, comment: b.comment });
    announce(ctx, request.caller, screen, version);
    return { result: { version } };
  });

  registerRoute(app, Studio.rollback, async (request) => {
    const b = request.body;
    const screen = await load(request.caller, request.params.gridId, b.scope);
    let patch: unknown = null;
    let texts: OverlayTexts = {};
    let menu: MenuOverlay | null = null;
    if (b.version > 0) {
      const target = (await versionRows(ctx.db, unitOf(request.caller, screen.scope), screen.gridId)).find((r) => r.version === b.version);
      if (!target) throw notFound(`Version ${b.version} of screen ${screen.gridId} not found`);
      patch = target.patch;
      texts = target.texts;
      menu = target.menu;
      // An old version is saved again only if it still validates over today's shipped screen.
      if (patch !== null || menu !== null) {
        const draft = (patch === null ? screen.below : applyMergePatch(screen.below, patch)) as Record<string, unknown>;
        const problems = await problemsOf(screen, draft, texts, menu);
        if (problems.length) refuseProblems(problems);
      }
    }
    const comment = b.comment?.trim() || (b.version === 0 ? 'Back to the shipped screen' : `Back to version ${b.version}`);
    const version = await storeVersion(ctx, request.caller, screen, screen.version, { patch, texts, menu, comment, rollbackOf: b.version });
    announce(ctx, request.caller, { ...screen }, version);
    return { result: { version } };
  });
}
