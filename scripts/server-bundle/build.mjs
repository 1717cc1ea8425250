/**
 * Builds the server bundle: the server (apps/server), the packages it imports from this repository
 * (@cockpit/*) and the server halves and route tables of the listed plugins
 * (plugins/server-plugins.json), compiled by esbuild into one ES module with its lazily loaded
 * parts as chunks. Third-party packages stay outside, imported from the exact file Node would load
 * for the importing source file. Plain JavaScript: `npm start` runs it without tsx.
 *
 * Each module keeps its own import.meta.url (rewritten to its source file's URL), so paths read
 * beside a source (schemas, migrations, the import reader's worker) resolve as from the sources.
 * The bundle is a cache of the compiled sources of this checkout only, never shipped: see stamp.mjs.
 */
import crypto from 'node:crypto';
import { builtinModules } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { bundleCacheDir, hashFile, writeStamp } from './stamp.mjs';

/** The server's start function and the console's build, as the bundle's entry exports them. */
const HOST_ENTRY = 'apps/server/src/start-server.ts';
const CONSOLE_BUILD = 'apps/console/build.ts';
const MODULE_REGISTRY = 'packages/contracts/src/plugin-modules.ts';
const PLUGIN_LIST = 'plugins/server-plugins.json';
/** The entry's name (it is written by the build, not read from a file). */
const ENTRY_NAME = 'server-bundle-entry.mjs';
/** A plugin's files the server imports by path: its server half and its route table. */
const PLUGIN_MODULES = ['server/index.ts', 'routes.ts'];
/** Read by the build besides the sources esbuild reports (a change means a new bundle). */
const BUILD_FILES = ['package-lock.json', 'tsconfig.json', 'scripts/server-bundle/build.mjs', 'scripts/server-bundle/stamp.mjs'];
/** Builds kept beside the current one: a server still running an older build loads its lazy chunks from there. */
const KEPT_BUILDS = 3;

const IMPORT_META = /\bimport\.meta\.(url|dirname|filename)\b/g;
const LOADERS = { '.ts': 'ts', '.mts': 'ts', '.cts': 'ts', '.tsx': 'tsx', '.js': 'js', '.mjs': 'js', '.cjs': 'js', '.jsx': 'jsx' };
const builtins = new Set(builtinModules);

/** The listed plugins' module files, and those of their files that do not exist (creating one changes the bundle). */
function pluginModules(repoRoot) {
  const list = JSON.parse(fs.readFileSync(path.join(repoRoot, PLUGIN_LIST), 'utf8'));
  const present = [];
  const absent = [];
  for (const [name, folder] of Object.entries(list)) {
    if (name.startsWith('$') || typeof folder !== 'string') continue;
    for (const file of PLUGIN_MODULES) {
      const rel = `plugins/${folder}/${file}`;
      (fs.existsSync(path.join(repoRoot, rel)) ? present : absent).push(rel);
    }
  }
  return { present, absent };
}

function entrySource(repoRoot, modules) {
  const abs = (rel) => JSON.stringify(path.join(repoRoot, rel));
  return [
    `import { registerBundledModules } from ${abs(MODULE_REGISTRY)};`,
    ...modules.map((rel, i) => `import * as m${i} from ${abs(rel)};`),
    `registerBundledModules({ ${modules.map((rel, i) => `${abs(rel)}: m${i}`).join(', ')} });`,
    `export { startServer } from ${abs(HOST_ENTRY)};`,
    `export { buildConsole } from ${abs(CONSOLE_BUILD)};`,
    '',
  ].join('\n');
}

/**
 * esbuild plugin: third-party packages stay outside (as the file Node would load for the importer),
 * this repository's files get their own import.meta. Each file compiled is recorded as read
 * (its time taken before the read, its hash of the text compiled), so that an edit during the
 * build makes the next start build again.
 */
