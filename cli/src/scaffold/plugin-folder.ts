import fs from 'node:fs';
import path from 'node:path';
import type { Project } from '../project';
import { CliError, readJson, shown } from '../project';

/** What plugin.json of a plugin declares, as far as the piece scaffolds read it. */
export interface PluginManifest {
  name: string;
  pages?: Array<{ path: string; title: string }>;
  widgets?: Array<{ type: string; title?: string; permission?: string }>;
  kpiTemplates?: string[];
  kpiFigures?: Array<{ name: string; sql: string; permission?: string }>;
  actions?: string[];
  translationGroups?: string[];
  [key: string]: unknown;
}

export interface PluginFolder {
  /** plugins/<folder> */
  dir: string;
  folder: string;
  manifestFile: string;
  manifest: PluginManifest;
}

/** Every plugin of the project: the folders of plugins/ with a plugin.json. */
export function pluginFolders(pluginsDir: string): PluginFolder[] {
  if (!fs.existsSync(pluginsDir)) return [];
  return fs
    .readdirSync(pluginsDir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && fs.existsSync(path.join(pluginsDir, e.name, 'plugin.json')))
    .map((e) => {
      const manifestFile = path.join(pluginsDir, e.name, 'plugin.json');
      return { dir: path.join(pluginsDir, e.name), folder: e.name, manifestFile, manifest: readJson<PluginManifest>(manifestFile) };
    });
}

/**
 * The plugin a piece is added to, by its name (stockTools) or its folder (stock-tools). It must be
 * one `cockpit new plugin` could have written: a console half (src/index.ts) to declare the piece in.
 */
export function findPlugin(project: Project, cwd: string, name: string): PluginFolder {
  const all = pluginFolders(project.pluginsDir);
  const plugin = all.find((p) => p.manifest.name === name) ?? all.find((p) => p.folder === name);
  if (!plugin) {
    const known = all.map((p) => p.manifest.name).sort();
    throw new CliError(`There is no plugin "${name}" in ${shown(cwd, project.pluginsDir)} (plugins: ${known.join(', ') || 'none'}); cockpit new plugin ${name} writes one.`);
  }
  if (!fs.existsSync(path.join(plugin.dir, 'src/index.ts'))) {
    throw new CliError(`${shown(cwd, plugin.dir)} has no console half (src/index.ts with definePlugin) to declare the piece in.`);
  }
  return plugin;
}

/** Refuses when a file the piece would write exists already, naming the first. */
export function refuseExisting(cwd: string, what: string, files: string[]): void {
  const taken = files.find((f) => fs.existsSync(f));
  if (taken) throw new CliError(`The ${what} is taken: ${shown(cwd, taken)} exists already.`);
}
