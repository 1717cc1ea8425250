import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from '../../../apps/console/precompress';

/**
 * The hand-written Stocks page (the benchmarks' baseline). The benchmarks build it with
 * base '/stocks-baseline/' into a folder beside the console, so that one server serves both pages
 * from one origin; source maps give its per-package sizes. Precompressed like the console, so both
 * reach the browser the same way.
 */
export default defineConfig({
  plugins: [react(), precompress()],
  root: import.meta.dirname,
  base: './',
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true, chunkSizeWarningLimit: 1500 },
});
