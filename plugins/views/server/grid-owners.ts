import path from 'node:path';
import { withResolvedGrids, type GridSchema } from '@cockpit/core/schema';
import { unitSchemasFor, type AppContext, type SchemaFiles } from '@cockpit/server/sdk';

/**
 * The grid a view belongs to, by its grid view name (the view's owner): a grid's id, or the
 * viewName of one of its routes (MaterialSsp for materials-es-page). Read from the schemas folder
 * at each call, so a grid added or edited by an integrator counts at once; an unreadable grid file
 * is skipped. Reading and resolving every grid file took 10-15 ms a call on a busy machine (twice
 * per first screen: the views' list and the opening view), so the resolved grids are kept while
 * the index lists the same grid files and the folders they are in hold the same files (their
 * fingerprint, under 1 ms).
 */
export function gridForOwner(schemas: SchemaFiles, owner: string): GridSchema | undefined {
  const grids = resolvedGrids(schemas);
  return grids?.find((grid) => grid.id === owner || (grid.routes ?? []).some((r) => r.viewName === owner));
}

const resolvedKept = new WeakMap<SchemaFiles, { version: string; grids: GridSchema[] }>();

function resolvedGrids(schemas: SchemaFiles): GridSchema[] | undefined {
  let index: { grids?: string[] };
  try {
    index = schemas.read<{ grids?: string[] }>('index.json');
  } catch {
    return undefined;
  }
  const files = index.grids ?? [];
  const version = [files.join('\n'), ...[...new Set(files.map((file) => path.posix.dirname(file)))].map((dir) => schemas.version(dir))].join('\n--\n');
  const kept = resolvedKept.get(schemas);
  if (kept?.version === version) return kept.grids;
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
  const grids = files.map((file) => resolved.get(file) as GridSchema | undefined).filter((grid): grid is GridSchema => Boolean(grid && Array.isArray(grid.columns)));
  resolvedKept.set(schemas, { version, grids });
  return grids;
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
