import { applyMergePatch, type SchemaSource } from '@cockpit/core/schema';
import type { Queryable } from '../db/types';
import type { MenuOverlay } from './overlaid-menu';

/** Labels per language, `Studio.<grid>.*` keys. */
export type OverlayTexts = Record<string, Record<string, string>>;

/** The overlay in force for one grid under one scope: the latest version's patch and texts. */
export interface Overlay {
  gridId: string;
  version: number;
  /** JSON merge patch over the screen below (null: the screen below as it is). */
  patch: unknown;
  texts: OverlayTexts;
  /** The screen's menu entry as changed (null: as the screen below has it). */
  menu: MenuOverlay | null;
}

/** What is in force for one business unit: the installation's base overlays and the unit's own. */
export interface UnitOverlays {
  /** Changes whenever a version is added for the unit or the installation. */
  stamp: string;
  installation: Map<string, Overlay>;
  unit: Map<string, Overlay>;
}

interface OverlayRow {
  business_unit_id: number | null;
  grid_id: string;
  version: number;
  patch: unknown;
  texts: OverlayTexts;
  menu: MenuOverlay | null;
  id: number;
}

/** The overlays in force for a unit, read in one query: the newest version per scope and grid. */
export async function unitOverlays(db: Queryable, businessUnitId: number): Promise<UnitOverlays> {
  const { rows } = await db.query<OverlayRow>(
    `select distinct on (coalesce(business_unit_id, 0), grid_id) business_unit_id, grid_id, version, patch, texts, menu, id
       from screen_overlay_versions
      where business_unit_id = $1 or business_unit_id is null
      order by coalesce(business_unit_id, 0), grid_id, version desc`,
    [businessUnitId],
  );
  const installation = new Map<string, Overlay>();
  const unit = new Map<string, Overlay>();
  for (const r of rows) {
    (r.business_unit_id === null ? installation : unit).set(r.grid_id, { gridId: r.grid_id, version: r.version, patch: r.patch, texts: r.texts ?? {}, menu: r.menu ?? null });
  }
  const stamp = rows
    .map((r) => r.id)
    .sort((a, b) => a - b)
    .join(',');
  return { stamp, installation, unit };
}

/** An overlay changes something (a rollback to the shipped screen stores neither a patch nor a menu). */
export const inForce = (overlay: Overlay | undefined): overlay is Overlay => overlay !== undefined && (overlay.patch != null || overlay.menu != null);

/** The screen a scope's overlay applies to: the shipped file, with the installation's overlay under a unit's. */
export function screenBelow(shipped: unknown, overlays: Pick<UnitOverlays, 'installation'>, gridId: string, scope: 'unit' | 'installation'): unknown {
  const base = overlays.installation.get(gridId);
  return scope === 'unit' && base?.patch != null ? applyMergePatch(shipped, base.patch) : shipped;
}

/** A grid with every overlay in force applied (installation first, then the unit's). */
export function overlaidGrid(shipped: unknown, overlays: Pick<UnitOverlays, 'installation' | 'unit'>, gridId: string): unknown {
  const below = screenBelow(shipped, overlays, gridId, 'unit');
  const own = overlays.unit.get(gridId);
  return own?.patch != null ? applyMergePatch(below, own.patch) : below;
}

/** The studio texts of every overlay in force, the unit's over the installation's. */
export function overlaidTexts(overlays: Pick<UnitOverlays, 'installation' | 'unit'>): OverlayTexts {
  const texts: OverlayTexts = {};
  for (const overlay of [...overlays.installation.values(), ...overlays.unit.values()]) {
    if (!inForce(overlay)) continue;
    for (const [lang, keys] of Object.entries(overlay.texts)) texts[lang] = { ...texts[lang], ...keys };
  }
  return texts;
}

export const STUDIO_GROUP = 'Studio';

/** What the studio changes in the folder besides grid files: screens it added (listed in the index) and the menu. */
export interface OverlaidExtras {
  /** Files of screens the studio added, listed after the index's grids (their documents are in `grids`). */
  added?: readonly string[];
  /** The menu with the studio's entries. */
  menu?: unknown;
}

/**
 * The schemas folder as a unit sees it: some grid files replaced, screens the studio added listed
 * in the index, the menu with the studio's entries, and the studio's labels as one more catalogue
 * group (i18n/<code>/Studio.json in every language), so that the validator checks the overlaid
 * screens exactly as it checks files.
 */
export function overlaidSource(base: SchemaSource, grids: ReadonlyMap<string, unknown>, texts: OverlayTexts, extras: OverlaidExtras = {}): SchemaSource {
  const catalogue = /^i18n\/([a-z]{2}-[A-Z]{2})\/Studio\.json$/;
  const hasTexts = Object.keys(texts).length > 0;
  return {
    async read(file) {
      if (grids.has(file)) return structuredClone(grids.get(file));
      if (file === 'index.json' && extras.added?.length) {
        const index = (await base.read(file)) as { grids?: string[] };
        return { ...index, grids: [...(index.grids ?? []), ...extras.added.filter((f) => !index.grids?.includes(f))] };
      }
      if (extras.menu !== undefined) {
        const index = (await base.read('index.json')) as { menu?: string };
        if (file === (index.menu ?? 'menu.json')) return structuredClone(extras.menu);
      }
      const lang = catalogue.exec(file)?.[1];
      if (lang && hasTexts) {
        // Keys are stored whole (Studio.Stock.columns.x); the group's file holds them without the group.
        return Object.fromEntries(Object.entries(texts[lang] ?? {}).map(([key, text]) => [key.slice(STUDIO_GROUP.length + 1), text]));
      }
      return base.read(file);
    },
    list: base.list
      ? async (folder) => {
          const names = await base.list!(folder);
          if (!hasTexts || !names || !/^i18n\/[a-z]{2}-[A-Z]{2}$/.test(folder) || names.includes(`${STUDIO_GROUP}.json`)) return names;
          return [...names, `${STUDIO_GROUP}.json`].sort();
        }
      : undefined,
  };
}
