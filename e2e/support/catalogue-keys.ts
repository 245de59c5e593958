import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

const KEYS = Object.keys(JSON.parse(readFileSync(new URL('../../web/src/i18n/catalogues/en.json', import.meta.url), 'utf8')) as object);

/** The catalogue ids a page shows as words: a message id rendered where its text should be (`{label}` for `{t(label)}`). */
export async function catalogueIdsShown(page: Page): Promise<string[]> {
  const text = await page.evaluate(() => document.body.innerText);
  return KEYS.filter((key) => text.includes(key));
}
