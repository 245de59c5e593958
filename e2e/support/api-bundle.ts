import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import { aliases } from '../../scripts/aliases';

/**
 * The API server as one ES module, built once per run (e2e/global-setup.ts): every journey server then starts with
 * plain `node`, not through tsx, which compiled about 300 TypeScript files at each of the 35-odd server starts of
 * a run (1.1 s from spawn to serving, 0.6 s bundled, on a quiet machine). Packages stay imports of node_modules;
 * only our own code is bundled. The one file our code reads beside itself (the common passwords, read through
 * `import.meta.url`) is copied next to the bundle, which lives under dist/ so that Node finds the packages it imports
 * in the checkout's node_modules.
 */
export async function bundleApi(): Promise<{ entry: string; remove: () => void }> {
  mkdirSync('dist', { recursive: true });
  const dir = mkdtempSync(join('dist', '.e2e-api-'));
  const entry = resolve(dir, 'server.mjs');
  await build({
    entryPoints: ['api/src/server.ts'],
    outfile: entry,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    alias: aliases,
    // Stack traces in a failing journey's server log name our source files.
    sourcemap: 'inline',
    logLevel: 'warning',
  });
  copyFileSync('api/src/auth/common-passwords.txt', join(dir, 'common-passwords.txt'));
  return { entry, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
