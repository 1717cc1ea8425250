import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './precompress';
import { keepPreviousBuilds } from './keep-previous-builds';

// The console is static files; the reference server (or any static host) serves them with
// /schemas/ and /api beside them. In dev, Vite proxies those to a running server.
const server = process.env.COCKPIT_SERVER ?? 'http://localhost:8080';

export default defineConfig({
  // precompress: .br and .gz beside each built file, served as they are by the server.
  // keepPreviousBuilds: the last builds' assets stay for consoles still open (emptyOutDir is off).
  plugins: [react(), keepPreviousBuilds(), precompress()],
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
        // TanStack Query's hooks are shared by grid pages and plugin pages alike: a chunk of their own, so a
        // page that uses one does not fetch the grid page's code with it.
        codeSplitting: {
          groups: [
            { name: 'boot', tags: ['$initial'] },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
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
