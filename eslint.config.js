// Lint rules of the repository: `npm run lint`, a step of `npm test`. The plugins come from the
// tools/lint workspace, which holds the TypeScript 6.0 that typescript-eslint parses with (TypeScript
// 7's npm package has no compiler API; see tools/lint/index.js). The rules are untyped, so the lint
// does not type-check (tsc does) and stays fast.
import fs from 'node:fs';
import { createNodeResolver, eslintComments, globals, importX, js, reactHooks, tseslint } from '@cockpit/lint';

/**
 * Core's folders in layers, lowest first. A folder imports only from the layers below its own
 * (type imports too), so that no two folders depend on each other. `x/ui` is the React side of the
 * React-free folder x. A new folder of core/src must be placed here (the lint says so).
 */
export const CORE_LAYERS = [
  ['api', 'format', 'i18n', 'icons', 'live', 'loaders', 'permissions', 'sales-rules', 'page', 'session', 'widgets'],
  ['modals', 'schema', 'setting-keys'],
  ['grid-model', 'plugin', 'routing', 'schema-store'],
  ['settings', 'views'],
  ['runtime'],
  ['lookups', 'views/ui', 'widgets/ui', 'format/ui', 'inputs'],
  ['dialogs', 'grid'],
  ['shell'],
];

/**
 * The folders of core the server (apps/server) and the CLI (cli) may import: they run in Node, so
 * these folders import no React and touch no DOM, except in a `ui/` subfolder (CONTRIBUTING.md,
 * "Layout"). Every other folder of core is the console's only.
 */
export const NODE_SAFE_CORE = [
  'api',
  'format',
  'grid-model',
  'icons',
  'live',
  'permissions',
  'routing',
  'sales-rules',
  'schema',
  'schema-store',
  'session',
  'setting-keys',
  'settings',
  'views',
  'widgets',
];

