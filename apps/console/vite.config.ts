import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './precompress';
import { keepPreviousBuilds } from './keep-previous-builds';

// The console is static files; the reference server (or any static host) serves them with
// /schemas/ and /api beside them. In dev, Vite proxies those to a running server.
const server = process.env.COCKPIT_SERVER ?? 'http://localhost:8080';

/**
 * The modules every signed-in page shares (never AG Grid, never a page's own code): the layout
 * and page resolver, TanStack Query, the formats, look-ups, inputs, the modals' parts,
 * the views' bar, the filter operators and the permission tables of the contracts.
 */
const SIGNED_IN_MODULES = new RegExp(
  [
    // Not dayjs: only a date pattern the settings no longer offer needs it (core/src/format/other-patterns.ts, a chunk of its own).
    String.raw`node_modules[\\/]@tanstack[\\/]`,
    // Not the modals that load when one first opens (`lazy`): the user menu's (change password,
    // picture, language), the views' save and primary-view modals, the user-choice and multi-status
    // modals. In this group they came with every signed-in page's first screen.
    String.raw`core[\\/]src[\\/](?:shell[\\/](?:layout(?![\\/]UserModals)|pages)|routing|format(?![\\/]other-patterns\.)|lookups|inputs|modals(?![\\/]templates[\\/]ChoiceModals)|views[\\/]ui(?![\\/](?:SaveViewModal|PrimaryViewModal)))[\\/]`,
    String.raw`core[\\/]src[\\/]session[\\/]heartbeat`,
    String.raw`core[\\/]src[\\/]schema[\\/](?:filter|list)-operators`,
    String.raw`packages[\\/]contracts[\\/]src[\\/](?:permission-defaults|plugin-permissions|define-route|door-permissions|admin-permissions)`,
  ].join('|'),
);

/**
 * React Router's own production build. Its package's exports name only its development build, which
 * keeps the library's warnings for developers (route and future-flag warnings, a developer's error
 * screen) in every user's boot chunk; the production build is the same code with those switched off.
 * Both of its entries are taken from the one folder, so the router and its DOM part share one copy.
 */
const reactRouterDist = path.join(path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production');

/**
 * The grid page's code with AG Grid, as one chunk: what a grid page's first screen needs beside the
 * boot and signed-in chunks (and what the other pages that show a grid share). Not the parts that
 * load when first used (a master's detail and its live updates, the running of an action, the
 * export's writers): left to the bundler, the grid page, AG Grid and the code those parts share came
 * as three files, two more requests before the first rows. Not the folder's index either (the
 * plugins' door, which re-exports the export's writers) nor the page's own loader (boot chunk).
 */
const GRID_PAGE_MODULES = new RegExp(
  [
    String.raw`node_modules[\\/](?:ag-grid-community|ag-grid-react|ag-stack)[\\/]`,
    String.raw`core[\\/]src[\\/]grid[\\/](?!index\.|lazy-grid-page\.|master-detail[\\/]|actions[\\/]run-action\.|export[\\/]export-table\.|live[\\/]use-live-detail\.)`,
    String.raw`core[\\/]src[\\/]live[\\/]apply-live-message\.`,
  ].join('|'),
);

export default defineConfig({
  // precompress: .br and .gz beside each built file, served as they are by the server.
  // keepPreviousBuilds: the last builds' assets stay for consoles still open (emptyOutDir is off).
  plugins: [react(), keepPreviousBuilds(), precompress()],
  resolve: {
    alias: [
      { find: /^react-router$/, replacement: path.join(reactRouterDist, 'index.mjs') },
      { find: /^react-router\/dom$/, replacement: path.join(reactRouterDist, 'dom-export.mjs') },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    sourcemap: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        // Everything the entry imports statically is one chunk beside the entry, rather than some
        // twenty small shared chunks: each file costs a request and its headers (about 0.9 kB with
        // the security headers), which the sign-in page and every first load pay. Pages, AG Grid and
        // dialogs stay chunks of their own, fetched where they are shown.
        // What every signed-in page loads after the boot chunk (the shell's layout, TanStack Query, the
        // date formats, look-ups, inputs, the views' modals and the permission tables) is one chunk
        // too: left to the bundler it came as fourteen files of 1-5 kB beside the grid page, each
        // with its own request and about 0.9 kB of headers. The sign-in page loads none of it.
        codeSplitting: {
          groups: [
            { name: 'boot', tags: ['$initial'] },
            { name: 'signed-in', test: SIGNED_IN_MODULES },
            { name: 'GridPage', test: GRID_PAGE_MODULES },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': server,
      '/schemas': server,
      '/hubs': { target: server, ws: true },
    },
  },
});
