import { chromium } from 'playwright-core';
// Lighthouse's own measure of the machine's speed (its `benchmarkIndex`, as scripts/lighthouse.ts reports it): the
// same page function, run in a blank Chromium page, so a bench table can say how fast the machine was beside it.
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

/** Lighthouse's benchmark index on this machine now (higher is faster; about 2,600–2,900 on a quiet build host). */
export async function benchmarkIndex(): Promise<number> {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage();
    return await page.evaluate(pageFunctions.computeBenchmarkIndex as () => number);
  } finally {
    await browser.close();
  }
}
