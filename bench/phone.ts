// `npm run bench:phone`: the public pages as a student opens them on a cheap phone, in Chromium against the real
// server and the production build: 390 px wide, touch, 400 kbps down and up with 400 ms latency, CPU 4× slower
// (Chromium's own network and CPU emulation over CDP). For each page, cold (nothing cached):
//   readable      the page's main content has painted (bench/public-pages.ts says what that is per page)
//   FCP, LCP      first contentful and largest contentful paint
//   first tap     the first tap on the menu button that opens the menu (tapped again until one does)
//   input         the first text field on the page that is enabled (pages with one)
//   long tasks    main-thread tasks over 50 ms during the load (Chromium trace), their count and the longest
//   script        main-thread time in script during the load, and of it the evaluation of scripts and modules
//   JS, all       bytes transferred (compressed, headers included): scripts, and everything
// and a repeat visit (the same page opened again once the service worker has installed): readable, bytes.
// Then the first-tap table (bench/first-taps.ts): each control of the public pages tapped once on a cold page after
// 1.5 s of reading, the time from the tap to its effect, or "lost".
//   WEB_DIR=dist/web        the build (run `npm run build` first)
//   BENCH_RUNS=3            cold loads per page; each cell is the median of the runs
//   BENCH_PAGES=/,/news     only these pages (`/news/$id` for the article)
//   BENCH_TABLES=pages,taps which tables (both by default)
// Not a test: the figures depend on the machine and its load, printed with them.
import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { startBuiltServer } from './built-server';
import { measureFirstTaps, printFirstTapTable } from './first-taps';
import { installProbe, type ProbeMarks } from './phone-probe';
import { publicPages, type PublicPage } from './public-pages';
import { summariseTrace, type TraceSummary } from './trace-summary';

const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const KBPS = 400;
const LATENCY_MS = 400;
const CPU_SLOWDOWN = 4;
const TAP_WAIT_MS = 1000; // a tap that has done nothing after a second did not work
const GIVE_UP_MS = 60_000;
const NETWORK = { offline: false, latency: LATENCY_MS, downloadThroughput: (KBPS * 1000) / 8, uploadThroughput: (KBPS * 1000) / 8 };

type Transfer = { js: number; all: number };
type Cold = ProbeMarks & { trace: TraceSummary; bytes: Transfer };
type Tapped = { tap: number | null; response: number | null };
type Repeat = { readable: number | null; bytes: Transfer };

/** A page of its own context emulating the phone, with the probe installed and every response's size counted. */
async function phonePage(context: BrowserContext, target: PublicPage): Promise<{ page: Page; bytes: Transfer }> {
  const page = await context.newPage();
  // As source text: tsx names functions with a `__name` helper that does not exist in the page.
  const probeTarget = JSON.stringify({ selector: target.selector, text: target.text });
  await page.addInitScript({ content: `var __name = (f) => f; (${installProbe.toString()})(${probeTarget});` });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const bytes: Transfer = { js: 0, all: 0 };
  const types = new Map<string, string>();
  cdp.on('Network.responseReceived', (e) => types.set(e.requestId, e.type));
  cdp.on('Network.loadingFinished', (e) => {
    bytes.all += e.encodedDataLength;
    if (types.get(e.requestId) === 'Script') bytes.js += e.encodedDataLength;
  });
  return { page, bytes };
}

/**
 * The service worker fetches on its own thread, which a page's emulation does not slow down: attaches to it as well
 * (Target.sendMessageToTarget, so playwright's own session to the worker is left alone), slows its network alike and
 * counts what it downloads.
 */
async function throttleServiceWorker(browser: Browser, base: string, bytes: Transfer): Promise<() => Promise<void>> {
  const cdp = await browser.newBrowserCDPSession();
  const { targetInfos } = await cdp.send('Target.getTargets');
  const worker = targetInfos.find((t) => t.type === 'service_worker' && t.url.startsWith(base));
  if (!worker) throw new Error('no service worker after the first visit');
  const { sessionId } = await cdp.send('Target.attachToTarget', { targetId: worker.targetId, flatten: false });
  let id = 0;
  const send = (method: string, params: object) =>
    cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id: ++id, method, params }) });
  const types = new Map<string, string>();
  cdp.on('Target.receivedMessageFromTarget', (e) => {
    if (e.sessionId !== sessionId) return;
    const message = JSON.parse(e.message) as { method?: string; params?: { requestId: string; type: string; encodedDataLength: number } };
    if (message.method === 'Network.responseReceived') types.set(message.params!.requestId, message.params!.type);
    if (message.method === 'Network.loadingFinished') {
      bytes.all += message.params!.encodedDataLength;
      if (types.get(message.params!.requestId) === 'Script') bytes.js += message.params!.encodedDataLength;
    }
  });
  await send('Network.enable', {});
  await send('Network.emulateNetworkConditions', NETWORK);
  return () => cdp.detach();
}

