import { STUDIO_FEATURE, type StudioProblem, type StudioScope } from '@cockpit/contracts';
import { applyMergePatch, createMergePatch, jsonEqual, type MenuItem, type SchemaIssue } from '@cockpit/core/schema';
import { isGlobalAdmin } from '@cockpit/core/permissions';
import {
  type AppContext,
  badRequest,
  type Caller,
  checkOverlaid,
  forbidden,
  gridFiles,
  inForce,
  menuEntryOf,
  type MenuOverlay,
  newScreenFile,
  notFound,
  overlaidFolder,
  type Overlay,
  type OverlayTexts,
  ownerAt,
  refused,
  type SchemaCheck,
  schemaCheckerFor,
  screenBelow,
  shippedGrid,
  shippedMenu,
  unitOverlays,
  type UnitOverlays,
} from '@cockpit/server/sdk';
import { type ListOffer, newScreenBase, offerOfScreen } from './new-screen';

/** One grid's screen as the studio edits it under one scope. */
export interface StudioScreen {
  gridId: string;
  file: string;
  scope: StudioScope;
  /** The file as shipped ({} for a screen the studio added). */
  shipped: Record<string, unknown>;
  /** The screen this scope's overlay applies to (the installation's overlay under a unit's; {} when this scope added the screen). */
  below: Record<string, unknown>;
  /** What the studio may not change (the fixed keys, the actions): the screen below, or for an added screen the base made from its list. */
  fixed: Record<string, unknown>;
  /** The screen with this scope's overlay (for a screen not yet saved: its base). */
  grid: Record<string, unknown>;
  version: number;
  texts: OverlayTexts;
  /** This scope's change of the menu entry. */
  menu: MenuOverlay | null;
  /** The menu entry that opens the screen, as the unit sees it without this scope's change. */
  menuEntry: MenuItem | null;
  /** The studio added this screen (it is no file of the folder). */
  created: boolean;
  /** The list the screen reads, for a screen the studio added. */
  offer?: ListOffer;
  overlays: UnitOverlays;
  base: SchemaCheck;
}

/** The business unit id a scope is stored under: null for the installation's base screens. */
export const unitOf = (caller: Caller, scope: StudioScope): number | null => (scope === 'installation' ? null : caller.businessUnitId);

/**
 * A unit's screens are changed by holders of the studio permission in a unit with the ScreenStudio
 * feature; the installation's base screens only by a global administrator.
 */
export function checkScope(caller: Caller, scope: StudioScope): void {
  if (scope === 'installation') {
    if (!isGlobalAdmin(caller.roles)) throw forbidden("The installation's base screens are changed by a global administrator");
  } else if (!caller.features.includes(STUDIO_FEATURE)) {
    throw refused('Features.NotEnabled', `Feature ${STUDIO_FEATURE} is not enabled`, { feature: STUDIO_FEATURE });
  }
}

export interface LoadOptions {
  /** The lists the caller may read (for screens the studio adds). */
  offers: () => ListOffer[];
  /** Start a new screen on this list (its contract's name). */
  list?: string;
}

const pathsOf = (doc: Record<string, unknown>): string[] => ((doc.routes as Array<{ path?: string }> | undefined) ?? []).flatMap((r) => (r.path ? [r.path] : []));

