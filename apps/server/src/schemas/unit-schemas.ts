import { createFsSource } from '@cockpit/core/schema/node';
import type { SchemaBundle } from '@cockpit/core/schema-store';
import type { Queryable } from '../db/types';
import { checkSchemaSource, pluginsDir, schemaCheckerFor, type SchemaCheck } from './schema-check';
import { overlaidGrid, overlaidSource, overlaidTexts, unitOverlays, type UnitOverlays } from './screen-overlays';

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

/** The file of each grid id among the grids the folder lists. */
export function gridFiles(check: SchemaCheck): Map<string, string> {
  const index = check.bundle.files['index.json'] as { grids?: string[] } | undefined;
  const files = new Map<string, string>();
  for (const file of index?.grids ?? []) {
    const id = (check.bundle.files[file] as { id?: unknown } | undefined)?.id;
    if (typeof id === 'string') files.set(id, file);
  }
  return files;
}

/** Validates the folder with a set of overlaid grid files and texts. */
export function checkOverlaid(schemasDir: string, grids: ReadonlyMap<string, unknown>, texts: Record<string, Record<string, string>>): Promise<SchemaCheck> {
  return checkSchemaSource(overlaidSource(createFsSource(schemasDir, pluginsDir), grids, texts), schemasDir);
}

/**
 * The schemas a unit's console loads: the folder's bundle with the overlays in force applied and
 * validated as files are. An overlaid screen that does not validate (the shipped file changed under
 * it) is left out: the unit sees the shipped screen and the studio names the overlay as stale.
 */
async function buildUnitSchemas(schemasDir: string, base: SchemaCheck, overlays: UnitOverlays): Promise<UnitSchemas> {
  const files = gridFiles(base);
  const active = { installation: new Map(overlays.installation), unit: new Map(overlays.unit) };
  const stale: StaleOverlay[] = [];
  for (let round = 0; round < 3; round++) {
    const grids = new Map<string, unknown>();
    for (const gridId of new Set([...active.installation.keys(), ...active.unit.keys()])) {
      const file = files.get(gridId);
      if (file) grids.set(file, overlaidGrid(base.bundle.files[file], active, gridId));
    }
    const texts = overlaidTexts(active);
    const check = await checkOverlaid(schemasDir, grids, texts);
    const broken = [...files].filter(([, file]) => grids.has(file) && check.bundle.problems.some((p) => p.file === file) && !base.bundle.problems.some((p) => p.file === file));
    if (!broken.length) return { bundle: { ...check.bundle, texts }, stale, overlays };
    for (const [gridId, file] of broken) {
      for (const p of check.bundle.problems.filter((q) => q.file === file)) stale.push({ gridId, file, pointer: p.pointer, message: p.message });
      // The unit's own overlay goes first; if the screen is still broken, the installation's too.
      if (active.unit.has(gridId)) active.unit.delete(gridId);
      else active.installation.delete(gridId);
    }
  }
  return { bundle: base.bundle, stale, overlays };
}

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
