import fs from 'node:fs';
import path from 'node:path';
import type { SchemaSource } from '@cockpit/core/schema';

/** What `cockpit studio export` writes beside the screens: studio.json. */
export interface StudioManifest {
  unit: string;
  scope: 'unit' | 'installation';
  screens: Array<{
    gridId: string;
    file: string;
    version: number;
    /** The studio added the screen; `list` is the list it reads. */
    created: boolean;
    list?: string;
    menu: { icon?: string; order?: number; label?: string } | null;
  }>;
}

export const MANIFEST = 'studio.json';
export const STUDIO_GROUP = 'Studio';
const catalogue = /^i18n\/([a-z]{2}-[A-Z]{2})\/Studio\.json$/;

/** The folder an export wrote: the manifest, the screens by file, the studio's labels per language (whole keys) and the unit's menu. */
export interface OverlayFolder {
  dir: string;
  manifest: StudioManifest;
  files: Map<string, unknown>;
  texts: Record<string, Record<string, string>>;
}

const readJson = (file: string): unknown => JSON.parse(fs.readFileSync(file, 'utf8'));

/** Reads an exported folder; every file it names must be there. */
export function readOverlayFolder(dir: string): OverlayFolder {
  const manifestFile = path.join(dir, MANIFEST);
  if (!fs.existsSync(manifestFile)) throw new Error(`${dir} has no ${MANIFEST}: not a folder written by cockpit studio export`);
  const manifest = readJson(manifestFile) as StudioManifest;
  const files = new Map<string, unknown>();
  for (const s of manifest.screens) files.set(s.file, readJson(path.join(dir, s.file)));
  if (fs.existsSync(path.join(dir, 'menu.json'))) files.set('menu.json', readJson(path.join(dir, 'menu.json')));
  const texts: Record<string, Record<string, string>> = {};
  const i18n = path.join(dir, 'i18n');
  for (const lang of fs.existsSync(i18n) ? fs.readdirSync(i18n) : []) {
    const file = path.join(i18n, lang, `${STUDIO_GROUP}.json`);
    if (!fs.existsSync(file)) continue;
    texts[lang] = Object.fromEntries(Object.entries(readJson(file) as Record<string, string>).map(([k, v]) => [`${STUDIO_GROUP}.${k}`, v]));
  }
  return { dir, manifest, files, texts };
}

/** Writes a JSON file as the schemas folder's files are written (two spaces, a final newline). */
export function writeJson(file: string, value: unknown): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
}

/**
 * The schemas folder as the exporting unit has it: the exported screens and menu in place of the
 * files, screens the studio added listed in the index, and the studio's labels as the Studio
 * catalogue group in every language; so `cockpit validate` checks them as it checks files.
 */
export function layeredSource(base: SchemaSource, overlay: OverlayFolder): SchemaSource {
  const added = overlay.manifest.screens.filter((s) => s.created).map((s) => s.file);
  return {
    async read(file) {
      if (overlay.files.has(file)) return structuredClone(overlay.files.get(file));
      if (file === 'index.json') {
        const index = (await base.read(file)) as { grids?: string[] };
        return { ...index, grids: [...(index.grids ?? []), ...added.filter((f) => !index.grids?.includes(f))] };
      }
      const lang = catalogue.exec(file)?.[1];
      if (lang && overlay.texts[lang]) return Object.fromEntries(Object.entries(overlay.texts[lang]).map(([k, v]) => [k.slice(STUDIO_GROUP.length + 1), v]));
      return base.read(file);
    },
    list: base.list
      ? async (folder) => {
          const names = await base.list!(folder);
          const lang = /^i18n\/([a-z]{2}-[A-Z]{2})$/.exec(folder)?.[1];
          if (!names || !lang || !overlay.texts[lang] || names.includes(`${STUDIO_GROUP}.json`)) return names;
          return [...names, `${STUDIO_GROUP}.json`].sort();
        }
      : undefined,
  };
}