function newPhoneContext(browser: Browser, base: string): Promise<BrowserContext> {
  return browser.newContext({ baseURL: base, viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
}

/** Waits until the load is over: the network quiet, then two seconds for what the scripts start after it. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: GIVE_UP_MS });
  await page.waitForTimeout(2000);
}

const marks = (page: Page) => page.evaluate(() => window.phoneProbe!);

async function coldVisit(browser: Browser, base: string, target: PublicPage): Promise<{ cold: Cold; repeat: Repeat }> {
  const context = await newPhoneContext(browser, base);
  try {
    const { page, bytes } = await phonePage(context, target);
    await browser.startTracing(page, { categories: ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'v8'] });
    await page.goto(target.path, { timeout: GIVE_UP_MS });
    await settle(page);
    const trace = summariseTrace((await browser.stopTracing()).toString('utf8'));
    const cold = { ...(await marks(page)), trace, bytes };
    // The repeat visit: once the service worker is active, the same page in a new tab.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.close();
    const again = await phonePage(context, target);
    const detach = await throttleServiceWorker(browser, base, again.bytes);
    await again.page.goto(target.path, { timeout: GIVE_UP_MS });
    await settle(again.page);
    await detach();
    return { cold, repeat: { readable: (await marks(again.page)).readable, bytes: again.bytes } };
  } finally {
    await context.close();
  }
}

/** Taps the menu button as soon as it is on screen, again and again, until a tap opens the menu. */
async function firstWorkingTap(browser: Browser, base: string, target: PublicPage): Promise<Tapped> {
  const context = await newPhoneContext(browser, base);
  try {
    const { page } = await phonePage(context, target);
    const started = Date.now();
    await page.goto(target.path, { waitUntil: 'commit', timeout: GIVE_UP_MS });
    const origin = await page.evaluate(() => performance.timeOrigin);
    const button = page.getByRole('button', { name: 'menu', exact: true });
    await button.waitFor({ state: 'visible', timeout: GIVE_UP_MS });
    const box = (await button.boundingBox())!;
    const menu = page.locator('#mobile-menu');
    while (Date.now() - started < GIVE_UP_MS) {
      const tappedAt = Date.now();
      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
      try {
        await menu.waitFor({ state: 'visible', timeout: TAP_WAIT_MS });
        return { tap: tappedAt - origin, response: Date.now() - origin };
      } catch {
        // Not yet: the app has not taken the button over. Tap again.
      }
    }
    return { tap: null, response: null };
  } finally {
    await context.close();
  }
}

function median(values: (number | null)[]): number | null {
  const known = values.filter((v): v is number => v !== null).sort((a, b) => a - b);
  if (known.length < values.length) return null; // one run never got there: no honest median
  return known[Math.floor(known.length / 2)]!;
}

const s = (ms: number | null) => (ms === null ? 'never' : (ms / 1000).toFixed(2));
const kb = (bytes: number | null) => (bytes === null ? '–' : (bytes / 1024).toFixed(1));

type PageResult = { path: string; cold: Cold[]; taps: Tapped[]; repeats: Repeat[] };

function printTable(results: PageResult[]): void {
  const header = ['page', 'readable s', 'FCP s', 'LCP s', 'first tap s (opened)', 'input s', 'repeat readable s', 'long tasks (max ms)', 'script / eval ms', 'JS kB', 'all kB', 'repeat kB'];
  const rows = results.map(({ path, cold, taps, repeats }) => {
    const m = (pick: (c: Cold) => number | null) => median(cold.map(pick));
    const longest = median(cold.map((c) => Math.max(0, ...c.trace.longTasks)));
    const count = median(cold.map((c) => c.trace.longTasks.length));
    const input = m((c) => c.inputUsable);
    return [
      path,
      s(m((c) => c.readable)),
      s(m((c) => c.fcp)),
      s(m((c) => c.lcp)),
      `${s(median(taps.map((t) => t.tap)))} (${s(median(taps.map((t) => t.response)))})`,
      cold.every((c) => c.inputUsable === null) ? '–' : s(input),
      s(median(repeats.map((r) => r.readable))),
      `${count} (${Math.round(longest ?? 0)})`,
      `${Math.round(m((c) => c.trace.scriptMs)!)} / ${Math.round(m((c) => c.trace.evaluateMs)!)}`,
      kb(m((c) => c.bytes.js)),
      kb(m((c) => c.bytes.all)),
      kb(median(repeats.map((r) => r.bytes.all))),
    ];
  });
  const all = [header, ...rows];
  const widths = header.map((_, i) => Math.max(...all.map((r) => r[i]!.length)));
  const line = (r: string[]) => `| ${r.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`);
  for (const r of rows) console.log(line(r));
}

async function main(): Promise<void> {
  const load = () => loadavg().map((l) => l.toFixed(1)).join(' ');
  const loadBefore = load();
  const server = await startBuiltServer({ webDir: resolve(process.env.WEB_DIR ?? 'dist/web') });
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    const tables = (process.env.BENCH_TABLES ?? 'pages,taps').split(',');
    const results: PageResult[] = [];
    for (const target of tables.includes('pages') ? await publicPages(server.url) : []) {
      const result: PageResult = { path: target.path, cold: [], taps: [], repeats: [] };
      for (let i = 0; i < RUNS; i++) {
        const { cold, repeat } = await coldVisit(browser, server.url, target);
        result.cold.push(cold);
        result.repeats.push(repeat);
        result.taps.push(await firstWorkingTap(browser, server.url, target));
      }
      console.log(`  ${target.path}: readable ${result.cold.map((c) => s(c.readable)).join(', ')} s; first tap ${result.taps.map((t) => s(t.tap)).join(', ')} s`);
      results.push(result);
    }
    const taps = tables.includes('taps') ? await measureFirstTaps(browser, server.url, RUNS, (line) => console.log(line)) : [];
    console.log(`\n${KBPS} kbps, ${LATENCY_MS} ms latency, CPU ${CPU_SLOWDOWN}× slower, 390 px; median of ${RUNS} runs.\n`);
    if (results.length) printTable(results);
    if (taps.length) {
      console.log('\nFirst taps (cold, service workers blocked, one tap after 1.5 s of reading):\n');
      printFirstTapTable(taps);
    }
    console.log(`\n${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}; load average ${loadBefore} before, ${load()} after.`);
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
