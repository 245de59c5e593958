import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/a11y';
import { signInAs } from './support/admin';
import { DESKTOP, hasBrowser, openPage, PHONE } from './support/browser';
import { ownServerAndBrowser } from './support/suite';

// The Content section (issue 16 item 3, "Done when"): a marketing user writes an article in Markdown, previews it at
// phone width with the cover it uploaded, publishes it, and it shows on /news and on its own page, without a rebuild.

/** A cover photo, 1600 × 900: made here, no fixture file. */
const photo = () =>
  sharp({ create: { width: 1600, height: 900, channels: 3, background: { r: 180, g: 83, b: 9 } } })
    .jpeg()
    .toBuffer();
describe.skipIf(!hasBrowser)('content', () => {
  const suite = ownServerAndBrowser();

  for (const [width, viewport] of [
    ['1280 px', DESKTOP],
    ['390 px', PHONE],
  ] as const) {
    it(`a marketing user writes, previews and publishes an article that then shows on /news and its page, at ${width}`, async () => {
      const title = `Accra info day recap (${width})`;
      const { context, page } = await openPage(suite.browser, suite.server.url, viewport);
      await signInAs(context, suite.server.url, 'marketing');
      await page.goto('/admin/content');
      await page.getByRole('heading', { name: 'Content', level: 1 }).waitFor();
      await page.getByRole('link', { name: 'New article' }).click();
      await page.getByRole('heading', { name: 'New article', level: 1 }).waitFor();

      const form = page.getByRole('form', { name: 'Article' });
      await form.getByLabel('Title').fill(title);
      await form.getByLabel('Category').selectOption({ label: 'Events' });
      await form.getByLabel('Summary').fill('Sixty families, five universities and a visa clinic in Accra.');
      await form.getByLabel('Body (Markdown)').fill('Our **Accra** info day welcomed sixty families.\n\n- Visa clinic\n- Five universities\n\n<script>alert(1)</script>');
      // The preview is the server's rendering: bold, a list, the script shown as text.
      const preview = page.getByRole('region', { name: 'Preview at phone width' });
      await preview.locator('strong', { hasText: 'Accra' }).waitFor();
      await preview.getByRole('listitem').filter({ hasText: 'Visa clinic' }).waitFor();
      expect(await preview.getByText('<script>alert(1)</script>').isVisible()).toBe(true);
      expect(await preview.locator('script').count()).toBe(0);
      expect((await preview.boundingBox())!.width).toBeLessThanOrEqual(400);
      // The cover: uploaded, its address put in Cover image, shown in the preview as its WebP copies.
      await form.getByLabel('Upload a cover image').setInputFiles({ name: 'accra.jpg', mimeType: 'image/jpeg', buffer: await photo() });
      await form.getByText('Cover uploaded: its address is in Cover image; save the article to show it.').waitFor();
      const cover = await form.getByLabel('Cover image', { exact: true }).inputValue();
      expect(cover).toMatch(/^\/api\/university-images\/[0-9a-f]{32}-1280\.webp$/);
      expect(await preview.locator('img').getAttribute('srcset')).toContain('-320.webp 320w');

      await form.getByLabel('Status').selectOption({ label: 'Published' });
      await form.getByRole('button', { name: 'Publish' }).click();
      await page.waitForURL(/\/admin\/content\/\d+$/);
      await page.getByRole('heading', { name: 'Edit article', level: 1 }).waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      const id = /\/admin\/content\/(\d+)$/.exec(page.url())![1];

      // A visitor, on the next request: the news page lists it first, and its page holds the rendered body.
      const visitor = await openPage(suite.browser, suite.server.url, viewport);
      await visitor.page.goto('/news');
      await visitor.page.getByRole('link', { name: new RegExp(title.replace(/[()]/g, '\\$&')) }).first().waitFor();
      await visitor.page.goto(`/news/${id}`);
      await visitor.page.getByRole('heading', { name: title, level: 1 }).waitFor();
      await visitor.page.locator('article strong', { hasText: 'Accra' }).waitFor();
      // The cover as the smallest WebP copy that fills the screen, not the 1280 px one.
      const img = visitor.page.locator('article img[srcset]').first();
      await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.currentSrc)).toMatch(new RegExp(`${cover.replace(/-1280\.webp$/, '')}-(320|640|960)\\.webp$`));
      const html = await (await visitor.context.request.get(`${suite.server.url}/news/${id}`)).text();
      expect(html).toContain(`<title>${title.replace(/\(/g, '(')}`);
      expect(html).toContain('<strong>Accra</strong>');
      expect(html).not.toContain('<script>alert(1)');
      await visitor.context.close();
      await context.close();
    });
  }
});
