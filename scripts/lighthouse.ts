// Lighthouse budget check (npm run lighthouse): the production build served by the real server on a throwaway
// embedded database, audited with Lighthouse's mobile preset (a mid-range phone on a throttled 4G/3G-class link).
//   WEB_DIR=dist/web npm run lighthouse          (build first: npm run build)
//   LIGHTHOUSE_REPORT_DIR=/tmp/lh npm run lighthouse   also writes each page's full JSON report there
//   BENCH_PAGES=/,/news npm run lighthouse              only these of the six pages (`/news/$id` for the article)
//   LIGHTHOUSE_RUNS=5 npm run lighthouse                runs per page (default 3); the median run is reported,
//                                                       as Lighthouse's docs advise against single-run variance
//   LIGHTHOUSE_CPU_SLOWDOWN=8 npm run lighthouse        the CPU multiplier instead of the preset's 4: on a host
//                                                       faster than the phones' class (benchmark index 1,100–2,000),
//                                                       4 × (the host's index ÷ the class's) simulates that class
// After the cold runs, one more run keeps the browser's storage (service worker, caches): the repeat visit, whose
// total transfer is its column. Prints one row per page with the benchmark index of its median run and exits 1 when
// a budget (issue 13) is missed. Not a test: scores vary from run to run on a shared machine.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { startBuiltServer, type BuiltServer } from '../bench/built-server';
import { publicPages } from '../bench/public-pages';

const BUDGET = { performance: 0.95, accessibility: 1, 'best-practices': 0.95, seo: 0.95 } as const;
const TBT_BUDGET_MS = 150;
const LCP_BUDGET_MS = 1500;
const CLS_BUDGET = 0.02;
const TOTAL_BUDGET_KB = 180;
const JS_BUDGET_KB = 150;
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const CPU_SLOWDOWN = Number(process.env.LIGHTHOUSE_CPU_SLOWDOWN ?? 4);
/** Lighthouse's own mobile preset (slow 4G, a mid-range phone's CPU), with the CPU multiplier above. */
const THROTTLING = { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: CPU_SLOWDOWN };
const CATEGORIES = Object.keys(BUDGET) as (keyof typeof BUDGET)[];

const webDir = resolve(process.env.WEB_DIR ?? 'dist/web');
process.env.CHROME_PATH ??= '/usr/bin/chromium';

if (!existsSync(join(webDir, 'index.html'))) {
  console.error(`lighthouse: no build in ${webDir}. Run \`npm run build\` first (or set WEB_DIR).`);
  process.exit(1);
}

type Row = {
  page: string;
  scores: Record<string, number>;
  tbtMs: number;
  lcpMs: number;
  cls: number;
  totalKb: number;
  jsGzipKb: number;
  jsTransferKb: number;
  repeatKb?: number;
  failed: string[];
  notes: string[];
  benchmarkIndex: number;
};

type NetworkItem = { url: string; resourceType?: string; transferSize?: number };

/** Every script the page downloaded during load, gzipped here from the build (the budget is in gzip kB). */
function firstLoadJs(items: NetworkItem[], origin: string): { gzipKb: number; transferKb: number } {
  let gzip = 0;
  let transfer = 0;
  for (const item of items) {
    if (item.resourceType !== 'Script') continue;
    transfer += item.transferSize ?? 0;
    const url = new URL(item.url);
    if (url.origin !== origin) continue;
    gzip += gzipSync(readFileSync(join(webDir, decodeURIComponent(url.pathname))), { level: 9 }).length;
  }
  return { gzipKb: gzip / 1024, transferKb: transfer / 1024 };
}

async function audit(url: string, port: number, repeat = false): Promise<Row> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    formFactor: 'mobile',
    throttling: THROTTLING,
    disableStorageReset: repeat,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
  if (reportDir) {
    mkdirSync(reportDir, { recursive: true });
    const name = (new URL(url).pathname.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home') + (repeat ? '-repeat' : '');
    writeFileSync(join(reportDir, `${name}.json`), JSON.stringify(lhr, null, 1));
  }
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, lhr.categories[c]?.score ?? 0]));
  const details = lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined;
  const js = firstLoadJs(details?.items ?? [], new URL(url).origin);
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const figures = {
    tbtMs: metric('total-blocking-time'),
    lcpMs: metric('largest-contentful-paint'),
    cls: metric('cumulative-layout-shift'),
    totalKb: metric('total-byte-weight') / 1024,
  };
  const failed = CATEGORIES.filter((c) => (scores[c] ?? 0) < BUDGET[c]).map(String);
  if (figures.tbtMs > TBT_BUDGET_MS) failed.push('TBT');
  if (figures.lcpMs > LCP_BUDGET_MS) failed.push('LCP');
  if (figures.cls > CLS_BUDGET) failed.push('CLS');
  if (figures.totalKb > TOTAL_BUDGET_KB) failed.push('transfer');
  if (js.gzipKb > JS_BUDGET_KB) failed.push('JS');
  // Name what pulled a score down, so the table is actionable.
  const notes: string[] = [];
  for (const c of CATEGORIES) {
    if ((scores[c] ?? 0) >= 1) continue;
    for (const ref of lhr.categories[c]?.auditRefs ?? []) {
      const a = lhr.audits[ref.id];
      if (ref.weight > 0 && a && a.score !== null && a.score < 0.9) notes.push(`${c}: ${a.id} (${a.score}) ${a.displayValue ?? ''}`);
    }
  }
  const page = new URL(url).pathname;
  return { page, scores, ...figures, jsGzipKb: js.gzipKb, jsTransferKb: js.transferKb, failed, notes, benchmarkIndex: lhr.environment.benchmarkIndex };
}

