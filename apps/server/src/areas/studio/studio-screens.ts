import { STUDIO_FEATURE, type StudioProblem, type StudioScope } from '@cockpit/contracts';
import { applyMergePatch, createMergePatch, jsonEqual, type SchemaIssue } from '@cockpit/core/schema';
import { isGlobalAdmin } from '@cockpit/core/permissions';
import type { Caller } from '../../auth/caller';
import type { AppContext } from '../../context';
import { forbidden, notFound, refused } from '../../http/errors';
import { schemaCheckerFor, type SchemaCheck } from '../../schemas/schema-check';
import { overlaidTexts, screenBelow, unitOverlays, type Overlay, type OverlayTexts, type UnitOverlays } from '../../schemas/screen-overlays';
import { checkOverlaid, gridFiles } from '../../schemas/unit-schemas';

/** One grid's screen as the studio edits it under one scope. */
export interface StudioScreen {
  gridId: string;
  file: string;
  scope: StudioScope;
  /** The file as shipped. */
  shipped: Record<string, unknown>;
  /** The screen this scope's overlay applies to (the installation's overlay under a unit's). */
  below: Record<string, unknown>;
  /** The screen with this scope's overlay. */
  grid: Record<string, unknown>;
  version: number;
  texts: OverlayTexts;
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

export async function loadScreen(ctx: AppContext, caller: Caller, gridId: string, scope: StudioScope): Promise<StudioScreen> {
  checkScope(caller, scope);
  const base = await schemaCheckerFor(ctx.config.schemasDir)();
  const file = gridFiles(base).get(gridId);
  if (!file) throw notFound(`Screen ${gridId} not found`);
  const shipped = base.bundle.files[file] as Record<string, unknown>;
  if (shipped.extends !== undefined) throw refused('Studio.Extends', `Screen ${gridId} extends another screen; change that screen instead`);
  const overlays = await unitOverlays(ctx.db, caller.businessUnitId);
  const below = screenBelow(shipped, overlays, gridId, scope) as Record<string, unknown>;
  const own: Overlay | undefined = (scope === 'unit' ? overlays.unit : overlays.installation).get(gridId);
  const inForce = own?.patch != null;
  const grid = (inForce ? applyMergePatch(below, own.patch) : below) as Record<string, unknown>;
  return { gridId, file, scope, shipped, below, grid, version: own?.version ?? 0, texts: inForce ? own.texts : {}, overlays, base };
}

const sameIssue = (a: Pick<SchemaIssue, 'file' | 'pointer' | 'message'>, b: Pick<SchemaIssue, 'file' | 'pointer' | 'message'>) =>
  a.file === b.file && a.pointer === b.pointer && a.message === b.message;

/**
 * Validates a draft of the screen as `cockpit validate` validates files (the meta-schema, the
 * list's contract: fields it publishes, operators it takes; translations in every language),
 * with the studio's own labels as a catalogue group. Errors the shipped folder already has are not
 * the draft's.
 */
export async function draftProblems(ctx: AppContext, screen: StudioScreen, draft: Record<string, unknown>, texts: OverlayTexts, guard: StudioProblem[]): Promise<StudioProblem[]> {
  if (guard.length) return guard;
  const without = (map: Map<string, Overlay>) => new Map([...map].filter(([id]) => id !== screen.gridId));
  const others =
    screen.scope === 'unit'
      ? { installation: screen.overlays.installation, unit: without(screen.overlays.unit) }
      : { installation: without(screen.overlays.installation), unit: new Map<string, Overlay>() };
  const merged = overlaidTexts(others);
  for (const [lang, keys] of Object.entries(texts)) merged[lang] = { ...merged[lang], ...keys };
  const check = await checkOverlaid(ctx.config.schemasDir, new Map([[screen.file, draft]]), merged);
  return check.report.issues
    .filter((i) => i.severity === 'error' && (i.file === screen.file || i.file.endsWith('/Studio.json')))
    .filter((i) => !screen.base.report.issues.some((b) => sameIssue(b, i)))
    .map((i) => ({ file: i.file, pointer: i.pointer, message: i.message }));
}

/** The merge patch stored for a draft: null when the draft is the screen below as it is. */
export function patchOf(screen: StudioScreen, draft: Record<string, unknown>): unknown {
  return jsonEqual(screen.below, draft) ? null : (createMergePatch(screen.below, draft) ?? null);
}
