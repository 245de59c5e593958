// The portal's upload in Chromium on a throttled line that drops midway (issue 14 item 3): how long a 10 MB PDF
// takes, and that tus-js-client resumed from where the server stood. Chromium's offline emulation does not cut an
// upload already in flight, so the line runs through a TCP proxy here that can cut every connection and refuse new
// ones for a while, as a phone losing its signal does; the throttle is Chromium's (CDP).
// Run after `npm run build`: node --import tsx bench/uploads-browser.ts [upload kB/s, default 400]
import { randomBytes } from 'node:crypto';
import { createServer, connect, type Socket } from 'node:net';
import { chromium } from 'playwright-core';
import { startBuiltServer } from './built-server';

const RATE = Number(process.argv[2] ?? 400) * 1000;
const SIZE = 10 * 1024 * 1024;
const FILE = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(SIZE - 9)]);
const NETWORK = { offline: false, latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: RATE };

const server = await startBuiltServer({ webDir: 'dist/web' });
const target = new URL(server.url);
let lineUp = true;
const sockets = new Set<Socket>();
const proxy = createServer((client) => {
  if (!lineUp) return client.destroy();
  const upstream = connect(Number(target.port), target.hostname);
  for (const s of [client, upstream]) {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
    s.on('error', () => undefined);
  }
  client.pipe(upstream).pipe(client);
  client.on('close', () => upstream.destroy());
  upstream.on('close', () => client.destroy());
});
await new Promise<void>((r) => proxy.listen(0, '127.0.0.1', r));
const proxyUrl = `http://127.0.0.1:${(proxy.address() as { port: number }).port}`;
const cut = () => {
  lineUp = false;
  for (const s of sockets) s.destroy();
};
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL: proxyUrl });
  const page = await context.newPage();
  const calls: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith('/api/uploads')) calls.push(`${r.method()} ${(performance.now() / 1000).toFixed(1)}s`);
  });
  const offsets: string[] = [];
  page.on('response', (r) => {
    if (r.request().method() === 'HEAD' && new URL(r.url()).pathname.startsWith('/api/uploads/')) offsets.push(r.headers()['upload-offset'] ?? '?');
  });
  await page.goto('/student-portal');
  await page.getByLabel('Username').fill('student');
  await page.getByLabel('Password').fill('mission-control');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('heading', { name: /Welcome back/ }).waitFor();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);

  const bar = page.getByRole('progressbar', { name: 'Uploading passport' });
  const t0 = performance.now();
  await page.getByLabel('Upload passport', { exact: true }).setInputFiles({ name: 'passport.pdf', mimeType: 'application/pdf', buffer: FILE });
  await bar.waitFor();
  // Offline once the bar passes half.
  while (Number(await bar.getAttribute('aria-valuenow').catch(() => '0')) < 50) await page.waitForTimeout(200);
  const shownAtDrop = Number(await bar.getAttribute('aria-valuenow'));
  const tDrop = performance.now();
  cut();
  await page.getByText('Connection lost', { exact: false }).waitFor({ timeout: 10_000 }).catch(() => undefined);
  const sawLost = await page.getByText('Connection lost', { exact: false }).isVisible();
  await page.waitForTimeout(5_000);
  const shownWhileDown = Number(await bar.getAttribute('aria-valuenow'));
  lineUp = true;
  const tBack = performance.now();
  const row = page.getByRole('listitem').filter({ has: page.getByText('Passport', { exact: true }) });
  await row.getByText('Uploaded', { exact: true }).waitFor({ timeout: 120_000 });
  const tDone = performance.now();
  const s = (ms: number) => (ms / 1000).toFixed(1);
  console.log(`10 MB PDF from the portal at 390 px, upload throttled to ${RATE / 1000} kB/s, 150 ms latency`);
  console.log(`line cut at ${shownAtDrop}% after ${s(tDrop - t0)} s; 'Connection lost' shown: ${sawLost}; bar while down ${shownWhileDown}%; line back after 5 s`);
  console.log(`done ${s(tDone - tBack)} s after the line came back; total ${s(tDone - t0)} s, of which ${s(tBack - tDrop)} s offline`);
  console.log(`effective rate while online: ${(SIZE / 1000 / ((tDone - t0 - (tBack - tDrop)) / 1000)).toFixed(0)} kB/s`);
  console.log(`tus requests: ${calls.join(', ')}`);
  console.log(`HEAD answered Upload-Offset ${offsets.join(', ')} of ${SIZE}: the PATCH after it sent only the rest`);
} finally {
  await browser.close();
  proxy.close();
  await server.stop();
}
