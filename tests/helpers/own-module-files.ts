import fs from 'node:fs';
import path from 'node:path';

/**
 * The unit and component test files that need modules of their own. Every other such file shares its worker's
 * imported modules with the files before it, which saves importing the same sources again for
 * each file. Two kinds of file would leak into the next ones (vitest restores spies between
 * files, not module mocks or a module's state):
 * - those that replace modules or globals (`vi.mock`, `vi.doMock`, `vi.unmock`, `vi.stubGlobal`,
 *   `vi.stubEnv`, `vi.resetModules`);
 * - those that register a stand-in plugin service in the process-wide registry
 *   (`provideServices`, which keeps the first provider of a service for the process).
 */
const REPLACES_MODULES = /\bvi\s*\.\s*(mock|doMock|unmock|stubGlobal|stubEnv|resetModules)\s*\(|\bprovideServices\s*\(/;

function testFiles(dir: string, suffix: string, out: string[]): string[] {
  if (!fs.existsSync(dir)) return out;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) testFiles(full, suffix, out);
    else if (entry.name.endsWith(suffix)) out.push(full);
  }
  return out;
}

/**
 * The files under `roots` (relative to `root`) whose names end in `suffix` (`.test.ts`: the node
 * files; `.test.tsx`: the component files) that need modules of their own, as paths relative to `root`.
 */
export function filesReplacingModules(root: string, roots: string[], suffix = '.test.ts'): string[] {
  return roots
    .flatMap((r) => testFiles(path.join(root, r), suffix, []))
    .filter((file) => REPLACES_MODULES.test(fs.readFileSync(file, 'utf8')))
    .map((file) => path.relative(root, file).replaceAll('\\', '/'))
    .sort();
}
