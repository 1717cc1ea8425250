import type { PathTable } from '../api/path-table';
import type { PermissionDefaults } from '../permissions/rules';
import type { DialogSchema, GridRoute, GridSchema } from '../schema';

/** A problem found in one schema file: the file, the JSON pointer and the rule in words. */
export interface SchemaProblem {
  file: string;
  pointer: string;
  message: string;
}

/** A bundle that holds one page's grids only (page-bundle.ts). */
export interface BundlePart {
  /** The page (its path without slashes) whose grids the bundle holds. */
  page: string;
  /** Every grid page's path of the whole bundle, so that the menus offer the same pages. */
  gridRoutes: string[];
}

export interface SchemaIndexFile {
  apiPaths: string[];
  permissions: string;
  menu: string;
  grids: string[];
  dialogs: string[];
}

export interface GridEntry {
  file: string;
  grid?: GridSchema;
  problems: SchemaProblem[];
}

/** Everything the console reads from /schemas/, with what is broken kept per file. */
export interface LoadedSchemas {
  paths: PathTable;
  permissions: PermissionDefaults;
  grids: GridEntry[];
  dialogs: Map<string, DialogSchema>;
  dialogProblems: Map<string, SchemaProblem[]>;
  /** Problems that are not about one grid (the index, the path table, permissions). */
  problems: SchemaProblem[];
  /** Labels of screens changed in the studio, per language (`Studio.<grid>.*` keys). */
  texts?: Record<string, Record<string, string>>;
  /** Screens whose studio change no longer validates, shown as shipped until it is mended (the studio's users are told). */
  studioStale?: string[];
  /** Only one page's grids so far (the page load's first screen); the rest come with the whole bundle. */
  part?: BundlePart;
}

export interface ResolvedGridRoute {
  entry: GridEntry;
  grid?: GridSchema;
  route: GridRoute;
}

/** Finds the grid page for a path. A broken grid file still answers for the paths it declares, with its problems. */
export function findGridRoute(schemas: LoadedSchemas, path: string): ResolvedGridRoute | undefined {
  for (const entry of schemas.grids) {
    const route = entry.grid?.routes.find((r) => r.path === path);
    if (route) return { entry, grid: entry.problems.length ? undefined : entry.grid, route };
  }
  return undefined;
}
