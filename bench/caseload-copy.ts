// `npm run bench:caseload`: a counselor's offline copy at scale (issue 33 item 3). In Chromium against the real
// server and the production build, on a large database (the generator's, docs/SCALING.md): the demo counselor is
// given exactly CASELOAD students, signs in over a throttled line, and the bench times the copy against the transfer
// floor (the bytes the copy took ÷ the bandwidth) and says when the first screen was usable.
//   BENCH_LARGE_URL  the database (default postgres://postgres@127.0.0.1:5432/mc_scale)
//   CASELOAD         students given to the counselor (default 2000)
//   BENCH_KBPS       the line's bandwidth in kbit/s (default 1600, both ways); BENCH_RTT_MS its round trip (default 150)
//   WEB_DIR          the build to serve (default dist/web; run `npm run build` first)
// It changes the database as an admissions lead would: the counselor's students are handed to another counselor and
// CASELOAD students of other counselors are handed to them (the unassigned leads are left as they are).
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { connect } from '@db/connect';
import { DEMO_PASSWORD } from '@db/seeds/demo';
import { SYNC_OVERLAP_SECONDS } from '../api/src/sync/queries';
import { startBuiltServer } from './built-server';

const DATABASE_URL = process.env.BENCH_LARGE_URL || 'postgres://postgres@127.0.0.1:5432/mc_scale';
const WEB_DIR = process.env.WEB_DIR || 'dist/web';
const CASELOAD = Number(process.env.CASELOAD ?? 2000);
const KBPS = Number(process.env.BENCH_KBPS ?? 1600);
const RTT_MS = Number(process.env.BENCH_RTT_MS ?? 150);
const COUNSELOR = 'counselor';

/** Gives the demo counselor exactly `size` students taken from other counselors; answers the copy's expected size. */
async function setCaseload(size: number): Promise<{ caseload: number; unassigned: number; total: number }> {
  const db = await connect({ databaseUrl: DATABASE_URL, dataDir: 'memory://' });
  try {
    const me = await db.knex('admin_users').whereRaw('lower(username) = ?', [COUNSELOR]).first<{ id: string }>('id');
    if (!me) throw new Error(`no '${COUNSELOR}' account in ${DATABASE_URL}: load the demo data first`);
    // Another counselor takes the demo counselor's students (the demo data has one counselor: the bench adds one, who
    // cannot sign in).
    let other = await db.knex('admin_users').where({ role: 'counselor', active: true }).whereNot({ id: me.id }).first<{ id: string }>('id');
    other ??= (
      await db.knex('admin_users').insert({ username: 'bench_other_counselor', password_hash: '!', full_name: 'Bench Counselor', role: 'counselor' }).returning<{ id: string }[]>('id')
    )[0]!;
    await db.knex.transaction(async (trx) => {
      await trx('students').where({ assigned_counselor: me.id }).update({ assigned_counselor: other.id, version: trx.raw('version + 1'), updated_at: trx.fn.now() });
      await trx.raw(
        `update students set assigned_counselor = ?, version = version + 1, updated_at = now()
          where id in (select id from students where deleted_at is null and assigned_counselor is not null and assigned_counselor <> ? limit ?)`,
        [me.id, me.id, size],
      );
    });
    const count = async (where: string, bindings: string[] = []) => {
      const { rows } = await db.knex.raw<{ rows: { count: string }[] }>(`select count(*) from students where deleted_at is null and ${where}`, bindings);
      return Number(rows[0]!.count);
    };
    return { caseload: await count('assigned_counselor = ?', [me.id]), unassigned: await count('assigned_counselor is null'), total: await count('true') };
  } finally {
    await db.knex.destroy();
  }
}

