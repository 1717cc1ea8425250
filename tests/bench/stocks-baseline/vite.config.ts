import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The hand-written Stocks page (the benchmarks' baseline). The benchmarks build it with
 * base '/stocks-baseline/' into a folder beside the console, so that one server serves both pages
 * from one origin; source maps give its per-package sizes.
 */
export default defineConfig({
  plugins: [react()],
  root: import.meta.dirname,
  base: './',
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true, chunkSizeWarningLimit: 1500 },
});
