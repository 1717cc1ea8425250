import type { StudioScope } from '@cockpit/contracts';
import { type AppContext, type Caller, gridFiles, inForce, newScreenFile, overlaidFolder, schemaCheckerFor, unitSchemasFor } from '@cockpit/server/sdk';
import { checkScope } from './studio-screens';

/**
 * The overlays in force under a scope, each as the whole screen the scope has (what `cockpit studio
 * export` writes), with the problems of the ones that no longer validate over the shipped files.
 */
export async function overlaysInForce(ctx: AppContext, caller: Caller, scope: StudioScope) {
  checkScope(caller, scope);
  const base = await schemaCheckerFor(ctx.config.schemasDir)();
  const { overlays, stale } = await unitSchemasFor(ctx.config.schemasDir)(ctx.db, caller.businessUnitId);
  const files = gridFiles(base);
  const mine = scope === 'unit' ? overlays.unit : overlays.installation;
  const active = { installation: overlays.installation, unit: scope === 'unit' ? overlays.unit : new Map() };
  const folder = overlaidFolder(base, active);
  return [...mine.values()].filter(inForce).map((o) => {
    const file = files.get(o.gridId) ?? newScreenFile(o.gridId);
    return {
      gridId: o.gridId,
      file,
      version: o.version,
      created: !files.has(o.gridId),
      grid: (folder.grids.get(file) ?? base.bundle.files[file]) as Record<string, unknown>,
      texts: o.texts,
      menu: o.menu,
      stale: stale.filter((s) => s.gridId === o.gridId).map(({ file: f, pointer, message }) => ({ file: f, pointer, message })),
    };
  });
}