async function main(): Promise<void> {
  const scope = await setCaseload(CASELOAD);
  // The caseload was given a moment ago; a pull resends the moves of its last SYNC_OVERLAP_SECONDS (commits in
  // flight), which a counselor signing in on another day never meets. Wait them out.
  await new Promise((resolve) => setTimeout(resolve, SYNC_OVERLAP_SECONDS * 1000));
  const server = await startBuiltServer({ webDir: WEB_DIR, databaseUrl: DATABASE_URL });
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto('/admin/login');
    await page.getByLabel('Username').fill(COUNSELOR);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);

    // The line: the bandwidth both ways and the round trip, from the tap on sign-in on.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const bytesPerSecond = (KBPS * 1000) / 8;
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: RTT_MS, downloadThroughput: bytesPerSecond, uploadThroughput: bytesPerSecond });
    // The sync's answers: their bytes on the wire, and the span from the first request sent to the last answer read
    // (CDP's monotonic timestamps, in seconds).
    const syncIds = new Set<string>();
    let syncBytes = 0;
    let allBytes = 0;
    let firstSent = Infinity;
    let lastDone = 0;
    // Each sync request's table, and when it was sent, answered (headers) and read whole.
    const requests = new Map<string, { entity: string; sent: number; answered?: number; done?: number; bytes?: number }>();
    cdp.on('Network.requestWillBeSent', (e) => {
      const url = new URL(e.request.url);
      if (url.pathname !== '/api/admin/sync') return;
      syncIds.add(e.requestId);
      requests.set(e.requestId, { entity: url.searchParams.get('entity') ?? '?', sent: e.timestamp });
      firstSent = Math.min(firstSent, e.timestamp);
    });
    cdp.on('Network.responseReceived', (e) => {
      const request = requests.get(e.requestId);
      if (request) request.answered = e.timestamp;
    });
    cdp.on('Network.loadingFinished', (e) => {
      allBytes += e.encodedDataLength;
      if (!syncIds.has(e.requestId)) return;
      syncBytes += e.encodedDataLength;
      lastDone = Math.max(lastDone, e.timestamp);
      Object.assign(requests.get(e.requestId)!, { done: e.timestamp, bytes: e.encodedDataLength });
    });

    const synced = page.getByTestId('offline-status').and(page.locator('[data-tone="synced"]'));
    const started = performance.now();
    await page.getByRole('button', { name: 'Access Mission Control' }).click();
    // The first screen is usable when the dashboard shows its figures (they come from the server, not the copy).
    await page.locator('[aria-busy="false"]').filter({ hasText: 'Total Students' }).first().waitFor({ timeout: 600_000 });
    const firstScreen = (performance.now() - started) / 1000;
    const syncDoneBeforeScreen = await synced.isVisible();
    await synced.waitFor({ timeout: 1_800_000 });
    const copySeconds = (performance.now() - started) / 1000;
    const stored = await page.evaluate(async () => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const req = indexedDB.open('mission-control-offline');
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => reject(req.error);
      });
      const count = await new Promise<number>((resolve) => {
        const req = db.transaction('students').objectStore('students').count();
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => resolve(-1);
      });
      db.close();
      return count;
    });

    const floor = syncBytes / bytesPerSecond;
    const span = lastDone - firstSent;
    console.log(`database: ${scope.total} students; the counselor's caseload ${scope.caseload}, unassigned leads ${scope.unassigned}`);
    console.log(`line: ${KBPS} kbit/s both ways, ${RTT_MS} ms round trip (Chromium's network emulation)`);
    console.log(`students in the offline copy: ${stored}`);
    console.log(`first screen usable (dashboard figures): ${firstScreen.toFixed(1)} s after the sign-in tap${syncDoneBeforeScreen ? ' (the copy had already finished)' : ', before the copy finished'}`);
    console.log(`copy shown as done: ${copySeconds.toFixed(1)} s after the sign-in tap (other answers and app code: ${((allBytes - syncBytes) / 1e6).toFixed(2)} MB)`);
    console.log(`the copy: ${syncIds.size} sync requests, ${(syncBytes / 1e6).toFixed(2)} MB on the wire, ${span.toFixed(1)} s from the first request to the last answer`);
    for (const r of [...requests.values()].sort((a, b) => a.sent - b.sent)) {
      const at = (t: number | undefined) => (t === undefined ? '?' : (t - firstSent).toFixed(1));
      console.log(`  ${r.entity}: sent at ${at(r.sent)} s, answered at ${at(r.answered)} s, read at ${at(r.done)} s, ${((r.bytes ?? 0) / 1e3).toFixed(0)} kB`);
    }
    console.log(`load average: ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`);
    console.log(`transfer floor (bytes ÷ bandwidth): ${floor.toFixed(1)} s; copy ÷ floor: ${(span / floor).toFixed(2)} (goal at most 1.3)`);
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
