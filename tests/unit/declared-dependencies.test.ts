import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Every package declares what it imports (issue 10, "Declared dependencies"): a workspace that
 * imports a package its package.json does not name works only because npm hoisted someone else's
 * copy, and breaks when that someone drops it. Product files need the package in their own
 * workspace's dependencies (or peerDependencies); tests may also use the repository's test
 * toolchain, the root's devDependencies. Type-only imports count: the type check needs them too.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

interface PackageJson {
  name: string;
  workspaces?: string[];
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

const readPackage = (dir: string): PackageJson => JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as PackageJson;

/** Declared but not imported yet, on purpose; checked so that the entry goes once it is used (or dropped). */
const DECLARED_AHEAD: Record<string, string[]> = {
  // Installed for issues 11-16 before the area work began (one lock for all); each area removes its entry once it imports the package.
};

/** Packages a workspace needs without importing them: tools its scripts or configuration run. */
const USED_WITHOUT_IMPORT: Record<string, string[]> = {
  // `npm run lint` runs eslint; typescript-eslint parses with this workspace's TypeScript 6.0 (tools/lint/index.js).
  '@cockpit/lint': ['eslint', 'typescript'],
};

function workspaceDirs(): string[] {
  const patterns = readPackage(root).workspaces ?? [];
  return patterns.flatMap((pattern) => {
    if (!pattern.endsWith('/*')) return [path.join(root, pattern)];
    const parent = path.join(root, pattern.slice(0, -2));
    return fs
      .readdirSync(parent, { withFileTypes: true })
      .filter((e) => e.isDirectory() && fs.existsSync(path.join(parent, e.name, 'package.json')))
      .map((e) => path.join(parent, e.name));
  });
}

const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'templates', 'generated', 'public']);

function sourceFiles(dir: string, skip: Set<string> = new Set()): string[] {
  const files: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name) && !skip.has(full) && !entry.name.startsWith('.')) files.push(...sourceFiles(full, skip));
    } else if (/\.(ts|tsx|js|mjs|cjs)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) {
      files.push(full);
    }
  }
  return files;
}

