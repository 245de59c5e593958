import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type { Plugin } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasBrowser, keepServiceWorkers, openPage } from './support/browser';
import { controlledBy } from './support/pwa';
import { startServer, type E2eServer } from './support/server';
import { servedApi, servedBuild, workerBrowser } from './support/suite';

// Offline, a stopped server or the worker itself: this file's journeys need the service worker.
keepServiceWorkers();

/** The entry script a build's index.html loads: which build a page runs. */
const entryOf = (html: string) => /<script type="module" crossorigin src="([^"]+)"/.exec(html)?.[1];
const runningEntry = (page: Page) => page.locator('script[type="module"][src*="/assets/index-"]').getAttribute('src');

/** Build B: the same app with one line more in its entry, so every hash and the precache list differ. */
async function buildB(outDir: string): Promise<void> {
  const { build } = await import('vite');
  const marker: Plugin = {
    name: 'e2e:build-b',
    renderChunk: (code, chunk) => (chunk.isEntry ? `${code}\n// build B\n` : null),
  };
  await build({ configFile: resolve('vite.config.ts'), logLevel: 'warn', plugins: [marker], build: { outDir, emptyOutDir: true } });
}

// A new version is deployed while someone is filling a form: they are asked, the page reloads only when they
// accept, and then it runs the new build.
describe.skipIf(!hasBrowser)('update prompt', () => {
  let server: E2eServer;
  let browser: Browser;
  const served = mkdtempSync(join(tmpdir(), 'mc-e2e-build-a-'));
  const builtB = mkdtempSync(join(tmpdir(), 'mc-e2e-build-b-'));
  beforeAll(async () => {
    cpSync(servedBuild(), served, { recursive: true });
    [server, browser] = await Promise.all([startServer({ webDir: served, apiEntry: servedApi() }), workerBrowser(), buildB(builtB)]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    rmSync(served, { recursive: true, force: true });
    rmSync(builtB, { recursive: true, force: true });
  });

  it('offers the new build without reloading by itself, and reloads into it when accepted', async () => {
    const entryA = entryOf(readFileSync(join(served, 'index.html'), 'utf8'));
    const entryB = entryOf(readFileSync(join(builtB, 'index.html'), 'utf8'));
    expect(entryA).toBeTruthy();
    expect(entryB).toBeTruthy();
    expect(entryB).not.toBe(entryA);

    const { context, page } = await openPage(browser, server.url);
    await page.goto('/news');
    await controlledBy(page);
    expect(await runningEntry(page)).toBe(entryA);
    const email = page.getByRole('textbox', { name: 'Email address' });
    await email.fill('amina@example.com');

    // The deploy: build B's files over A's (old chunks stay, as on a real server), and the server restarted on them
    // (it renders pages from the build's index.html and server bundle, read once on start).
    cpSync(builtB, served, { recursive: true, force: true });
    await server.halt();
    await server.resume();
    // The app looks for updates when the network comes back (and hourly).
    await context.setOffline(true);
    await context.setOffline(false);

    const prompt = page.getByRole('alertdialog', { name: 'Update available' });
    await prompt.waitFor({ timeout: 30_000 });
    expect(await prompt.innerText()).toContain('A new version of Mission Control is ready.');
    // Still the same page, the half-filled form untouched.
    expect(await email.inputValue()).toBe('amina@example.com');
    expect(await runningEntry(page)).toBe(entryA);

    await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: 'Reload' }).click()]);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await runningEntry(page)).toBe(entryB);
    expect(await page.getByRole('alertdialog', { name: 'Update available' }).count()).toBe(0);
    await context.close();
  });
});
