import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { readPluginList } from '@cockpit/contracts/plugin-routes';
import { pluginSchemasPrefix, pluginSchemasUp } from './generate-paths';

/** Where the server's list views live, relative to the project root: one list-view.ts per area. */
export const areasDir = 'apps/server/src/areas';
/** The server module that turns a list view into its contract. */
export const contractModule = 'apps/server/src/lists/list-contract.ts';
/** The contracts' folder inside the schemas folder, and their key in index.json. */
export const listsFolder = 'lists';

interface ContractModule {
  listContract(view: unknown, source?: string): { name: string };
  isListView(value: unknown): boolean;
}

export class ListGenerationError extends Error {}

/** A plugin's list views: server/list-view.ts, and server/<area>/list-view.ts for a plugin of several areas. */
function pluginListViewFiles(root: string, folder: string): string[] {
  const server = path.join(root, 'plugins', folder, 'server');
  const areas = fs.existsSync(server)
    ? fs
        .readdirSync(server, { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && entry.name !== 'migrations')
        .map((entry) => entry.name)
        .sort()
    : [];
  return [`plugins/${folder}/server/list-view.ts`, ...areas.map((area) => `plugins/${folder}/server/${area}/list-view.ts`)];
}

/**
 * Every list view the server's areas export (apps/server/src/areas/<area>/list-view.ts) and the
 * listed plugins' server halves (plugins/<folder>/server/list-view.ts or server/<area>/list-view.ts), as its
 * contract file: lists/<Name>.json -> content (two spaces, newline at the end, as the schema
 * files are written). Kept apart from writing so that --check compares with what is on disk.
 */
export async function generateLists(root: string): Promise<Map<string, string>> {
  const areas = path.join(root, areasDir);
  const moduleFile = path.join(root, contractModule);
  if (!fs.existsSync(areas) || !fs.existsSync(moduleFile)) {
    throw new ListGenerationError(`no server list views here: ${areasDir}/*/list-view.ts and ${contractModule} are needed`);
  }
  const contracts = (await import(pathToFileURL(moduleFile).href)) as ContractModule;
  const out = new Map<string, string>();
  const sources = new Map<string, string>();
  // The host's areas, then the server halves of the listed plugins.
  const files = [
    ...fs
      .readdirSync(areas)
      .sort()
      .map((area) => `${areasDir}/${area}/list-view.ts`),
    ...readPluginList(path.join(root, 'plugins')).flatMap((plugin) => pluginListViewFiles(root, plugin.folder)),
  ];
  // A plugin's contracts go into its own schemas folder (named from the host's schemas folder).
  const folderOf = (source: string) => /^plugins\/([^/]+)\//.exec(source)?.[1];
  for (const source of files) {
    const file = path.join(root, source);
    if (!fs.existsSync(file)) continue;
    const exports = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    for (const value of Object.values(exports)) {
      if (!contracts.isListView(value)) continue;
      const contract = contracts.listContract(value, source);
      const plugin = folderOf(source);
      const name = `${plugin ? pluginSchemasPrefix(plugin) : ''}${listsFolder}/${contract.name}.json`;
      const same = [...sources].find(([other]) => other.endsWith(`/${contract.name}.json`) || other === `${listsFolder}/${contract.name}.json`);
      if (same) throw new ListGenerationError(`two list views are named ${contract.name}: in ${same[1]} and ${source}`);
      sources.set(name, source);
      const text = `${JSON.stringify(contract, null, 2)}\n`;
      out.set(name, plugin ? text.replace('"$schema": "../meta/', `"$schema": "${pluginSchemasUp}meta/`) : text);
    }
  }
  return new Map([...out].sort(([a], [b]) => a.localeCompare(b)));
}