export async function loadScreen(ctx: AppContext, caller: Caller, gridId: string, scope: StudioScope, options: LoadOptions): Promise<StudioScreen> {
  checkScope(caller, scope);
  const base = await schemaCheckerFor(ctx.config.schemasDir)();
  const file = gridFiles(base).get(gridId);
  const overlays = await unitOverlays(ctx.db, caller.businessUnitId);
  const own: Overlay | undefined = (scope === 'unit' ? overlays.unit : overlays.installation).get(gridId);
  const lower = scope === 'unit' ? overlays.installation.get(gridId) : undefined;
  const menuBelow = (doc: Record<string, unknown>): MenuItem | null => {
    const folder = overlaidFolder(base, { installation: scope === 'unit' ? overlays.installation : new Map(), unit: new Map() });
    const menu = folder.menu ?? shippedMenu(base);
    return (menu && menuEntryOf(menu, pathsOf(doc))) ?? null;
  };
  const common = { gridId, scope, version: own?.version ?? 0, texts: inForce(own) ? own.texts : {}, menu: inForce(own) ? own.menu : null, overlays, base };

  if (file) {
    if (options.list) throw badRequest(`A screen with the id ${gridId} exists already; choose another name`);
    // A screen that extends another is edited as it is seen: its base laid under it.
    const shipped = shippedGrid(base, file) as Record<string, unknown>;
    const below = screenBelow(shipped, overlays, gridId, scope) as Record<string, unknown>;
    const grid = (own?.patch != null ? applyMergePatch(below, own.patch) : below) as Record<string, unknown>;
    return { ...common, file, shipped, below, fixed: below, grid, menuEntry: menuBelow(below), created: false };
  }

  // A screen the studio added: its patch is the whole screen; its list gives what cannot change.
  const file2 = newScreenFile(gridId);
  const below = (inForce(lower) && lower.patch != null ? applyMergePatch({}, lower.patch) : {}) as Record<string, unknown>;
  const saved = (own?.patch != null ? applyMergePatch(below, own.patch) : below) as Record<string, unknown>;
  const offers = options.offers();
  if (Object.keys(saved).length) {
    if (options.list) throw badRequest(`A screen with the id ${gridId} exists already; choose another name`);
    const offer = offerOfScreen(offers, saved);
    if (!offer) throw forbidden(`Screen ${gridId} shows a list you may not read`);
    const fixed = Object.keys(below).length ? below : newScreenBase(gridId, offer);
    return { ...common, file: file2, shipped: {}, below, fixed, grid: saved, menuEntry: Object.keys(below).length ? menuBelow(below) : null, created: true, offer };
  }
  if (!options.list) throw notFound(`Screen ${gridId} not found`);
  const offer = offers.find((o) => o.name === options.list);
  if (!offer) throw badRequest(`Unknown list "${options.list}": the lists you may read are ${offers.map((o) => o.name).join(', ') || 'none'}`);
  const fixed = newScreenBase(gridId, offer);
  return { ...common, file: file2, shipped: {}, below: {}, fixed, grid: fixed, menuEntry: null, created: true, offer };
}

const sameIssue = (a: Pick<SchemaIssue, 'file' | 'pointer' | 'message'>, b: Pick<SchemaIssue, 'file' | 'pointer' | 'message'>) =>
  a.file === b.file && a.pointer === b.pointer && a.message === b.message;

/** The merge patch stored for a draft: null when the draft is the screen below as it is. */
export function patchOf(screen: StudioScreen, draft: Record<string, unknown>): unknown {
  return jsonEqual(screen.below, draft) ? null : (createMergePatch(screen.below, draft) ?? null);
}

/**
 * Validates a draft of the screen as `cockpit validate` validates files (the meta-schema, the
 * list's contract: fields it publishes, operators it takes; translations in every language; the
 * menu's icons and labels), with every other overlay in force and the studio's own labels as a
 * catalogue group. Errors the shipped folder already has are not the draft's.
 */
export async function draftProblems(
  ctx: AppContext,
  screen: StudioScreen,
  draft: Record<string, unknown>,
  texts: OverlayTexts,
  menu: MenuOverlay | null,
  guard: StudioProblem[],
): Promise<StudioProblem[]> {
  if (guard.length) return guard;
  const active = { installation: new Map(screen.overlays.installation), unit: new Map(screen.overlays.unit) };
  (screen.scope === 'unit' ? active.unit : active.installation).set(screen.gridId, { gridId: screen.gridId, version: screen.version, patch: patchOf(screen, draft), texts, menu });
  if (screen.scope === 'installation') active.unit.clear();
  const folder = overlaidFolder(screen.base, active);
  const check = await checkOverlaid(ctx.config.schemasDir, folder.grids, folder.texts, { added: folder.added, menu: folder.menu });
  const menuFile = (screen.base.bundle.files['index.json'] as { menu?: string } | undefined)?.menu ?? 'menu.json';
  const ours = (i: SchemaIssue) => i.file === screen.file || i.file.endsWith('/Studio.json') || (i.file === menuFile && ownerAt(folder.menuOwners, i.pointer) === screen.gridId);
  return check.report.issues
    .filter((i) => i.severity === 'error' && ours(i))
    .filter((i) => !screen.base.report.issues.some((b) => sameIssue(b, i)))
    .map((i) => ({ file: i.file, pointer: i.pointer, message: i.message }));
}
