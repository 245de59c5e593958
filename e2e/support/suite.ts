import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser';
import { startServer, type E2eServer } from './server';

/** A journey file's own server (on its own database) and Chromium. */
export type Suite = { server: E2eServer; browser: Browser };

/**
 * Starts the real server and Chromium before a file's tests and stops both after them, also when a test has
 * already stopped the server. Call it at the top of the `describe`; the fields are set once `beforeAll` has run.
 */
export function serverAndBrowser(options?: Parameters<typeof startServer>[0]): Suite {
  const suite = {} as Suite;
  beforeAll(async () => {
    [suite.server, suite.browser] = await Promise.all([startServer(options), launchBrowser()]);
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.server?.stop();
  });
  return suite;
}
