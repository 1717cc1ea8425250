import fs from 'node:fs/promises';
import path from 'node:path';
import { describeReadFailure, parseJsonText } from '../read-error';
import type { PluginSource } from '../types';

/**
 * Every plugins/<name>/plugin.json, named relative to the schemas folder so that messages read
 * `plugins/stock/plugin.json#/renderers/0: ...` beside `schemas/grids/...`. A plugin folder
 * without a plugin.json contributes nothing the schemas can name, so it is skipped.
 */
export async function readPluginManifests(pluginsDir: string, schemasDir: string): Promise<PluginSource[]> {
  let names: string[];
  try {
    names = (await fs.readdir(pluginsDir, { withFileTypes: true }))
      .filter((e) => e.isDirectory())
      .map((e) => e.name)
      .sort();
  } catch {
    return [];
  }
  const found = await Promise.all(
    names.map(async (name): Promise<PluginSource | undefined> => {
      const full = path.join(pluginsDir, name, 'plugin.json');
      const file = path.relative(schemasDir, full).split(path.sep).join('/');
      let text: string;
      try {
        text = await fs.readFile(full, 'utf8');
      } catch {
        return undefined;
      }
      try {
        return { file, data: parseJsonText(text) };
      } catch (error) {
        return { file, error: describeReadFailure(error).message };
      }
    }),
  );
  return found.filter((p): p is PluginSource => p !== undefined);
}
