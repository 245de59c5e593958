// The production build of the web app (`npm run build`), and with --if-stale the one `npm start` runs: it skips the
// build when dist/web was built from exactly the current inputs, so a restart after a crash serves in seconds.
//   node --import tsx scripts/web-build.ts              build, then record the inputs' hash in dist/web
//   node --import tsx scripts/web-build.ts --if-stale   the same, unless dist/web already records that hash
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../api/src/config.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OUT_DIR = join(ROOT, 'dist/web');
// A dotfile: the server does not serve it and the service worker does not precache it. `vite build` empties
// dist/web first, so a build that fails leaves no stamp behind and the next start builds again.
const STAMP = join(OUT_DIR, '.build-inputs.sha256');

/**
 * Everything `vite build` reads besides node_modules (whose versions package-lock.json pins): the app, the contract
 * it imports, the build config with the scripts it imports (all of scripts/, so a new import cannot be missed),
 * the manifest, and the compiler settings.
 */
const INPUTS = ['web', 'contract', 'scripts', 'vite.config.ts', 'manifest.webmanifest', 'tsconfig.base.json', 'package.json', 'package-lock.json'];

function filesUnder(path: string): string[] {
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !join(entry.parentPath, entry.name).split(sep).includes('node_modules'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** One hash over the path and content of every input file, in a fixed order. */
function inputsHash(): string {
  const hash = createHash('sha256');
  const files = INPUTS.flatMap((input) => filesUnder(join(ROOT, input))).map((file) => relative(ROOT, file).split(sep).join('/'));
  for (const file of files.sort()) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(join(ROOT, file)));
    hash.update('\0');
  }
  // The prerendered heads carry PUBLIC_URL and the contact settings (scripts/prerender.ts): a change rebuilds.
  const { publicUrl, contact } = loadConfig();
  hash.update(JSON.stringify({ publicUrl, contact }));
  return hash.digest('hex');
}

function main(): void {
  const hash = inputsHash();
  if (process.argv.includes('--if-stale') && existsSync(STAMP) && readFileSync(STAMP, 'utf8') === hash) {
    console.log('web app: dist/web is up to date with its sources, not rebuilding');
    return;
  }
  const vite = join(ROOT, 'node_modules/vite/bin/vite.js');
  const { status } = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
  // The hash of the inputs as they were when the build began: a file edited during the build makes the next start
  // build again.
  writeFileSync(STAMP, hash);
}

main();
