import type { GridSchema } from '@cockpit/core/schema';
import type { SchemaFiles } from '../../schemas/schema-files';

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
  for (const file of files) {
    let grid: GridSchema | undefined;
    try {
      grid = schemas.read<GridSchema>(file);
    } catch {
      continue;
    }
    if (!grid || !Array.isArray(grid.columns)) continue;
    if (grid.id === owner || (grid.routes ?? []).some((r) => r.viewName === owner)) return grid;
  }
  return undefined;
}
