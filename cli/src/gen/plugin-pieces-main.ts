/**
 * Run as a process of its own by plugin-pieces.ts (a fresh module graph each time, so a definition
 * the scaffold has just edited is read as it now is): prints, as JSON, the pieces each plugin's code
 * declares. The console half's `<name>Plugin` (definePlugin) gives pages, renderers, actions,
 * widgets, KPI templates, modals and translation groups; the server half's default export
 * (defineServerPlugin) the KPI figures. Style sheets a console half imports load as nothing here.
 * Run: node --import tsx cli/src/gen/plugin-pieces-main.ts '<JSON list of { name, console?, server? }>'
 */
import { createRequire, register } from 'node:module';
import { pathToFileURL } from 'node:url';
import { manifestsFromDefinitions, type PluginContributions } from '@cockpit/core/schema';

const cssAsNothing = `export async function load(url, context, next) {
  return url.endsWith('.css') ? { format: 'module', source: 'export default {};', shortCircuit: true } : next(url, context);
}`;
register(`data:text/javascript,${encodeURIComponent(cssAsNothing)}`);
// A package without "type": "module" is loaded through require (tsx compiles it to CommonJS): the same there.
createRequire(import.meta.url).extensions['.css'] = (module) => {
  module.exports = {};
};

interface Wanted {
  name: string;
  folder: string;
  console?: string;
  server?: string;
}
interface KpiFigure {
  name: string;
  sql: string;
  permission?: string;
}

const wanted = JSON.parse(process.argv[2] ?? '[]') as Wanted[];
const pieces: Record<string, Record<string, unknown>> = {};
for (const plugin of wanted) {
  const found: Record<string, unknown> = {};
  if (plugin.console) {
    const module = (await import(pathToFileURL(plugin.console).href)) as Record<string, unknown>;
    const definition = module[`${plugin.name}Plugin`] as PluginContributions | undefined;
    if (!definition) throw new Error(`plugins/${plugin.folder}/src/index.ts exports no ${plugin.name}Plugin`);
    if (definition.name !== plugin.name) throw new Error(`plugins/${plugin.folder}/src/index.ts: definePlugin names itself "${definition.name}", plugin.json "${plugin.name}"`);
    const { $schema: _schema, name: _name, ...declared } = manifestsFromDefinitions([definition])[0].data as Record<string, unknown>;
    Object.assign(found, declared);
  }
  if (plugin.server) {
    const module = (await import(pathToFileURL(plugin.server).href)) as { default?: { kpiFigures?: readonly KpiFigure[] } };
    const figures = module.default?.kpiFigures ?? [];
    found.kpiFigures = figures.map(({ name, sql, permission }) => ({ name, sql, ...(permission !== undefined && { permission }) }));
  }
  pieces[plugin.name] = found;
}
process.stdout.write(JSON.stringify(pieces));
