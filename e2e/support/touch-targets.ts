import type { Locator, Page } from 'playwright-core';

/** A control as measured on the page: its role-ish tag, its name, and its box in CSS pixels. */
export type Target = { what: string; x: number; y: number; width: number; height: number };

/** What a person can tap: links, buttons, form controls and the ARIA widgets standing for them. */
const INTERACTIVE =
  'a[href], button, select, textarea, summary, input:not([type="hidden"]), [role="button"], [role="link"], [role="tab"], [role="checkbox"], [role="radio"], [role="switch"], [role="menuitem"], [role="option"]';

/**
 * Every visible control of the page, with the WCAG 2.5.8 inline exemption applied: a link inside a sentence
 * (display inline, in a block holding more text than the link) is sized by the line, not by the author, and is
 * listed apart. Visually hidden controls (1 px, clipped: skip links until focused, native inputs under a styled
 * control) and those off the page (above it) are not targets a finger meets.
 */
export function controlsOf(page: Page): Promise<{ targets: Target[]; inline: Target[] }> {
  return page.evaluate((selector) => {
    const describe = (el: Element) => {
      const name = el.getAttribute('aria-label') ?? (el as HTMLElement).innerText?.trim() ?? '';
      const id = el.getAttribute('name') ? `[name=${el.getAttribute('name')}]` : '';
      return `${el.tagName.toLowerCase()}${id} "${name.slice(0, 40).replace(/\s+/g, ' ')}"`;
    };
    const blockOf = (el: Element): Element => {
      let node = el.parentElement;
      while (node && getComputedStyle(node).display.startsWith('inline')) node = node.parentElement;
      return node ?? document.body;
    };
    const isInline = (el: Element) =>
      el.tagName === 'A' &&
      getComputedStyle(el).display === 'inline' &&
      (blockOf(el).textContent ?? '').trim().length > (el.textContent ?? '').trim().length;
    const targets: Target[] = [];
    const inline: Target[] = [];
    for (const el of document.querySelectorAll(selector)) {
      if (!el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
      if (el.closest('[inert], [aria-hidden="true"]')) continue;
      const r = el.getBoundingClientRect();
      if (r.width <= 1 || r.height <= 1 || r.bottom + window.scrollY <= 0) continue;
      // A control inside another control (an icon link in a button) is the outer one's target.
      if (el.parentElement?.closest(selector)) continue;
      const target = { what: describe(el), x: r.x, y: r.y + window.scrollY, width: r.width, height: r.height };
      (isInline(el) ? inline : targets).push(target);
    }
    return { targets, inline };
  }, INTERACTIVE);
}

/** The controls under 24 × 24 px (half a pixel of sub-pixel layout allowed), as 'a "Privacy" 80×18' lines. */
export function undersized(targets: Target[], min = 24): string[] {
  return targets
    .filter((t) => t.width < min - 0.5 || t.height < min - 0.5)
    .map((t) => `${t.what} ${Math.round(t.width)}×${Math.round(t.height)}`);
}

/** The viewport box of a locator's element. */
export async function viewportBox(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  return locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { x: r.x, y: r.y, width: r.width, height: r.height };
  });
}

/**
 * The controls in view that the fixed `cover` (the floating WhatsApp button) hides, as the page is scrolled now
 * (boxes compared in the viewport, the cover itself left out). Hidden means: the control's centre, where its label
 * sits and where people tap, is under the cover, or what the cover leaves of it holds no 24 × 24 px target. The
 * corner of a large control (a 358 × 201 px video poster) under the button is not hidden.
 */
export async function coveredBy(page: Page, cover: Locator, min = 24): Promise<string[]> {
  const c = await viewportBox(cover);
  const { targets, inline } = await controlsOf(page);
  const coverName = await cover.evaluate((el) => el.getAttribute('aria-label'));
  const scrollY = await page.evaluate(() => window.scrollY);
  const hidden = (t: Target) => {
    const y = t.y - scrollY;
    const overlaps = t.x < c.x + c.width && t.x + t.width > c.x && y < c.y + c.height && y + t.height > c.y;
    if (!overlaps) return false;
    const cx = t.x + t.width / 2;
    const cy = y + t.height / 2;
    if (cx >= c.x && cx <= c.x + c.width && cy >= c.y && cy <= c.y + c.height) return true;
    // The clear strips of the control beside the cover: above, below, left and right of it.
    const strips = [
      [t.width, c.y - y],
      [t.width, y + t.height - (c.y + c.height)],
      [c.x - t.x, t.height],
      [t.x + t.width - (c.x + c.width), t.height],
    ];
    return !strips.some(([w, h]) => w! >= min && h! >= min);
  };
  return [...targets, ...inline].filter((t) => !t.what.includes(`"${coverName}"`) && hidden(t)).map((t) => t.what);
}
