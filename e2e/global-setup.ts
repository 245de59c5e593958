import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { createTemplate, dropTemplate } from '../api/test/test-database';
import { bundleApi } from './support/api-bundle';
import { hasBrowser, launchBrowserServer } from './support/browser';
import { startServer, WEB_DIR, type E2eServer } from './support/server';

let template: string | undefined;
let webDir: string | undefined;
let removeApiBundle: (() => void) | undefined;
const browsers: BrowserServer[] = [];
const servers: E2eServer[] = [];

/** Waits for all, keeps what started (to stop it), then fails with the first failure. */
async function settleInto<T>(starting: Promise<T>[], into: T[]): Promise<void> {
  const results = await Promise.allSettled(starting);
  for (const result of results) if (result.status === 'fulfilled') into.push(result.value);
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
}

/**
 * The demo-data template every journey's database is copied from, and for each worker of the project a Chromium
 * and a server its files share (e2e/support/suite.ts): a journey that only reads then starts neither, which took
 * each file one to three seconds. They run here, in Vitest's main process, so that they are stopped however the
 * workers end.
 */
export async function setup(project: TestProject): Promise<void> {
  if (!existsSync(`${WEB_DIR}/index.html`)) {
    throw new Error('End-to-end tests run against the production build: run `npm run build` first (npm test does).');
  }
  // What the journeys are served: a copy, so that a build in the checkout during the run cannot change it under them.
  const served = (webDir = mkdtempSync(join(tmpdir(), 'mc-e2e-web-')));
  cpSync(WEB_DIR, served, { recursive: true });
  project.provide('e2eWebDir', served);
  const api = await bundleApi();
  removeApiBundle = api.remove;
  project.provide('e2eApiEntry', api.entry);
  const workers = hasBrowser ? project.config.maxWorkers : 0;
  const launching = settleInto(Array.from({ length: workers }, launchBrowserServer), browsers);
  launching.catch(() => undefined); // awaited below; a failure must not go unhandled meanwhile
  try {
    template = await createTemplate('e2e');
    project.provide('templateDb', template);
    await settleInto(Array.from({ length: workers }, () => startServer({ webDir: served, template, apiEntry: api.entry })), servers);
    await launching;
  } catch (err) {
    await launching.catch(() => undefined);
    await teardown();
    throw err;
  }
  project.provide(
    'e2eWorkers',
    servers.map((server, i) => ({ serverUrl: server.url, browserEndpoint: browsers[i]!.wsEndpoint() })),
  );
}

export async function teardown(): Promise<void> {
  await Promise.all([...browsers.map((browser) => browser.close()), ...servers.map((server) => server.stop())]);
  if (template) await dropTemplate(template);
  if (webDir) rmSync(webDir, { recursive: true, force: true });
  removeApiBundle?.();
}
