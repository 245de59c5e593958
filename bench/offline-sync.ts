// `npm run bench:offline`: what a counselor's laptop goes through on the 50,000-student database, in Chromium
// against the real server and the production build. Prints the time and IndexedDB size of the first full sync
// after sign-in, and the time of a delta sync after 100 students were changed on the server.
//   BENCH_LARGE_URL  the database (default postgres://postgres@127.0.0.1:5432/mc_scale, see docs/PERFORMANCE.md)
//   WEB_DIR          the build to serve (default dist/web; run `npm run build` first)
// It changes 100 students of that database (their priority), as another staff member would.
import { chromium, type Page } from 'playwright-core';
import { DEMO_PASSWORD } from '@db/seeds/demo';
import { startBuiltServer } from './built-server';

const DATABASE_URL = process.env.BENCH_LARGE_URL || 'postgres://postgres@127.0.0.1:5432/mc_scale';
const WEB_DIR = process.env.WEB_DIR || 'dist/web';
const CHANGES = 100;

/** The version of each student in the browser's offline copy, read with the raw IndexedDB API. */
function localVersions(page: Page, ids: string[]): Promise<number[]> {
  return page.evaluate(async (keys) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open('mission-control-offline');
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
    const store = db.transaction('students').objectStore('students');
    const versions = await Promise.all(
      keys.map((key) => new Promise<number>((resolve) => {
        const req = store.get(key);
        req.onsuccess = () => resolve((req.result as { version?: number } | undefined)?.version ?? 0);
        req.onerror = () => resolve(0);
      })),
    );
    db.close();
    return versions;
  }, ids);
}

async function main(): Promise<void> {
  const server = await startBuiltServer({ webDir: WEB_DIR, databaseUrl: DATABASE_URL });
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto('/admin/login');
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    const synced = page.getByTestId('offline-status').and(page.locator('[data-tone="synced"]'));
    const started = performance.now();
    await page.getByRole('button', { name: 'Access Mission Control' }).click();
    await synced.waitFor({ timeout: 600_000 });
    const fullSeconds = (performance.now() - started) / 1000;
    const usage = await page.evaluate(async () => (await navigator.storage.estimate()).usage ?? 0);

    // Another staff member changes 100 students on the server.
    const list = await context.request.get(`/api/admin/students?limit=${CHANGES}`);
    const students = ((await list.json()) as { items: { id: string; version: number; priority: string }[] }).items;
    for (const s of students) {
      const priority = s.priority === 'high' ? 'low' : 'high';
      const res = await context.request.patch(`/api/admin/students/${s.id}`, { data: { priority, version: s.version }, headers: { Origin: server.url } });
      if (!res.ok()) throw new Error(`PATCH answered ${res.status()}: ${await res.text()}`);
    }
    const ids = students.map((s) => s.id);
    const expected = students.map((s) => s.version + 1);

    // The app pulls when the network comes back: the delta is timed until all 100 are in IndexedDB.
    const deltaStarted = performance.now();
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    for (;;) {
      const versions = await localVersions(page, ids);
      if (versions.every((v, i) => v >= expected[i]!)) break;
      if (performance.now() - deltaStarted > 120_000) throw new Error('the delta sync did not bring the 100 changes in 2 minutes');
      await new Promise((r) => setTimeout(r, 20));
    }
    const deltaMs = performance.now() - deltaStarted;

    const { totalAll } = (await (await context.request.get('/api/admin/students?limit=1')).json()) as { totalAll: number };
    console.log(`students on the server: ${totalAll}`);
    console.log(`first full sync after sign-in: ${fullSeconds.toFixed(1)} s, IndexedDB usage ${(usage / 1e6).toFixed(1)} MB`);
    console.log(`delta sync after ${CHANGES} changes: ${deltaMs.toFixed(0)} ms`);
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
