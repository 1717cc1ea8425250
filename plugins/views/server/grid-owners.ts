import { withResolvedGrids, type GridSchema } from '@cockpit/core/schema';
import { unitSchemasFor, type AppContext, type SchemaFiles } from '@cockpit/server/sdk';

/**
 * The grid a view belongs to, by its grid view name (the view's owner): a grid's id, or the
 * viewName of one of its routes (MaterialSsp for materials-es-page). Read from the schemas folder
 * at each call, so a grid added or edited by an integrator counts at once; an unreadable grid file
 * is skipped.
 */
export function gridForOwner(schemas: SchemaFiles, owner: string): GridSchema | undefined {
  let files: string[];
  try {
    files = schemas.read<{ grids?: string[] }>('index.json').grids ?? [];
  } catch {
    return undefined;
  }
  const read = new Map<string, unknown>();
  for (const file of files) {
    try {
      read.set(file, schemas.read<GridSchema>(file));
    } catch {
      // An unreadable grid file is skipped.
    }
  }
  // A grid that extends another is its base with its own parts laid over (the console sees it so too).
  const resolved = withResolvedGrids(read, files).files;
  for (const file of files) {
    const grid = resolved.get(file) as GridSchema | undefined;
    if (!grid || !Array.isArray(grid.columns)) continue;
    if (grid.id === owner || (grid.routes ?? []).some((r) => r.viewName === owner)) return grid;
  }
  return undefined;
}

/** The grid as a business unit sees it: with the studio's changes in force for the unit, else as shipped. */
export async function unitGrid(ctx: AppContext, businessUnitId: number, shipped: GridSchema): Promise<GridSchema> {
  const { bundle, overlays } = await unitSchemasFor(ctx.config.schemasDir)(ctx.db, businessUnitId);
  if (!overlays.unit.has(shipped.id) && !overlays.installation.has(shipped.id)) return shipped;
  const own = Object.values(bundle.files).find((f) => (f as GridSchema | undefined)?.id === shipped.id && Array.isArray((f as GridSchema).columns)) as GridSchema | undefined;
  return own && own.extends === undefined ? own : shipped;
}

/**
 * The grid a view belongs to as the caller's unit has it: a shipped grid with the unit's studio
 * changes, or a screen the unit added in the studio (it is in the unit's schemas only).
 */
export async function gridForUnitOwner(ctx: AppContext, businessUnitId: number, owner: string): Promise<GridSchema | undefined> {
  const shipped = gridForOwner(ctx.schemas, owner);
  if (shipped) return unitGrid(ctx, businessUnitId, shipped);
  const { bundle } = await unitSchemasFor(ctx.config.schemasDir)(ctx.db, businessUnitId);
  return Object.values(bundle.files).find((f): f is GridSchema => {
    const grid = f as GridSchema | undefined;
    return Array.isArray(grid?.columns) && (grid.id === owner || (grid.routes ?? []).some((r) => r.viewName === owner));
  });
}
