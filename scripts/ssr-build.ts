// Build step (a Vite plugin, so every `vite build` runs it): after the client build, builds the server's renderer of
// the public pages (web/src/server-entry.tsx) for Node, which the API loads at start (api/src/ssr):
//   dist/web/.ssr/server-entry.mjs   renders one page with its data (a dot directory: the server does not serve it,
//                                    the service worker does not precache it)
//   dist/web/index.html              the page template the server fills (markup, CSS, data, head)
//   dist/web/shell.html              the empty app shell: admin, the signed-in portal, and the service worker's
//                                    fallback for pages it has never seen
import { copyFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { aliases } from './aliases.ts';
import { linguiCatalogues } from './lingui-catalogues.ts';

export const SHELL_FILE = 'shell.html';
export const SSR_DIR = '.ssr';
export const SSR_ENTRY = 'server-entry.mjs';

/**
 * The service worker's registration module exists only in the client build (vite-plugin-pwa): the server renders
 * the component that imports it but never runs its effects, where registration happens.
 */
function noServiceWorkerOnServer(): Plugin {
  const id = 'virtual:pwa-register';
  return {
    name: 'mission-control:no-service-worker-on-server',
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load: (resolved) => (resolved === `\0${id}` ? 'export const registerSW = () => () => Promise.resolve();' : undefined),
  };
}

export function serverRenderer(options: { webRoot: string; entry: string }): Plugin {
  let outDir = '';
  return {
    name: 'mission-control:server-renderer',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle: {
      // Before the service worker's precache list and the .br/.gz copies are made, which must include the shell.
      order: 'pre',
      sequential: true,
      async handler() {
        const { build } = await import('vite');
        const ssrDir = join(outDir, SSR_DIR);
        rmSync(ssrDir, { recursive: true, force: true });
        await build({
          configFile: false,
          root: options.webRoot,
          logLevel: 'warn',
          plugins: [react(), linguiCatalogues(), noServiceWorkerOnServer()],
          resolve: { alias: aliases },
          // One self-contained file: the server loads it from the build, whatever node_modules it has.
          ssr: { noExternal: true },
          build: {
            ssr: options.entry,
            outDir: ssrDir,
            emptyOutDir: true,
            copyPublicDir: false,
            minify: false,
            // .mjs: ES modules wherever the build is copied, whatever package.json is (or is not) above it.
            rolldownOptions: { output: { entryFileNames: SSR_ENTRY, chunkFileNames: 'chunks/[name]-[hash].mjs' } },
          },
        });
        copyFileSync(join(outDir, 'index.html'), join(outDir, SHELL_FILE));
      },
    },
  };
}
