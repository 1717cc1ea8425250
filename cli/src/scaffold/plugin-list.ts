import fs from 'node:fs';
import path from 'node:path';
import { CliError } from '../project';

/** The console's one list of plugins. */
export const pluginListFile = 'apps/console/src/plugins.ts';

const listPattern = /(export const plugins\s*:\s*PluginDefinition\[\]\s*=\s*\[)([\s\S]*?)(\];)/;

function newList(importLine: string, exportName: string): string {
  return [
    "import type { PluginDefinition } from '@cockpit/core/plugin';",
    importLine,
    '',
    "/** The console's plugins: one list, in one place (`cockpit new plugin` adds to it). */",
    `export const plugins: PluginDefinition[] = [${exportName}];`,
    '',
  ].join('\n');
}

/** The list with `exportName` added after the others, keeping one-line or one-per-line layout. */
function addToList(inner: string, exportName: string): string {
  const items = inner.trim().replace(/,$/, '');
  if (!items) return exportName;
  if (!inner.includes('\n')) return `${items}, ${exportName}`;
  const indent = /\n([ \t]+)\S/.exec(inner)?.[1] ?? '  ';
  return `${inner.replace(/\s*$/, '').replace(/([^,])$/, '$1,')}\n${indent}${exportName},\n`;
}

/**
 * Registers a plugin in apps/console/src/plugins.ts: an import and an entry in the list. Creates
 * the file when there is none. Answers false when the plugin was registered already.
 */
export function registerPlugin(root: string, packageName: string, exportName: string): boolean {
  const file = path.join(root, pluginListFile);
  const importLine = `import { ${exportName} } from '${packageName}';`;
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, newList(importLine, exportName));
    return true;
  }
  const text = fs.readFileSync(file, 'utf8');
  if (text.includes(`'${packageName}'`)) return false;
  const match = listPattern.exec(text);
  if (!match) {
    throw new CliError(`${pluginListFile} has no "export const plugins: PluginDefinition[] = [...]" to add to: add ${importLine} and ${exportName} to the list by hand.`);
  }
  const withEntry = text.replace(listPattern, (_, open: string, inner: string, close: string) => `${open}${addToList(inner, exportName)}${close}`);
  // After the last import (which may span lines), or at the top when there is none.
  const imports = [...withEntry.matchAll(/^import [^;]+;/gm)];
  const last = imports[imports.length - 1];
  const at = last ? (last.index ?? 0) + last[0].length : 0;
  const inserted = last ? `\n${importLine}` : `${importLine}\n`;
  fs.writeFileSync(file, withEntry.slice(0, at) + inserted + withEntry.slice(at));
  return true;
}
