import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The console is static files; the reference server (or any static host) serves them with
// /schemas/ and /api beside them. In dev, Vite proxies those to a running server.
const server = process.env.COCKPIT_SERVER ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 1500,
  },
  server: {
    proxy: {
      '/api': server,
      '/schemas': server,
      '/hubs': { target: server, ws: true },
    },
  },
});
