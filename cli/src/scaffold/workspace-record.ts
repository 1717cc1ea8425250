import fs from 'node:fs';
import path from 'node:path';
import { readJson } from '../project';

type Json = Record<string, unknown>;
interface Manifest {
  name: string;
  version: string;
  dependencies?: Record<string, string>;
}

const sortKeys = (o: Record<string, string>) => Object.fromEntries(Object.entries(o).sort(([a], [b]) => a.localeCompare(b, 'en')));
const write = (file: string, value: unknown) => fs.writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);

/**
 * Records a new plugin workspace the way `npm install` would, without the network: the console
 * depends on it (apps/console/package.json), and package-lock.json has its folder entry, its link
 * in node_modules and the console's new dependency. Keys stay in npm's order. Answers the files
 * written; a project without package-lock.json (or without the console package) is left as it is.
 */
export function recordWorkspace(root: string, workspaceDir: string, manifest: Manifest): string[] {
  const written: string[] = [];
  const relative = path.relative(root, workspaceDir).split(path.sep).join('/');
  const consolePackage = path.join(root, 'apps/console/package.json');
  if (fs.existsSync(consolePackage)) {
    const pkg = readJson<Json & { dependencies?: Record<string, string> }>(consolePackage);
    if (!pkg.dependencies?.[manifest.name]) {
      pkg.dependencies = { ...pkg.dependencies, [manifest.name]: '*' };
      write(consolePackage, pkg);
      written.push(consolePackage);
    }
  }
  const lockFile = path.join(root, 'package-lock.json');
  if (!fs.existsSync(lockFile)) return written;
  const lock = readJson<Json & { packages?: Record<string, Json> }>(lockFile);
  const packages = { ...lock.packages };
  packages[relative] = { name: manifest.name, version: manifest.version, ...(manifest.dependencies && { dependencies: sortKeys(manifest.dependencies) }) };
  packages[`node_modules/${manifest.name}`] = { resolved: relative, link: true };
  const consoleEntry = packages['apps/console'] as (Json & { dependencies?: Record<string, string> }) | undefined;
  if (consoleEntry) packages['apps/console'] = { ...consoleEntry, dependencies: sortKeys({ ...consoleEntry.dependencies, [manifest.name]: '*' }) };
  const ordered = Object.fromEntries(
    Object.keys(packages)
      .sort((a, b) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b, 'en')))
      .map((k) => [k, packages[k]]),
  );
  write(lockFile, { ...lock, packages: ordered });
  written.push(lockFile);
  return written;
}
