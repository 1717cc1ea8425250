import { resolveGridExtends, type MenuSchema } from '@cockpit/core/schema';
import type { SchemaCheck } from './schema-check';
import { kebabOf, newScreenFile, overlaidMenu, type MenuChange } from './overlaid-menu';
import { inForce, overlaidGrid, overlaidTexts, type OverlayTexts, type UnitOverlays } from './screen-overlays';

/** The file of each grid id among the grids the folder lists. */
export function gridFiles(check: SchemaCheck): Map<string, string> {
  const index = check.bundle.files['index.json'] as { grids?: string[]; menu?: string } | undefined;
  const files = new Map<string, string>();
  for (const file of index?.grids ?? []) {
    const id = (check.bundle.files[file] as { id?: unknown } | undefined)?.id;
    if (typeof id === 'string') files.set(id, file);
  }
  return files;
}

const resolvedGrids = new WeakMap<SchemaCheck, Map<string, unknown>>();

/**
 * A shipped grid as the console shows it: a grid that extends another has its base laid under it
 * (and no "extends" left). Overlays apply to this form, so the studio changes a screen that extends
 * another as it is seen; once changed, that screen no longer follows later changes of its base.
 */
export function shippedGrid(check: SchemaCheck, file: string): unknown {
  let grids = resolvedGrids.get(check);
  if (!grids) {
    const index = check.bundle.files['index.json'] as { grids?: string[] } | undefined;
    grids = resolveGridExtends(new Map(Object.entries(check.bundle.files)), index?.grids ?? []).grids;
    resolvedGrids.set(check, grids);
  }
  return grids.get(file) ?? check.bundle.files[file];
}

/** The folder's menu as shipped. */
export function shippedMenu(check: SchemaCheck): MenuSchema | undefined {
  const index = check.bundle.files['index.json'] as { menu?: string } | undefined;
  return check.bundle.files[index?.menu ?? 'menu.json'] as MenuSchema | undefined;
}

/** What a set of overlays changes in the folder: grid documents by file, screens added, the menu and the studio's labels. */
export interface OverlaidFolder {
  grids: Map<string, unknown>;
  added: string[];
  menu?: MenuSchema;
  texts: OverlayTexts;
  /** The screen (grid id) of each file the overlays wrote, and of each menu entry they changed (JSON pointer). */
  fileOwners: Map<string, string>;
  menuOwners: Map<string, string>;
}

type Overlays = Pick<UnitOverlays, 'installation' | 'unit'>;
const pathsOf = (doc: unknown): string[] => ((doc as { routes?: Array<{ path?: string }> } | undefined)?.routes ?? []).flatMap((r) => (r.path ? [r.path] : []));

/**
 * The folder with the overlays in force: an overlay of a shipped grid replaces its file; an
 * overlay of a grid the folder does not have is a screen the studio added (its patch is the whole
 * screen), served as grids/studio-<name>.json and listed in the index; menu changes apply in
 * order, the installation's first.
 */
export function overlaidFolder(base: SchemaCheck, active: Overlays): OverlaidFolder {
  const files = gridFiles(base);
  const grids = new Map<string, unknown>();
  const added: string[] = [];
  const fileOwners = new Map<string, string>();
  const changes: MenuChange[] = [];
  for (const gridId of new Set([...active.installation.keys(), ...active.unit.keys()])) {
    const shippedFile = files.get(gridId);
    const file = shippedFile ?? newScreenFile(gridId);
    const lower = active.installation.get(gridId);
    const own = active.unit.get(gridId);
    if (!inForce(lower) && !inForce(own)) continue;
    const doc = overlaidGrid(shippedFile ? shippedGrid(base, shippedFile) : {}, active, gridId);
    grids.set(file, doc);
    fileOwners.set(file, gridId);
    if (!shippedFile) added.push(file);
    const paths = pathsOf(doc);
    for (const [overlay, creates] of [
      [lower, !shippedFile],
      [own, !shippedFile && !inForce(lower)],
    ] as const) {
      if (!inForce(overlay) || (!overlay.menu && !creates)) continue;
      const { permission, title } = doc as { permission?: string; title?: string };
      changes.push({
        gridId,
        paths,
        menu: overlay.menu ?? {},
        created: creates ? { routeName: `studio-${kebabOf(gridId)}`, title: title ?? gridId, permission } : undefined,
      });
    }
  }
  const shipped = shippedMenu(base);
  const menu = changes.length && shipped ? overlaidMenu(shipped, changes) : undefined;
  return { grids, added, menu: menu?.menu, texts: overlaidTexts(active), fileOwners, menuOwners: menu?.owners ?? new Map() };
}
