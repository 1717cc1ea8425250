import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import * as prettier from 'prettier';
import { readListedPlugins, type ListedHalves } from '@cockpit/contracts/plugin-routes';
import { CliError, readJson } from '../project';

const run = promisify(execFile);
const main = path.join(path.dirname(fileURLToPath(import.meta.url)), 'plugin-pieces-main.ts');
const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

/** What a plugin.json holds by hand: who the plugin is. Everything else in it is written from the code. */
export const IDENTITY_KEYS = ['$schema', 'name', 'description', 'version', 'dependencies'] as const;
/** The pieces, in the order plugin.json lists them. */
const PIECE_KEYS = ['pages', 'renderers', 'actions', 'widgets', 'kpiTemplates', 'kpiFigures', 'modals', 'translationGroups'] as const;

export const PIECES_COMMENT =
  'The pieces below are written by `cockpit gen plugins` from definePlugin (src/index.ts) and defineServerPlugin (server/index.ts): declare them there, not here.';

/** The pieces each plugin's code declares, read in a process of its own (see plugin-pieces-main.ts). */
async function piecesInCode(plugins: readonly ListedHalves[]): Promise<Record<string, Record<string, unknown>>> {
  const wanted = plugins.map((p) => ({
    name: p.name,
    folder: p.folder,
    console: p.console ? path.join(p.dir, 'src', 'index.ts') : undefined,
    server: p.server ? path.join(p.dir, 'server', 'index.ts') : undefined,
  }));
  try {
    const { stdout } = await run(process.execPath, ['--import', tsx, main, JSON.stringify(wanted)], { maxBuffer: 16 * 1024 * 1024, timeout: 120_000 });
    return JSON.parse(stdout) as Record<string, Record<string, unknown>>;
  } catch (error) {
    const stderr = String((error as { stderr?: string }).stderr ?? (error as Error).message);
    const reason = /^\w*Error: (.*)$/m.exec(stderr)?.[0] ?? stderr.trim().split('\n')[0];
    throw new CliError(`the plugins' code could not be read for their pieces: ${reason}`);
  }
}

/**
 * Every listed plugin's plugin.json as `cockpit gen plugins` writes it (or only those of `folders`):
 * its identity as the file has it (name, description, version, dependencies), then the pieces its
 * code declares, empty lists left out. A dependency that is not a listed plugin is an error.
 */
export async function pluginManifests(root: string, folders?: readonly string[]): Promise<Map<string, string>> {
  const pluginsDir = path.join(root, 'plugins');
  const listed = readListedPlugins(pluginsDir);
  const names = new Set(listed.map((p) => p.name));
  const chosen = listed.filter((p) => fs.existsSync(path.join(p.dir, 'plugin.json')) && (!folders || folders.includes(p.folder)));
  const pieces = chosen.length ? await piecesInCode(chosen) : {};
  const texts = new Map<string, string>();
  for (const plugin of chosen) {
    const file = path.join(plugin.dir, 'plugin.json');
    const current = readJson<Record<string, unknown>>(file);
    for (const dependency of (current.dependencies as string[] | undefined) ?? []) {
      if (!names.has(dependency)) throw new CliError(`plugins/${plugin.folder}/plugin.json: dependency "${dependency}" is not a plugin of plugins/server-plugins.json`);
    }
    const manifest: Record<string, unknown> = {};
    for (const key of IDENTITY_KEYS) if (current[key] !== undefined) manifest[key] = current[key];
    const own = pieces[plugin.name] ?? {};
    const declared = PIECE_KEYS.filter((key) => Array.isArray(own[key]) && (own[key] as unknown[]).length);
    if (declared.length) manifest.$comment = PIECES_COMMENT;
    for (const key of declared) manifest[key] = own[key];
    texts.set(file, await prettier.format(JSON.stringify(manifest), { parser: 'json', printWidth: 180 }));
  }
  return texts;
}
