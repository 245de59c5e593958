import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Waits for the service worker, then reloads: in 'prompt' mode it does not control the page that installed it. */
export async function controlledBy(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated');
}
