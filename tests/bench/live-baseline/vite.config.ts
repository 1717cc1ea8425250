import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The bare AG Grid page the live-streaming benchmark compares the console with (tests/bench/live-streaming.ts).
 * Built with base './' into a folder beside the console, so that one server serves both pages.
 */
export default defineConfig({
  plugins: [react()],
  root: import.meta.dirname,
  base: './',
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 1500 },
});
