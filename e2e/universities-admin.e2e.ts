import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/a11y';
import { signInAs } from './support/admin';
import { DESKTOP, hasBrowser, openPage, PHONE } from './support/browser';
import { ownServerAndBrowser } from './support/suite';

// Universities and programmes (issue 16 item 1, "Done when"): a partnerships user adds a university with a programme
// and an image in Mission Control, and a visitor sees them on /universities/$id on the next request, the image as
// the WebP copy that fits the screen.

/** A campus photo, 1600 × 900: made here, no fixture file. */
const photo = () =>
  sharp({ create: { width: 1600, height: 900, channels: 3, background: { r: 30, g: 58, b: 138 } } })
    .png()
    .toBuffer();
describe.skipIf(!hasBrowser)('universities in Mission Control', () => {
  const suite = ownServerAndBrowser();

  for (const [width, viewport] of [
    ['1280 px', DESKTOP],
    ['390 px', PHONE],
  ] as const) {
    it(`a partnerships user adds a university with a programme and an image that a visitor then sees, at ${width}`, async () => {
      const name = `Universiti Teknologi Sarawak (${width})`;
      const { context, page } = await openPage(suite.browser, suite.server.url, viewport);
      await signInAs(context, suite.server.url, 'partnerships');
      await page.goto('/admin/universities');
      await page.getByRole('heading', { name: 'Universities', level: 1 }).waitFor();
      await page.getByRole('link', { name: 'New university' }).click();
      await page.getByRole('heading', { name: 'New university', level: 1 }).waitFor();

      const form = page.getByRole('form', { name: 'University' });
      // An empty form answers next to each field, nothing is sent.
      await form.getByRole('button', { name: 'Add university' }).click();
      await form.getByText('Enter the name.').waitFor();
      await form.getByLabel('Name').fill(name);
      await form.getByLabel('Location').fill('Sibu, Sarawak');
      await form.getByLabel('Type').selectOption('Public');
      await form.getByLabel('Ranking').fill('QS #1001');
      await form.getByLabel('Programmes offered').fill('40');
      await form.getByLabel('Students').fill('6000');
      await form.getByLabel('Specialties').fill('Engineering, Timber Technology');
      await form.getByLabel('Description').fill('A young public university on the Rajang river, strong in engineering.');
      // Not an image: refused at once, next to the field. Then a real photo, uploaded and shown before saving.
      const image = form.getByLabel('Image');
      await image.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
      await form.getByText('The image must be a JPEG, PNG or WebP.').waitFor();
      await image.setInputFiles({ name: 'campus.png', mimeType: 'image/png', buffer: await photo() });
      await form.getByText('Image uploaded: save the university to show it.').waitFor();
      await form.getByRole('img', { name: "The university's image" }).waitFor();
      await form.getByRole('button', { name: 'Add university' }).click();
      await page.waitForURL(/\/admin\/universities\/\d+$/);
      await page.getByRole('heading', { name, level: 1 }).waitFor();
      const id = /\/admin\/universities\/(\d+)$/.exec(page.url())![1];

      await page.getByRole('button', { name: 'Add programme' }).click();
      const programme = page.getByRole('form', { name: 'New programme' });
      await programme.getByLabel('Programme name').fill('Civil Engineering');
      await programme.getByLabel('Level').selectOption("Bachelor's");
      await programme.getByLabel('Field of study').fill('Engineering');
      await programme.getByLabel('Duration (years)').fill('4');
      await programme.getByLabel('Tuition per year (RM)').fill('18500');
      await programme.getByLabel('Intakes').fill('Smarch');
      await programme.getByRole('button', { name: 'Add programme' }).click();
      await programme.getByText('Choose intake months from January to December.').waitFor();
      await programme.getByLabel('Intakes').fill('February, September');
      await programme.getByLabel('Entry requirements').fill('WAEC: five credits including Mathematics');
      await programme.getByRole('button', { name: 'Add programme' }).click();
      await page.getByRole('list', { name: 'Programmes' }).getByText('Civil Engineering').waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);

      // A visitor, on the next request: the partner list and the university's page with its programme.
      const visitor = await openPage(suite.browser, suite.server.url, viewport);
      await visitor.page.goto(`/universities/${id}`);
      await visitor.page.getByRole('heading', { name, level: 1 }).waitFor();
      await visitor.page.getByText('Civil Engineering').first().waitFor();
      // The cover: the copy that fills the column (640 px on a phone, 960 on a wide screen), its size reserved.
      const cover = visitor.page.locator('article img[srcset*="/api/university-images/"]');
      await cover.waitFor();
      await expect
        .poll(() => cover.evaluate((img: HTMLImageElement) => (img.complete && img.naturalWidth > 0 ? img.currentSrc : '')))
        .toMatch(viewport === PHONE ? /-640\.webp$/ : /-960\.webp$/);
      const html = await (await visitor.context.request.get(`${suite.server.url}/universities/${id}`)).text();
      expect(html).toContain('Civil Engineering');
      expect(html).toMatch(/<img[^>]+srcSet="\/api\/university-images\/[0-9a-f]{32}-320\.webp 320w/i);
      // And on the partner list, its card.
      await visitor.page.goto('/universities');
      const card = visitor.page.getByRole('article', { name });
      await card.locator('img[srcset*="/api/university-images/"]').waitFor();
      expect(await seriousA11yViolations(visitor.page)).toEqual([]);
      await visitor.context.close();
      await context.close();
    });
  }
});
