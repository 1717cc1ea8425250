import fs from 'node:fs';
import path from 'node:path';
import { routes } from '@cockpit/contracts';
import { jsonEqual } from '@cockpit/core/schema';
import type { CliIo } from '../io';
import { CliError } from '../project';
import { MANIFEST, STUDIO_GROUP, readOverlayFolder, writeJson, type StudioManifest } from '../studio/overlay-folder';
import { signIn, type SessionOptions } from '../studio/server-session';

export interface StudioOptions extends SessionOptions {
  out?: string;
  installation?: boolean;
  comment?: string;
}

interface OverlayAnswer {
  gridId: string;
  file: string;
  version: number;
  created: boolean;
  grid: Record<string, unknown>;
  texts: Record<string, Record<string, string>>;
  menu: StudioManifest['screens'][number]['menu'];
  stale: Array<{ file: string; pointer: string; message: string }>;
}

const { Studio, Schemas } = routes;
const refusal = (status: number, body: { message?: string }) => `${status}${body.message ? `: ${body.message}` : ''}`;

/**
 * `cockpit studio export <unit>`: the unit's studio changes as schema files, for review in git:
 * each screen whole (grids/…), its labels (i18n/<lang>/Studio.json), the unit's menu when the
 * studio changed it, and studio.json (which screens, their versions and menu changes). Signs in to
 * the unit on the running server (COCKPIT_URL, COCKPIT_USER, COCKPIT_PASSWORD).
 */
export async function studioExportCommand(io: CliIo, unit: string, options: StudioOptions): Promise<number> {
  const session = await signIn({ ...options, businessUnit: unit });
  const scope = options.installation ? 'installation' : 'unit';
  const answer = await session.call<OverlayAnswer[]>(Studio.overlays, { query: { scope } });
  if (answer.status !== 200) throw new CliError(`the studio's overlays were refused (${refusal(answer.status, answer.body)})`);
  const overlays = answer.body.result ?? [];
  const out = path.resolve(io.cwd, options.out ?? `studio-${unit.replace(/[^A-Za-z0-9-]+/g, '-').toLowerCase()}`);
  const lists = overlays.some((o) => o.created) ? ((await session.call<Array<{ name: string; api: string }>>(Studio.lists)).body.result ?? []) : [];
  const manifest: StudioManifest = { unit, scope, screens: [] };
  const texts: Record<string, Record<string, string>> = {};
  for (const o of overlays.sort((a, b) => a.gridId.localeCompare(b.gridId))) {
    writeJson(path.join(out, o.file), o.grid);
    const api = (o.grid.dataSource as { api?: string } | undefined)?.api;
    manifest.screens.push({
      gridId: o.gridId,
      file: o.file,
      version: o.version,
      created: o.created,
      ...(o.created ? { list: lists.find((l) => l.api === api)?.name } : {}),
      menu: o.menu,
    });
    for (const [lang, keys] of Object.entries(o.texts)) texts[lang] = { ...texts[lang], ...keys };
    for (const p of o.stale) io.err(`${o.gridId}: no longer validates (${p.file}#${p.pointer}: ${p.message}); the unit sees the shipped screen`);
  }
  for (const [lang, keys] of Object.entries(texts)) {
    const sorted = Object.keys(keys).sort();
    writeJson(path.join(out, 'i18n', lang, `${STUDIO_GROUP}.json`), Object.fromEntries(sorted.map((k) => [k.slice(STUDIO_GROUP.length + 1), keys[k]])));
  }
  if (manifest.screens.some((s) => s.menu)) {
    const bundle = await session.call<{ files: Record<string, unknown> }>(Schemas.bundle);
    const index = bundle.body.result?.files['index.json'] as { menu?: string } | undefined;
    writeJson(path.join(out, 'menu.json'), bundle.body.result?.files[index?.menu ?? 'menu.json']);
  }
  writeJson(path.join(out, MANIFEST), manifest);
  io.out(`${manifest.screens.length} screens of ${unit} written to ${path.relative(io.cwd, out) || '.'}`);
  return 0;
}

/**
 * `cockpit studio import <dir>`: brings an exported folder back, screen by screen, as the studio
 * saves it (the server validates each one as the files are validated and against the list's
 * contract); a screen that is already so is left alone. Exit 1 when a screen was refused.
 */
export async function studioImportCommand(io: CliIo, dir: string, options: StudioOptions & { unit?: string }): Promise<number> {
  let folder;
  try {
    folder = readOverlayFolder(path.resolve(io.cwd, dir));
  } catch (error) {
    throw new CliError((error as Error).message);
  }
  const unit = options.unit ?? folder.manifest.unit;
  const session = await signIn({ ...options, businessUnit: unit });
  const scope = options.installation ? 'installation' : folder.manifest.scope;
  let failed = 0;
  for (const s of folder.manifest.screens) {
    const grid = folder.files.get(s.file) as Record<string, unknown>;
    const prefix = `${STUDIO_GROUP}.${s.gridId}.`;
    const texts = Object.fromEntries(Object.entries(folder.texts).map(([lang, keys]) => [lang, Object.fromEntries(Object.entries(keys).filter(([k]) => k.startsWith(prefix)))]));
    let current = await session.call<{ version: number; grid: unknown; texts: unknown; menu: unknown }>(Studio.screen, { params: { gridId: s.gridId }, query: { scope } });
    const list = current.status === 404 && s.created ? s.list : undefined;
    if (list) current = await session.call(Studio.screen, { params: { gridId: s.gridId }, query: { scope, list } });
    if (current.status !== 200 || !current.body.result) {
      io.err(`${s.gridId}: ${refusal(current.status, current.body)}`);
      failed++;
      continue;
    }
    const now = current.body.result;
    if (now.version > 0 && jsonEqual(now.grid, grid) && jsonEqual(now.menu, s.menu) && jsonEqual(now.texts, texts)) {
      io.out(`${s.gridId}: unchanged (version ${now.version})`);
      continue;
    }
    const comment = options.comment ?? `Imported from ${path.basename(folder.dir)} (version ${s.version} of ${folder.manifest.unit})`;
    const saved = await session.call<{ version: number }>(Studio.save, {
      params: { gridId: s.gridId },
      body: { scope, grid, texts, menu: s.menu, list, comment, version: now.version },
    });
    if (saved.status !== 200) {
      io.err(`${s.gridId}: refused (${refusal(saved.status, saved.body)})`);
      failed++;
    } else io.out(`${s.gridId}: saved as version ${saved.body.result!.version}`);
  }
  return failed ? 1 : 0;
}

/** Whether a folder is one `cockpit studio export` wrote. */
export const isOverlayFolder = (dir: string): boolean => fs.existsSync(path.join(dir, MANIFEST));