function installedPackage(name: string): PackageJson | undefined {
  const file = path.join(root, 'node_modules', name, 'package.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as PackageJson) : undefined;
}

const isTestFile = (file: string) => /\.(test|spec)\.(ts|tsx)$/.test(file) || /[\\/](testing|tests)[\\/]/.test(file);

/** The bare module specifiers a file imports: import/export … from, import '…', import('…'), require('…'). */
export function importedSpecifiers(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const found = new Set<string>();
  const patterns = [
    /(?:^|[\s;])(?:import|export)\s[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/g,
    /(?:^|[\s;])import\s*['"]([^'"]+)['"]/g,
    /\b(?:import|require)\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  for (const pattern of patterns) for (const match of code.matchAll(pattern)) found.add(match[1]);
  return [...found].filter((s) => !s.startsWith('.') && !s.startsWith('/'));
}

const builtins = new Set(builtinModules.flatMap((m) => [m, `node:${m}`]));

/** 'react-dom/client' -> 'react-dom'; '@cockpit/core/schema' -> '@cockpit/core'; undefined for Node's own modules. */
export function packageOf(specifier: string): string | undefined {
  if (builtins.has(specifier) || specifier.startsWith('node:')) return undefined;
  // Vite's virtual and query imports ('virtual:…', '…?url') name no package.
  if (specifier.includes(':')) return undefined;
  // A specifier that is no package name (text in a regular expression or a template, say) is not an import.
  if (!/^(@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*(\/[\w.@/-]*)?$/i.test(specifier)) return undefined;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

const declared = (pkg: PackageJson, withDev: boolean) =>
  new Set([
    ...Object.keys(pkg.dependencies ?? {}),
    ...Object.keys(pkg.peerDependencies ?? {}),
    ...Object.keys(pkg.optionalDependencies ?? {}),
    ...(withDev ? Object.keys(pkg.devDependencies ?? {}) : []),
  ]);

/** Undeclared module -> the files that import it. */
type Findings = Record<string, string[]>;

function undeclaredImports(files: string[], pkg: PackageJson, rootPkg: PackageJson, alsoAllowed: Set<string> = new Set()): { missing: Findings; used: Set<string> } {
  const own = declared(pkg, true);
  const product = declared(pkg, false);
  const toolchain = declared(rootPkg, true);
  const missing: Findings = {};
  const used = new Set<string>();
  for (const file of files) {
    for (const specifier of importedSpecifiers(fs.readFileSync(file, 'utf8'))) {
      const name = packageOf(specifier);
      if (!name || name === pkg.name || alsoAllowed.has(name)) continue;
      used.add(name);
      const ok = isTestFile(file) ? own.has(name) || toolchain.has(name) : product.has(name) || (own.has(name) && !file.includes(`${path.sep}src${path.sep}`));
      if (!ok && !missing[name]?.includes(path.relative(root, file))) (missing[name] ??= []).push(path.relative(root, file));
    }
  }
  return { missing, used };
}

describe('declared dependencies', () => {
  const rootPkg = readPackage(root);
  const workspaces = workspaceDirs();
  const workspaceNames = new Set(workspaces.map((dir) => readPackage(dir).name));

  it('finds imports the way the bundler and Node do (import, export from, side-effect import, import(), require)', () => {
    const source = [
      "import React, { useState } from 'react';",
      "import type { GridApi } from 'ag-grid-community';",
      "export { x } from '@cockpit/core/views';",
      "import './local.css';",
      "import 'zustand/vanilla';",
      "const lazy = () => import('xlsx');",
      "const pg = require('pg');",
      "// import { gone } from 'commented-out';",
      "import fs from 'node:fs';",
    ].join('\n');
    expect(importedSpecifiers(source).sort()).toEqual(['@cockpit/core/views', 'ag-grid-community', 'node:fs', 'pg', 'react', 'xlsx', 'zustand/vanilla']);
    expect(['@cockpit/core/views', 'react-dom/client', 'node:fs', 'path', 'virtual:pwa', '@cockpit\\/plugin-stock'].map(packageOf)).toEqual([
      '@cockpit/core',
      'react-dom',
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  for (const dir of workspaces) {
    const pkg = readPackage(dir);
    it(`${pkg.name} declares every package it imports`, () => {
      const { missing, used } = undeclaredImports(sourceFiles(dir), pkg, rootPkg);
      expect(missing, `add to ${path.relative(root, dir)}/package.json`).toEqual({});
      // Declared and not imported: say why in DECLARED_AHEAD or USED_WITHOUT_IMPORT, or drop it.
      // A package that is the peer of one it imports is used too (react-dom for ag-grid-react): npm makes the importer provide it.
      const peers = new Set([...used].flatMap((name) => Object.keys(installedPackage(name)?.peerDependencies ?? {})));
      const unused = Object.keys(pkg.dependencies ?? {}).filter(
        (name) => !used.has(name) && !peers.has(name) && !(DECLARED_AHEAD[pkg.name] ?? []).includes(name) && !(USED_WITHOUT_IMPORT[pkg.name] ?? []).includes(name),
      );
      expect(unused, `${path.relative(root, dir)}/package.json declares packages nothing imports`).toEqual([]);
    });
  }

  it('the root declares what its tests, scripts and configuration import, or a workspace they test does', () => {
    const skip = new Set(workspaces);
    const self = fileURLToPath(import.meta.url);
    const files = ['tests', 'scripts']
      .flatMap((d) => (fs.existsSync(path.join(root, d)) ? sourceFiles(path.join(root, d), skip) : []))
      .concat(
        fs
          .readdirSync(root)
          .filter((f) => /\.(ts|js|mjs)$/.test(f))
          .map((f) => path.join(root, f)),
      )
      // This file's examples above are text, not imports.
      .filter((file) => file !== self);
    // tests/ exercises the workspaces (the server's database drivers, the console's grid in the benchmarks' baselines).
    const ofWorkspaces = new Set(workspaces.flatMap((dir) => [...declared(readPackage(dir), false)]));
    const { missing } = undeclaredImports(files, rootPkg, rootPkg, new Set([...workspaceNames, ...ofWorkspaces]));
    expect(missing).toEqual({});
  });
});
