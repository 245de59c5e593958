// Lighthouse budget check (npm run lighthouse): the production build served by the real server on a throwaway
// embedded database, audited with Lighthouse's mobile preset (a mid-range phone on a throttled 4G/3G-class link).
//   WEB_DIR=dist/web npm run lighthouse          (build first: npm run build)
//   LIGHTHOUSE_REPORT_DIR=/tmp/lh npm run lighthouse   also writes each page's full JSON report there
//   LIGHTHOUSE_PAGES=/,/news npm run lighthouse         other pages than the budgeted three
//   LIGHTHOUSE_RUNS=5 npm run lighthouse                runs per page (default 3); the median run is reported,
//                                                       as Lighthouse's docs advise against single-run variance
// Prints one row per page and exits 1 when a score or the JS budget is missed. Not a test: scores vary a little
// from run to run on a shared machine.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const PAGES = process.env.LIGHTHOUSE_PAGES?.split(',') ?? ['/', '/universities', '/student-portal'];
const BUDGET = { performance: 0.9, accessibility: 0.95, 'best-practices': 0.95, seo: 0.9 } as const;
const JS_BUDGET_KB = 200;
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const CATEGORIES = Object.keys(BUDGET) as (keyof typeof BUDGET)[];

const webDir = resolve(process.env.WEB_DIR ?? 'dist/web');
process.env.CHROME_PATH ??= '/usr/bin/chromium';

if (!existsSync(join(webDir, 'index.html'))) {
  console.error(`lighthouse: no build in ${webDir}. Run \`npm run build\` first (or set WEB_DIR).`);
  process.exit(1);
}

/** The server entry point on a port of its own and an embedded database in a temp dir (never DATABASE_URL). */
function startServer(dataDir: string): Promise<{ url: string; child: ChildProcess }> {
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    PORT: '0',
    DATA_DIR: dataDir,
    WEB_DIR: webDir,
    NODE_ENV: 'production',
    LOG_LEVEL: 'info',
  };
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], { env });
  return new Promise((ok, fail) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d;
      const match = /serving (http:\/\/localhost:\d+)/.exec(out);
      if (match) ok({ url: match[1]!, child });
    });
    child.stderr!.on('data', (d: Buffer) => (out += d));
    child.once('exit', (code) => fail(new Error(`server exited (${code}) before listening:\n${out}`)));
  });
}

type Row = {
  page: string;
  scores: Record<string, number>;
  jsGzipKb: number;
  jsTransferKb: number;
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

async function audit(url: string, port: number): Promise<Row> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    formFactor: 'mobile',
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
  if (reportDir) {
    mkdirSync(reportDir, { recursive: true });
    const name = new URL(url).pathname.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home';
    writeFileSync(join(reportDir, `${name}.json`), JSON.stringify(lhr, null, 1));
  }
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, lhr.categories[c]?.score ?? 0]));
  const details = lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined;
  const js = firstLoadJs(details?.items ?? [], new URL(url).origin);
  const failed = CATEGORIES.filter((c) => (scores[c] ?? 0) < BUDGET[c]).map(String);
  if (js.gzipKb > JS_BUDGET_KB) failed.push('js');
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
  return { page, scores, jsGzipKb: js.gzipKb, jsTransferKb: js.transferKb, failed, notes, benchmarkIndex: lhr.environment.benchmarkIndex };
}

/** Lighthouse sometimes loses the trace on a busy machine (NO_NAVSTART and the like) and asks to run it again. */
async function auditWithRetry(url: string, port: number): Promise<Row> {
  try {
    return await audit(url, port);
  } catch (err) {
    console.log(`  ${new URL(url).pathname}: ${(err as Error).message.split('\n')[0]}; running it again`);
    return audit(url, port);
  }
}

function printTable(rows: Row[]): void {
  const header = ['page', 'performance', 'accessibility', 'best-practices', 'seo', 'first-load JS (gzip kB)', 'transferred kB'];
  const lines = rows.map((r) => [
    r.page,
    ...CATEGORIES.map((c) => (r.scores[c] ?? 0).toFixed(2)),
    r.jsGzipKb.toFixed(1),
    r.jsTransferKb.toFixed(1),
  ]);
  const budgetLine = ['budget', ...CATEGORIES.map((c) => `>= ${BUDGET[c]}`), `<= ${JS_BUDGET_KB}`, ''];
  const all = [header, ...lines, budgetLine];
  const widths = header.map((_, i) => Math.max(...all.map((l) => (l[i] ?? '').length)));
  const fmt = (l: string[]) => `| ${l.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(fmt(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const l of [...lines, budgetLine]) console.log(fmt(l));
}

const dataDir = mkdtempSync(join(tmpdir(), 'mc-lighthouse-'));
let server: { url: string; child: ChildProcess } | undefined;
let chrome: chromeLauncher.LaunchedChrome | undefined;
try {
  server = await startServer(dataDir);
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
  for (const path of PAGES) {
    const runs: Row[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await auditWithRetry(server.url + path, chrome.port));
    // The median run by performance score (the other scores barely move between runs).
    runs.sort((a, b) => (a.scores.performance ?? 0) - (b.scores.performance ?? 0));
    const median = runs[Math.floor(runs.length / 2)]!;
    if (RUNS > 1) console.log(`  ${path} performance over ${RUNS} runs: ${runs.map((r) => r.scores.performance?.toFixed(2)).join(', ')}`);
    rows.push(median);
  }
  console.log('');
  printTable(rows);
  for (const r of rows) for (const note of r.notes) console.log(`  ${r.page} ${note}`);
  // Lighthouse simulates a slow phone by multiplying the CPU time it measured here: a busy machine inflates it.
  console.log(`\nThis machine's Lighthouse benchmark index: ${rows.map((r) => Math.round(r.benchmarkIndex)).join(', ')}.`);
  const missed = rows.filter((r) => r.failed.length);
  if (missed.length) {
    console.log(`\nOver budget: ${missed.map((r) => `${r.page} (${r.failed.join(', ')})`).join('; ')}`);
    process.exitCode = 1;
  } else {
    console.log('\nEvery page meets the budget.');
  }
} finally {
  await chrome?.kill();
  if (server && server.child.exitCode === null) {
    const exited = new Promise((r) => server!.child.once('exit', r));
    server.child.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
}