/** Lighthouse sometimes loses the trace on a busy machine (NO_NAVSTART and the like) and asks to run it again. */
async function auditWithRetry(url: string, port: number, repeat = false): Promise<Row> {
  try {
    return await audit(url, port, repeat);
  } catch (err) {
    console.log(`  ${new URL(url).pathname}: ${(err as Error).message.split('\n')[0]}; running it again`);
    return audit(url, port, repeat);
  }
}

function printTable(rows: Row[]): void {
  const header = ['page', 'perf', 'TBT ms', 'LCP s', 'CLS', 'a11y', 'best pr.', 'SEO', 'first visit kB', 'JS kB gzip (sent)', 'repeat kB', 'bench index'];
  const score = (r: Row, c: keyof typeof BUDGET) => (r.scores[c] ?? 0).toFixed(2);
  const lines = rows.map((r) => [
    r.page,
    score(r, 'performance'),
    Math.round(r.tbtMs).toString(),
    (r.lcpMs / 1000).toFixed(2),
    r.cls.toFixed(3),
    score(r, 'accessibility'),
    score(r, 'best-practices'),
    score(r, 'seo'),
    r.totalKb.toFixed(1),
    `${r.jsGzipKb.toFixed(1)} (${r.jsTransferKb.toFixed(1)})`,
    r.repeatKb === undefined ? '–' : r.repeatKb.toFixed(1),
    Math.round(r.benchmarkIndex).toString(),
  ]);
  const budgetLine = ['budget', `>= ${BUDGET.performance}`, `<= ${TBT_BUDGET_MS}`, `<= ${LCP_BUDGET_MS / 1000}`, `<= ${CLS_BUDGET}`,
    `>= ${BUDGET.accessibility}`, `>= ${BUDGET['best-practices']}`, `>= ${BUDGET.seo}`, `<= ${TOTAL_BUDGET_KB}`, `<= ${JS_BUDGET_KB}`, 'HTML only', ''];
  const all = [header, ...lines, budgetLine];
  const widths = header.map((_, i) => Math.max(...all.map((l) => (l[i] ?? '').length)));
  const fmt = (l: string[]) => `| ${l.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(fmt(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const l of [...lines, budgetLine]) console.log(fmt(l));
}

const loadBefore = loadavg().map((l) => l.toFixed(1)).join(' ');
let server: BuiltServer | undefined;
let chrome: chromeLauncher.LaunchedChrome | undefined;
try {
  server = await startBuiltServer({ webDir });
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const rows: Row[] = [];
  for (const { path } of await publicPages(server.url)) {
    const runs: Row[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await auditWithRetry(server.url + path, chrome.port));
    // The median run by performance score (the other scores barely move between runs).
    runs.sort((a, b) => (a.scores.performance ?? 0) - (b.scores.performance ?? 0));
    const median = runs[Math.floor(runs.length / 2)]!;
    // The last cold run left its service worker and caches behind: the same page again is the repeat visit.
    median.repeatKb = (await auditWithRetry(server.url + path, chrome.port, true)).totalKb;
    if (RUNS > 1) console.log(`  ${path} performance over ${RUNS} runs: ${runs.map((r) => r.scores.performance?.toFixed(2)).join(', ')}`);
    rows.push(median);
  }
  console.log('');
  printTable(rows);
  for (const r of rows) for (const note of r.notes) console.log(`  ${r.page} ${note}`);
  console.log(`\nBench index: this machine's CPU speed as Lighthouse measured it in each page's median run (lower is slower;`);
  console.log(`Lighthouse multiplies the CPU time it saw, here by ${CPU_SLOWDOWN}, to simulate the phone). Load average ${loadBefore} before, ${loadavg().map((l) => l.toFixed(1)).join(' ')} after.`);
  const missed = rows.filter((r) => r.failed.length);
  if (missed.length) {
    console.log(`\nOver budget: ${missed.map((r) => `${r.page} (${r.failed.join(', ')})`).join('; ')}`);
    process.exitCode = 1;
  } else {
    console.log('\nEvery page meets the budget.');
  }
} finally {
  await chrome?.kill();
  await server?.stop();
}