function sourcesAndPackages(externals, compiled) {
  return {
    name: 'cockpit-server-bundle',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, async (args) => {
        if (args.pluginData === 'inner' || args.path.startsWith('@cockpit/') || path.isAbsolute(args.path)) return undefined;
        if (args.path.startsWith('node:') || builtins.has(args.path) || builtins.has(args.path.split('/')[0])) return { path: args.path, external: true };
        const resolved = await build.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: 'inner' });
        if (resolved.errors.length) return { errors: resolved.errors };
        externals.add(resolved.path);
        return { path: pathToFileURL(resolved.path).href, external: true };
      });
      build.onLoad({ filter: /\.([cm]?[jt]sx?|json)$/ }, async (args) => {
        if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
        const stat = await fs.promises.stat(args.path);
        const bytes = await fs.promises.readFile(args.path);
        compiled.set(args.path, { size: stat.size, mtimeMs: stat.mtimeMs, sha256: crypto.createHash('sha256').update(bytes).digest('hex') });
        const text = bytes.toString('utf8');
        const ext = path.extname(args.path);
        if (ext === '.json') return { contents: text, loader: 'json' };
        const meta = { url: pathToFileURL(args.path).href, dirname: path.dirname(args.path), filename: args.path };
        return { contents: text.replace(IMPORT_META, (_, key) => JSON.stringify(meta[key])), loader: LOADERS[ext] };
      });
    },
  };
}

/** The record of a file for the stamp: size, modification time and content hash. */
function inputRecord(file) {
  const stat = fs.statSync(file);
  return { size: stat.size, mtimeMs: stat.mtimeMs, sha256: hashFile(file) };
}

/**
 * Builds the bundle into a new folder of the cache (default: the checkout's, bundleCacheDir) and
 * then writes the stamp naming it, so that a build stopped half-way is never used. Answers the
 * bundle's entry file.
 */
export async function buildServerBundle(repoRoot, cacheDir) {
  const root = fs.realpathSync(repoRoot);
  const { build } = await import('esbuild');
  const cache = cacheDir ?? bundleCacheDir(root);
  const { present, absent } = pluginModules(root);
  const outdir = path.join(cache, `build-${Date.now()}-${process.pid}`);
  const externals = new Set();
  const compiled = new Map();
  const result = await build({
    stdin: { contents: entrySource(root, present), resolveDir: root, sourcefile: ENTRY_NAME, loader: 'js' },
    absWorkingDir: root,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    // As Node resolves: no bundler-only "module" condition or field.
    conditions: ['node'],
    mainFields: ['main'],
    outdir,
    entryNames: 'server',
    chunkNames: 'chunks/[name]-[hash]',
    outExtension: { '.js': '.mjs' },
    sourcemap: 'linked',
    // Error and class names as in the sources (the bundle renames clashing top-level names).
    keepNames: true,
    metafile: true,
    logLevel: 'silent',
    plugins: [sourcesAndPackages(externals, compiled)],
  });
  const inputs = {};
  for (const rel of Object.keys(result.metafile.inputs)) {
    if (rel === ENTRY_NAME) continue;
    const file = path.join(root, rel);
    inputs[rel] = compiled.get(file) ?? inputRecord(file);
  }
  for (const rel of [PLUGIN_LIST, ...BUILD_FILES]) if (fs.existsSync(path.join(root, rel))) inputs[rel] = inputRecord(path.join(root, rel));
  for (const file of externals) inputs[path.relative(root, file)] = inputRecord(file);
  const entry = path.join(outdir, 'server.mjs');
  writeStamp(cache, { repoRoot: root, entry: path.relative(cache, entry), inputs, absent });
  pruneBuilds(cache, outdir);
  return entry;
}

function pruneBuilds(cache, current) {
  const builds = fs
    .readdirSync(cache, { withFileTypes: true })
    .filter((e) => e.isDirectory() && e.name.startsWith('build-') && path.join(cache, e.name) !== current)
    .map((e) => ({ dir: path.join(cache, e.name), time: fs.statSync(path.join(cache, e.name)).mtimeMs }))
    .sort((a, b) => b.time - a.time);
  for (const { dir } of builds.slice(KEPT_BUILDS - 1)) fs.rmSync(dir, { recursive: true, force: true });
}
