import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { readPluginList } from '@cockpit/contracts/plugin-routes';
import { repoRoot } from '../config';
import { migrationDirs } from '../db/migrate';
import { passwordHashCost } from '../auth/password';
import { PRODUCTION_PASSWORD_HASH_COST } from '../config';

/** Raised when the image's layout or its loading changes, so older cached images are not taken. */
const IMAGE_FORMAT = 1;
const seedEntry = path.join(repoRoot, 'apps/server/src/seed/demo.ts');
/** What the plugins' seeding reaches of the host: the SDK and every host file it imports (the engine's Work, its totals ...). */
const sdkEntry = path.join(repoRoot, 'apps/server/src/sdk/index.ts');
const IMPORT = /(?:from|import\()\s*['"]([^'"]+)['"]/g;

/** Where an import of a source file points: a relative path, or a path inside the core or contracts workspace. */
function resolveImport(from: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else if (specifier.startsWith('@cockpit/core/')) base = path.join(repoRoot, 'core/src', specifier.slice('@cockpit/core/'.length));
  else if (specifier.startsWith('@cockpit/contracts/')) base = path.join(repoRoot, 'packages/contracts/src', specifier.slice('@cockpit/contracts/'.length));
  else return undefined;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), base.replace(/\.js$/, '.ts')];
  return candidates.find((c) => fs.existsSync(c) && fs.statSync(c).isFile());
}

/** The seeding code: demo.ts and every source file it imports, followed through the imports. */
export function seedSources(entry = seedEntry): string[] {
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const match of fs.readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const target = resolveImport(file, match[1]);
      if (target && !seen.has(target)) queue.push(target);
    }
  }
  return [...seen].sort();
}

/** The listed plugins' server halves (their demo data is written through them) and the list itself. */
function pluginServerSources(pluginsDir = path.join(repoRoot, 'plugins')): string[] {
  const files: string[] = [path.join(pluginsDir, 'server-plugins.json')];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name)) files.push(full);
    }
  };
  for (const plugin of readPluginList(pluginsDir)) walk(path.join(plugin.dir, 'server'));
  return files.sort();
}

/**
 * The demo image's key: a hash of what makes the seeded database (the migrations, the seeding code
 * and what it imports, the SDK and what it imports, the listed plugins' server halves, the locked dependencies with PGlite's version) and the demo's scale. An image
 * is taken only when its key is the current one.
 */
export function demoImageKey(scale: number): string {
  const hash = crypto.createHash('sha256');
  hash.update(`format ${IMAGE_FORMAT} scale ${scale}\0`);
  // The demo users' password hashes are made at the process's cost: a test server's cheaper hashes
  // (PASSWORD_HASH_COST) never go into the image another start takes.
  if (passwordHashCost() !== PRODUCTION_PASSWORD_HASH_COST) hash.update(`password hash cost ${passwordHashCost()}\0`);
  // The host's and the listed plugins' migrations.
  const migrations = migrationDirs().flatMap((dir) =>
    fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.sql'))
      .sort()
      .map((f) => path.join(dir, f)),
  );
  const sources = [...new Set([...seedSources(), ...seedSources(sdkEntry)])].sort();
  for (const file of [...migrations, ...sources, ...pluginServerSources(), path.join(repoRoot, 'package-lock.json')]) {
    hash.update(path.relative(repoRoot, file).split(path.sep).join('/'));
    hash.update('\0');
    hash.update(fs.readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 24);
}