const coreFolders = fs
  .readdirSync(new URL('./core/src', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((entry) => [entry.name, ...(fs.existsSync(new URL(`./core/src/${entry.name}/ui`, import.meta.url)) ? [`${entry.name}/ui`] : [])]);
const unplaced = coreFolders.filter((folder) => !CORE_LAYERS.flat().includes(folder));
if (unplaced.length) throw new Error(`eslint.config.js: place core/src/${unplaced.join(', core/src/')} in CORE_LAYERS (the layer above everything it imports)`);
const browserCore = coreFolders.filter((folder) => !folder.includes('/') && !NODE_SAFE_CORE.includes(folder));

/** The folder's files, without its `ui/` side when that is a layer of its own. */
const folderFiles = (folder) => (coreFolders.includes(`${folder}/ui`) ? [`core/src/${folder}/*`, `core/src/${folder}/!(ui)/**`] : [`core/src/${folder}/**`]);

/** import-x/no-restricted-paths zones: each folder may not import from its own layer or the ones above. */
const layerZones = CORE_LAYERS.flatMap((layer, rank) =>
  layer.map((folder) => {
    const above = CORE_LAYERS.slice(rank)
      .flat()
      .filter((other) => other !== folder);
    return {
      target: folderFiles(folder),
      from: above.map((other) => `core/src/${other}`),
      except: [],
      message: `core/src/${folder} is in layer ${rank + 1} of CORE_LAYERS (eslint.config.js): it imports only from the layers below. Move the shared piece down, or contribute through a registry.`,
    };
  }),
).flatMap((zone) =>
  // A folder with a ui/ side: `from` the folder means its React-free files only.
  zone.from.map((from) => ({ ...zone, from, except: coreFolders.includes(`${from.slice('core/src/'.length)}/ui`) ? ['./ui'] : [] })),
);

const nodeOnly = 'The server and the CLI import this module: no React, no DOM (CONTRIBUTING.md, "Layout").';

/** Packages that bring React, the DOM or browser-only UI libraries (as regular expressions on the import). */
const browserPackages = [
  '^react(-dom)?(/.*)?$',
  '^react-(router|router-dom|i18next)$',
  '^ag-grid-(community|react)$',
  '^@tanstack/react-',
  '^@rjsf/',
  '^@nivo/',
  '^zustand(/react)?$',
  '\\.css$',
];

const nodeFiles = ['apps/server/**/*.{ts,tsx}', 'cli/**/*.{ts,tsx}', 'packages/contracts/**/*.{ts,tsx}'];
const nodeSafeCoreFiles = NODE_SAFE_CORE.map((folder) => `core/src/${folder}/**/*.{ts,tsx}`);
const noBrowserPackages = { regex: browserPackages.join('|'), message: nodeOnly };
const onlyNodeSafeCore = {
  regex: `^@cockpit/(core/(?!(${NODE_SAFE_CORE.join('|')})(/|$))|core/[^/]+/ui(/|$)|plugin-)`,
  message: `${nodeOnly} Of core, import only the React-free folders (NODE_SAFE_CORE in eslint.config.js).`,
};
const noRelativeBrowserCore = {
  regex: `^(\\.\\./)+(${browserCore.join('|')})(/|$)|(^|/)ui(/|$)`,
  message: `${nodeOnly} It may not import a React folder of core, nor a ui/ side.`,
};

/**
 * The server's folders (and its top files) in layers, lowest first, like CORE_LAYERS: a folder
 * imports only from the layers below its own (type imports too). The areas are one layer: they
 * import each other today (see KNOWN_SERVER_ARROWS), and move into plugins later. A new folder of
 * apps/server/src is checked once it is placed here.
 */
export const SERVER_LAYERS = [
  ['config'],
  ['db'],
  ['permissions'],
  ['http'],
  ['auth'],
  ['context'],
  ['schemas'],
  ['settings', 'localization'],
  ['lists'],
  ['live', 'users'],
  ['work'],
  ['areas'],
  ['plugins'],
  ['sdk'],
  ['seed'],
  ['app'],
  ['main'],
];

/**
 * The upward arrows the server has today, allowed by name so that no new one comes in; each is a
 * move to make, not a rule: `from` imports `to` although `to` sits in its layer or above.
 */
export const KNOWN_SERVER_ARROWS = [
  { from: 'http', to: 'auth', why: 'http/fastify-types.ts types the request with auth/caller (type)' },
  { from: 'auth', to: 'context', why: 'auth takes the AppContext (type); the context is a type hub that belongs at the bottom' },
  { from: 'context', to: 'live', why: 'AppContext names live/change-feed (type)' },
  { from: 'context', to: 'schemas', why: 'AppContext names schemas/schema-files (type)' },
];

const serverTop = new Set(['config', 'context', 'app', 'main']);
const serverPath = (folder) => (serverTop.has(folder) ? `apps/server/src/${folder}.ts` : `apps/server/src/${folder}`);
// A folder not placed yet (one the route-table work adds while this table is new) is not checked
// rather than failing every lint run: place it in SERVER_LAYERS to have it checked.
/**
 * The host names no plugin: it loads them from plugins/server-plugins.json, and a host file that
 * imported a plugin's file would make that plugin impossible to remove (materials once imported the
 * purchase demand). What both need is the host's, given to plugins through the SDK.
 */
const hostNamesNoPlugin = {
  target: ['apps/server/src/**'],
  from: ['plugins'],
  message:
    "The server never imports a plugin's files: plugins are loaded from plugins/server-plugins.json. Move the shared piece into the host (and the SDK), or the route into the plugin.",
};

const serverZones = SERVER_LAYERS.flatMap((layer, rank) =>
  layer.map((folder) => ({
    target: serverTop.has(folder) ? [serverPath(folder)] : [`${serverPath(folder)}/**`],
    from: SERVER_LAYERS.slice(rank)
      .flat()
      .filter((other) => other !== folder && !KNOWN_SERVER_ARROWS.some((a) => a.from === folder && a.to === other))
      .map(serverPath),
    message: `apps/server/src/${folder} is in layer ${rank + 1} of SERVER_LAYERS (eslint.config.js): it imports only from the layers below. Move the shared piece down, or pass it in.`,
  })),
).filter((zone) => zone.from.length);

/** The plugins' folders (plugins/<name>), each a workspace of its own. */
const pluginFolders = fs
  .readdirSync(new URL('./plugins', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const pluginsApart =
  "A plugin imports only the host's public packages (@cockpit/core, @cockpit/contracts, and in its server half @cockpit/server/sdk), never another plugin nor the apps: plugins stay apart, so that each can be added or removed alone. Share through core, or through a contribution point.";
/** A plugin's files reach no other plugin's folder by a relative path (packages are checked by name). */
const pluginZones = pluginFolders.map((name) => ({
  target: [`plugins/${name}/**`],
  from: ['plugins', 'apps'],
  // The host's SDK is the one door into apps/ (its package name is checked per half below).
  except: [`./${name}`, './server/src/sdk'],
  message: pluginsApart,
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '.data*/**',
      'test-results/**',
      'playwright-report/**',
      'bench-results/**',
      'cli/templates/**',
      // Generated by `npm run gen` (json-schema-to-typescript).
      'core/src/schema/generated/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX, '@eslint-community/eslint-comments': eslintComments },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/external-module-folders': ['node_modules'],
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: {
      // TypeScript checks these (tsc --noEmit is a step of npm test).
      'no-undef': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
      // No import cycles between files (type-only imports are erased and do not count here; between
      // core's folders, CORE_LAYERS below counts them too).
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // Every eslint-disable says why after `--`, and names the rules it turns off. With
      // reportUnusedDisableDirectives above, an exemption that no longer applies is an error too.
      '@eslint-community/eslint-comments/require-description': 'error',
      '@eslint-community/eslint-comments/no-unlimited-disable': 'error',
    },
  },
  {
    // No file over 300 lines (counted as `wc -l` counts them): split it where it holds more than one
    // concern; a file that must stay whole starts with `/* eslint-disable max-lines -- <the reason> */`.
    files: ['apps', 'core', 'plugins', 'packages', 'cli', 'tests'].map((dir) => `${dir}/**/*.{ts,tsx,js,mjs,cjs}`),
    ignores: ['packages/contracts/src/generated/**'],
    rules: {
      'max-lines': ['error', { max: 300, skipBlankLines: false, skipComments: false }],
    },
  },
  {
    // React code. (Only here: a test helper such as tests/api's useWarehouseSuite is not a hook.)
    files: ['core/src/**/*.{ts,tsx}', 'plugins/*/src/**/*.{ts,tsx}', 'apps/console/src/**/*.{ts,tsx}'],
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Tests and their helpers read JSON answers and files loosely, on purpose.
    files: ['tests/**', '**/*.test.{ts,tsx}', '**/testing/**'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    files: ['core/src/**/*.{ts,tsx}'],
    // A test is imported by no module, so it closes no cycle: it may reach any folder it exercises.
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
    },
  },
  {
    // The server, the CLI and the core folders they import: no React, no DOM.
    files: [...nodeFiles, ...nodeSafeCoreFiles],
    ignores: ['core/src/*/ui/**'],
    languageOptions: {
      globals: { ...globals.node, ...globals.es2023 },
    },
    rules: {
      'no-restricted-imports': ['error', { patterns: [noBrowserPackages, onlyNodeSafeCore] }],
      'no-restricted-globals': [
        'error',
        ...[
          'window',
          'document',
          'navigator',
          'localStorage',
          'sessionStorage',
          'location',
          'history',
          'HTMLElement',
          'Element',
          'customElements',
          'matchMedia',
          'requestAnimationFrame',
        ].map((name) => ({ name, message: `${nodeOnly} Pass what is needed in (as runtime.ts does with storage).` })),
      ],
    },
  },
  {
    // The React-free folders of core reach no React folder of core by a relative path either.
    files: nodeSafeCoreFiles,
    ignores: ['core/src/*/ui/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [noBrowserPackages, onlyNodeSafeCore, noRelativeBrowserCore] }],
    },
  },
  {
    // A plugin's console half: core and the route table.
    files: ['plugins/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^@cockpit/(?!(core|contracts)(/|$))', message: pluginsApart }] }],
      'import-x/no-restricted-paths': ['error', { zones: pluginZones }],
    },
  },
  {
    // A plugin's server half runs in Node: the React-free parts of core, the route table and the host's SDK, nothing else of the server.
    files: ['plugins/*/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noBrowserPackages,
            onlyNodeSafeCore,
            { regex: '^@cockpit/(?!(core|contracts)(/|$)|server/sdk$)', message: `${pluginsApart} Of the server, a plugin imports only @cockpit/server/sdk.` },
          ],
        },
      ],
    },
  },
  {
    // A plugin's routes (routes.ts) are imported by both its halves: the route table's pieces only.
    files: ['plugins/*/routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noBrowserPackages,
            { regex: '^@cockpit/(?!contracts(/|$))', message: "A plugin's routes.ts imports only @cockpit/contracts: the console and the server both load it." },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    // A test is imported by no module, so it closes no cycle: it may reach any folder it exercises.
    ignores: ['**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...serverZones, hostNamesNoPlugin] }],
    },
  },
  {
    // The route table is the bottom of the house: the server, the console, core and the CLI import it, it imports none of them.
    files: ['packages/contracts/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [noBrowserPackages, { regex: '^@cockpit/', message: 'packages/contracts imports no other Cockpit package: every other one imports it.' }] },
      ],
    },
  },
);
