import { pathToFileURL } from 'node:url';

/**
 * Node only: the plugins' modules a prebuilt server bundle holds (scripts/server-bundle/), by
 * absolute file path. A plugin's server half and route table are imported by path from the list
 * of plugins; when the server runs from its bundle, those modules are compiled into it, so that
 * each package (the route table above all) exists once in the process. Running from the sources,
 * nothing is registered and every plugin module is imported from its file.
 */
const bundled = new Map<string, unknown>();

/** Registers the modules compiled into the bundle; called by the bundle's entry before the server starts. */
export function registerBundledModules(modules: Readonly<Record<string, unknown>>): void {
  for (const [file, module] of Object.entries(modules)) bundled.set(file, module);
}

/** A plugin's module by its absolute file path: the bundle's copy when there is one, else imported from the file. */
export async function importPluginModule(file: string): Promise<unknown> {
  return bundled.has(file) ? bundled.get(file) : import(pathToFileURL(file).href);
}
