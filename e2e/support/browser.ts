import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type BrowserServer, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const hasBrowser = existsSync(CHROMIUM_PATH);

if (!hasBrowser) {
  if (process.env.CI) throw new Error(`End-to-end tests need Chromium at ${CHROMIUM_PATH}: apt-get install -y chromium`);
  console.warn(
    `\n${'!'.repeat(72)}\n!! END-TO-END TESTS SKIPPED: no Chromium at ${CHROMIUM_PATH}.\n` +
      `!! Install it with: apt-get install -y chromium\n${'!'.repeat(72)}\n`,
  );
}

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

/** Chromium for a worker's journeys (e2e/global-setup.ts); they connect to it with connectBrowser(). */
export function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer({
    executablePath: CHROMIUM_PATH,
    headless: true,
    // The machine's network is closed: keep Chromium from calling home on start.
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** A connection to this worker's Chromium; closing it closes the contexts it opened, not the browser. */
export function connectBrowser(wsEndpoint: string): Promise<Browser> {
  return chromium.connect(wsEndpoint);
}

/**
 * Service workers are blocked in the contexts `openPage` opens unless the file calls this first: a cold context's
 * precache (about 70 files) is the largest background cost of a journey (docs/PERFORMANCE.md, test suite). Journeys
 * that go offline, stop their server, or test the worker, the offline copy or the update prompt keep it.
 */
export function keepServiceWorkers(): void {
  serviceWorkers = 'allow';
}
let serviceWorkers: 'allow' | 'block' = 'block';

export async function openPage(
  browser: Browser,
  baseURL: string,
  viewport: { width: number; height: number } = DESKTOP,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, viewport, serviceWorkers });
  const page = await context.newPage();
  waitForTheAppOnLoad(page);
  return { context, page };
}

/**
 * The public pages arrive rendered by the server (api/src/ssr), and the app starts on the person's first touch
 * (web/public/app-start.js) and hydrates them. After a goto or reload, touch such a page as a person's pointer does
 * and wait for the end of hydration (#root loses data-prerendered), so a test acts on the app. Other pages have no
 * such mark: nothing to wait for. (A journey about the page before the app starts opens its page otherwise.)
 */
function waitForTheAppOnLoad(page: Page): void {
  const handOver = async () => {
    if ((await page.locator('#root[data-prerendered]').count()) === 0) return;
    // Two moves: Chromium sends no pointermove for a move to where the pointer already is (after an earlier goto).
    await page.mouse.move(1, 1);
    await page.mouse.move(2, 2);
    await page.waitForFunction(() => !document.querySelector('#root[data-prerendered]'));
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await handOver();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await handOver();
    return response;
  };
}
