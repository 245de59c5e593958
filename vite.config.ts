import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type PluginOption } from 'vite';

// The web client lives in web/ (index.html, src/, public/); the API serves the build from dist/web.
const webRoot = fileURLToPath(new URL('./web', import.meta.url));
const outDir = fileURLToPath(new URL('./dist/web', import.meta.url));

// Later plugins (vite-plugin-pwa) are appended here.
const plugins: PluginOption[] = [react()];

export default defineConfig({
  root: webRoot,
  plugins,
  build: {
    outDir,
    emptyOutDir: true,
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
    },
  },
  preview: {
    proxy: {
      '/api': 'http://localhost:3000',
    },
  },
});
