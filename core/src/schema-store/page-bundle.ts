import type { SchemaBundle } from './load-schemas';
import type { SchemaIndexFile } from './loaded-schemas';

/**
 * The schemas bundle for one page's first screen: every file but the grids of other pages, which
 * are most of the bundle (a page load needs only its own screen's), and the dialogs its grids do
 * not name. The path table, the permissions, the studio's labels and notes come whole, so that the
 * page, its actions and their dialogs work as with the whole bundle; the console asks for the rest once the
 * first rows are shown (complete-schemas.ts), and before it shows any other page.
 */
interface GridFile {
  id?: unknown;
  extends?: unknown;
  routes?: unknown;
}

const routePaths = (grid: GridFile | undefined): string[] =>
  Array.isArray(grid?.routes) ? grid.routes.flatMap((r: unknown) => (r && typeof (r as { path?: unknown }).path === 'string' ? [(r as { path: string }).path] : [])) : [];

/**
 * A path table file as the console calls by it: method, path and list per key, without the words
 * for readers (descriptions, `$schema`, `$comment`: a third of the table), which only the studio
 * and the API reference show, after the whole bundle is in.
 */
function callsOnly(file: unknown): unknown {
  const paths = (file as { paths?: unknown } | undefined)?.paths;
  if (!paths || typeof paths !== 'object') return file;
  const calls: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(paths as Record<string, unknown>)) {
    if (!entry || typeof entry !== 'object') calls[key] = entry;
    else {
      const { description: _words, ...call } = entry as Record<string, unknown>;
      calls[key] = call;
    }
  }
  return { paths: calls };
}

/** Every text in a schema file (a dialog is named by its id wherever a grid or dialog names it). */
function textsIn(value: unknown, into: Set<string>): void {
  if (typeof value === 'string') into.add(value);
  else if (Array.isArray(value)) value.forEach((v) => textsIn(v, into));
  else if (value && typeof value === 'object') Object.values(value).forEach((v) => textsIn(v, into));
}

/**
 * The dialogs the page's grids name (an action's dialog, a form to fill in first) and the dialogs
 * those name: the only ones its first screen can open. The others (about half the part's bytes)
 * come with the whole bundle, which follows the first rows.
 */
function pageDialogs(bundle: SchemaBundle, index: SchemaIndexFile, grids: ReadonlySet<string>): Set<string> {
  const named = new Set<string>();
  grids.forEach((file) => textsIn(bundle.files[file], named));
  const idOf = (file: string) => {
    const id = (bundle.files[file] as { id?: unknown } | undefined)?.id;
    return typeof id === 'string' ? id : file.replace(/^dialogs\/|\.json$/g, '');
  };
  const kept = new Set<string>();
  for (let added = true; added;) {
    added = false;
    for (const file of index.dialogs ?? []) {
      if (kept.has(file) || !named.has(idOf(file))) continue;
      kept.add(file);
      textsIn(bundle.files[file], named);
      added = true;
    }
  }
  return kept;
}

/**
 * The part of `bundle` a load of `page` needs first: its index lists only the grids that serve the
 * page and the grids they extend. Answers the whole bundle when no grid serves the page (a plugin
 * page or the dashboard: nothing to leave out that they may not read).
 */
export function pageBundle(bundle: SchemaBundle, page: string): SchemaBundle {
  const index = bundle.files['index.json'] as SchemaIndexFile | undefined;
  if (!index || !Array.isArray(index.grids)) return bundle;
  const gridOf = (file: string) => bundle.files[file] as GridFile | undefined;
  const fileById = new Map<string, string>();
  for (const file of index.grids) {
    const id = gridOf(file)?.id;
    if (typeof id === 'string' && !fileById.has(id)) fileById.set(id, file);
  }
  const keep = new Set<string>();
  const add = (file: string | undefined) => {
    if (file === undefined || keep.has(file)) return;
    keep.add(file);
    const base = gridOf(file)?.extends;
    if (typeof base === 'string') add(fileById.get(base));
  };
  // A grid whose own file does not say its routes may take them from its base: resolved as the loader does.
  const routesOf = (file: string, seen = new Set<string>()): string[] => {
    const own = routePaths(gridOf(file));
    const base = gridOf(file)?.extends;
    if (own.length || typeof base !== 'string' || seen.has(file)) return own;
    const baseFile = fileById.get(base);
    return baseFile ? routesOf(baseFile, seen.add(file)) : [];
  };
  const gridRoutes = new Set<string>();
  for (const file of index.grids) {
    const paths = routesOf(file);
    paths.forEach((p) => gridRoutes.add(p));
    if (paths.includes(page)) add(file);
  }
  if (!keep.size) return bundle;
  const dialogs = pageDialogs(bundle, index, keep);
  const left = new Set([...index.grids.filter((file) => !keep.has(file)), ...(index.dialogs ?? []).filter((file) => !dialogs.has(file))]);
  const files: Record<string, unknown> = {};
  const apiPaths = new Set(index.apiPaths);
  for (const [file, value] of Object.entries(bundle.files)) if (!left.has(file)) files[file] = apiPaths.has(file) ? callsOnly(value) : value;
  files['index.json'] = { ...index, grids: index.grids.filter((file) => keep.has(file)), ...(index.dialogs && { dialogs: index.dialogs.filter((file) => dialogs.has(file)) }) };
  return {
    ...bundle,
    files,
    problems: bundle.problems.filter((p) => !left.has(p.file)),
    part: { page, gridRoutes: [...gridRoutes] },
  };
}
