import { createFsSource } from '@cockpit/core/schema/node';
import type { SchemaBundle } from '@cockpit/core/schema-store';
import type { Queryable } from '../db/types';
import { checkSchemaSource, pluginsDir, schemaCheckerFor, type SchemaCheck } from './schema-check';
import { ownerAt } from './overlaid-menu';
import { overlaidFolder } from './overlaid-folder';
import { overlaidSource, unitOverlays, type OverlaidExtras, type UnitOverlays } from './screen-overlays';

export { gridFiles } from './overlaid-folder';

const menuFile = (check: SchemaCheck): string => (check.bundle.files['index.json'] as { menu?: string } | undefined)?.menu ?? 'menu.json';

/** An overlay that no longer validates over the shipped screen: the shipped screen is shown until it is mended. */
export interface StaleOverlay {
  gridId: string;
  file: string;
  pointer: string;
  message: string;
}

export interface UnitSchemas {
  bundle: SchemaBundle;
  stale: StaleOverlay[];
  overlays: UnitOverlays;
}

/** Validates the folder with a set of overlaid grid files, texts, added screens and menu. */
export function checkOverlaid(
  schemasDir: string,
  grids: ReadonlyMap<string, unknown>,
  texts: Record<string, Record<string, string>>,
  extras: OverlaidExtras = {},
): Promise<SchemaCheck> {
  return checkSchemaSource(overlaidSource(createFsSource(schemasDir, pluginsDir), grids, texts, extras), schemasDir);
}

/**
 * The schemas a unit's console loads: the folder's bundle with the overlays in force applied and
 * validated as files are. An overlaid screen that does not validate (the shipped file changed under
 * it) is left out: the unit sees the shipped screen and the studio names the overlay as stale.
 */
async function buildUnitSchemas(schemasDir: string, base: SchemaCheck, overlays: UnitOverlays): Promise<UnitSchemas> {
  const active = { installation: new Map(overlays.installation), unit: new Map(overlays.unit) };
  const stale: StaleOverlay[] = [];
  for (let round = 0; round < 3; round++) {
    const folder = overlaidFolder(base, active);
    const check = await checkOverlaid(schemasDir, folder.grids, folder.texts, { added: folder.added, menu: folder.menu });
    const isNew = (p: { file: string; pointer: string; message: string }) => !base.report.issues.some((b) => b.severity === 'error' && b.file === p.file && b.pointer === p.pointer && b.message === p.message);
    const broken = new Map<string, StaleOverlay[]>();
    for (const p of check.report.issues.filter((i) => i.severity === 'error' && isNew(i))) {
      const gridId = folder.fileOwners.get(p.file) ?? (folder.menu && p.file === menuFile(base) ? ownerAt(folder.menuOwners, p.pointer) : undefined);
      if (gridId) broken.set(gridId, [...(broken.get(gridId) ?? []), { gridId, file: p.file, pointer: p.pointer, message: p.message }]);
    }
    if (!broken.size) return { bundle: { ...check.bundle, texts: folder.texts, ...staleOf(stale) }, stale, overlays };
    for (const [gridId, problems] of broken) {
      stale.push(...problems);
      // The unit's own overlay goes first; if the screen is still broken, the installation's too.
      if (active.unit.has(gridId)) active.unit.delete(gridId);
      else active.installation.delete(gridId);
    }
  }
  return { bundle: { ...base.bundle, ...staleOf(stale) }, stale, overlays };
}

/** The bundle names the screens served as shipped because their overlay is stale, so the console can tell the studio's users. */
const staleOf = (stale: readonly StaleOverlay[]) => (stale.length ? { studioStale: [...new Set(stale.map((s) => s.gridId))] } : {});

/**
 * The bundle per unit, kept while neither the folder (the base check's object) nor the unit's
 * overlays (their stamp) change: the same object answers, so its ETag is computed once per version
 * and changes when the overlay changes.
 */
export function createUnitSchemas(schemasDir: string, check: () => Promise<SchemaCheck>) {
  const kept = new Map<number, { base: SchemaCheck; stamp: string; result: Promise<UnitSchemas> }>();
  return async (db: Queryable, businessUnitId: number): Promise<UnitSchemas> => {
    const base = await check();
    const overlays = await unitOverlays(db, businessUnitId);
    if (!overlays.installation.size && !overlays.unit.size) return { bundle: base.bundle, stale: [], overlays };
    const hit = kept.get(businessUnitId);
    if (hit && hit.base === base && hit.stamp === overlays.stamp) return hit.result;
    const result = buildUnitSchemas(schemasDir, base, overlays);
    if (kept.size > 200) kept.clear();
    kept.set(businessUnitId, { base, stamp: overlays.stamp, result });
    result.catch(() => kept.delete(businessUnitId));
    return result;
  };
}

const perFolder = new Map<string, ReturnType<typeof createUnitSchemas>>();

/** One per schemas folder, shared by the bundle route and the studio. */
export function unitSchemasFor(schemasDir: string): ReturnType<typeof createUnitSchemas> {
  let made = perFolder.get(schemasDir);
  if (!made) perFolder.set(schemasDir, (made = createUnitSchemas(schemasDir, schemaCheckerFor(schemasDir))));
  return made;
}
