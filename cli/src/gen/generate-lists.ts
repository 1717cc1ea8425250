import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { readPluginList } from '@cockpit/contracts/plugin-routes';

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

/** A plugin's list-view files: server/list-view.ts, and server/<area>/list-view.ts of a plugin with several areas. */
function pluginListViewFiles(root: string, folder: string): string[] {
  const server = `plugins/${folder}/server`;
  const dir = path.join(root, server);
  if (!fs.existsSync(dir)) return [];
  const areas = fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  return [`${server}/list-view.ts`, ...areas.map((area) => `${server}/${area}/list-view.ts`)];
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
  // The host's areas, then the server halves of the listed plugins (plugins/<folder>/server/list-view.ts, or one per area folder of it).
  const files = [
    ...fs
      .readdirSync(areas)
      .sort()
      .map((area) => `${areasDir}/${area}/list-view.ts`),
    ...readPluginList(path.join(root, 'plugins')).flatMap((plugin) => pluginListViewFiles(root, plugin.folder)),
  ];
  for (const source of files) {
    const file = path.join(root, source);
    if (!fs.existsSync(file)) continue;
    const exports = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    for (const value of Object.values(exports)) {
      if (!contracts.isListView(value)) continue;
      const contract = contracts.listContract(value, source);
      const name = `${listsFolder}/${contract.name}.json`;
      if (sources.has(name)) throw new ListGenerationError(`two list views are named ${contract.name}: in ${sources.get(name)} and ${source}`);
      sources.set(name, source);
      out.set(name, `${JSON.stringify(contract, null, 2)}\n`);
    }
  }
  return new Map([...out].sort(([a], [b]) => a.localeCompare(b)));
}
