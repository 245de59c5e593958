import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

const KEYS = Object.keys(JSON.parse(readFileSync(new URL('../../web/src/i18n/catalogues/en.json', import.meta.url), 'utf8')) as object);

/** The catalogue ids a page shows as words: a message id rendered where its text should be (`{label}` for `{t(label)}`). */
export async function catalogueIdsShown(page: Page): Promise<string[]> {
  // The whole page's words, the blocks far below the first screen included: `content-visibility: auto` keeps their
  // text out of innerText until they are scrolled near (web/src/lib/below-the-fold.ts), so they are shown first.
  const text = await page.evaluate(() => {
    for (const el of document.body.querySelectorAll<HTMLElement>('*')) if (getComputedStyle(el).contentVisibility === 'auto') el.style.contentVisibility = 'visible';
    return document.body.innerText;
  });
  return KEYS.filter((key) => text.includes(key));
}
