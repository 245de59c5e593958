import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/a11y';
import { DESKTOP, hasBrowser, openPage, PHONE } from './support/browser';
import { sharedServerAndBrowser } from './support/suite';

const stat = (page: Page, key: string) => page.locator(`[data-stat="${key}"] [aria-hidden="true"]`);
const statValues = (page: Page) =>
  Promise.all(['students', 'universities', 'countries', 'success'].map((k) => stat(page, k).textContent()));

// The marketing pages (issue 3): home, about and scholarships with the words, links and behaviour of docs/PRODUCT.md §2.
describe.skipIf(!hasBrowser)('public pages', () => {
  const suite = sharedServerAndBrowser();

  for (const viewport of [PHONE, DESKTOP]) {
    it(`home: hero actions, tagline, journey, stories and FAQ, without accessibility violations, at ${viewport.width} px`, async () => {
      const { context, page } = await openPage(suite.browser, suite.server.url, viewport);
      await page.goto('/');
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await page.getByRole('link', { name: 'Start Your Journey' }).getAttribute('href')).toBe('/student-portal');
      expect(await page.getByRole('main').getByRole('link', { name: 'Explore Universities' }).getAttribute('href')).toBe('/universities');
      // The tagline (docs/PRODUCT.md §1.4): in the hero on every width (and in the header beside the logo on wide screens).
      expect(await page.getByRole('main').getByText(/Guiding African students to their dream Malaysian universities/).isVisible()).toBe(true);

      const journey = page.locator('#journey');
      await journey.getByRole('heading', { name: 'Your journey in six steps' }).waitFor();
      expect(await journey.getByRole('listitem').count()).toBe(6);
      // The consultation is booked through the enquiry form (docs/PRODUCT.md §2.8).
      expect(await journey.getByRole('link', { name: 'Book Free Consultation' }).getAttribute('href')).toBe('/enquire');
      expect(await journey.getByRole('link', { name: 'Chat on WhatsApp' }).getAttribute('href')).toMatch(/^https:\/\/wa\.me\/60321814455/);

      // Sections below the journey render in later tasks: wait for them before counting.
      const stories = page.locator('#stories');
      await stories.getByRole('listitem').nth(2).waitFor();
      expect(await stories.getByRole('listitem').count()).toBe(3);
      expect(await stories.getByRole('img', { name: 'Rated 5 out of 5' }).count()).toBe(3);

      const countries = await page.getByRole('heading', { name: /Students from 15\+ African countries/ }).locator('xpath=..').textContent();
      for (const country of ['Somalia', 'Kenya', 'Ethiopia', 'Uganda', 'Tanzania', 'Nigeria', 'Ghana', 'Sudan']) {
        expect(countries).toContain(country);
      }
      for (const badge of ['Government Approved', 'ISO Certified']) expect(await page.getByText(badge, { exact: true }).isVisible()).toBe(true);

      const faq = page.locator('#faq');
      await faq.locator('summary').nth(7).waitFor();
      expect(await faq.locator('summary').count()).toBe(8);
      expect(await faq.getByRole('link', { name: 'Email Us' }).getAttribute('href')).toMatch(/^mailto:hello@missioncontrol\.example/);
      expect(await faq.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toBe('https://wa.me/60321814455');
      expect(await seriousA11yViolations(page)).toEqual([]);
      await context.close();
    });
  }

  it('FAQ: one answer open at a time, and the open one closes again', async () => {
    const { context, page } = await openPage(suite.browser, suite.server.url, PHONE);
    await page.goto('/');
    const faq = page.locator('#faq');
    const timeline = faq.getByText('How long does the whole process take?');
    const living = faq.getByText('How much does it cost to live in Malaysia?');
    await timeline.click();
    await faq.getByText(/Application processing takes 2-4 weeks, the offer letter 4-6 weeks, and the student visa 4-8 weeks/).waitFor();
    expect(await faq.locator('details[open]').count()).toBe(1);

    await living.click();
    await faq.getByText(/RM 1,500-2,500 \(about USD 350-600\)/).waitFor();
    await expect.poll(() => faq.locator('details[open]').count()).toBe(1);
    expect(await faq.getByText(/the student visa 4-8 weeks/).isVisible()).toBe(false);

    await living.click();
    await expect.poll(() => faq.locator('details[open]').count()).toBe(0);

    // Keyboard: Enter on a question opens it.
    await timeline.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => faq.locator('details[open]').count()).toBe(1);
    await context.close();
  });

  it('shows the figures in the server’s page, and counts them up from 0 once the band scrolls into view', async () => {
    const context = await suite.browser.newContext({ baseURL: suite.server.url, viewport: PHONE, javaScriptEnabled: false });
    const noScript = await context.newPage();
    await noScript.goto('/');
    expect(await statValues(noScript)).toEqual(['500+', '50+', '15+', '98%']);
    await context.close();

    const { context: withApp, page } = await openPage(suite.browser, suite.server.url, PHONE);
    await page.goto('/');
    // Below the fold on a phone when the app starts: set to 0 out of sight, counted up when seen.
    await expect.poll(() => statValues(page)).toEqual(['0+', '0+', '0+', '0%']);
    await stat(page, 'students').scrollIntoViewIfNeeded();
    await expect.poll(() => statValues(page), { timeout: 10_000 }).toEqual(['500+', '50+', '15+', '98%']);
    // Screen readers get the final figures, not the animation.
    expect(await page.locator('[data-stat="students"]').innerText()).toContain('500+');
    await withApp.close();
  });

  it('shows the final statistics at once when the visitor prefers reduced motion', async () => {
    const context = await suite.browser.newContext({ baseURL: suite.server.url, viewport: PHONE, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto('/');
    await stat(page, 'students').waitFor({ state: 'attached' });
    expect(await statValues(page)).toEqual(['500+', '50+', '15+', '98%']);
    await context.close();
  });

  it('loads the social video only when the visitor presses play', async () => {
    const { context, page } = await openPage(suite.browser, suite.server.url, DESKTOP);
    const thirdParty: string[] = [];
    page.on('request', (r) => {
      if (!r.url().startsWith(suite.server.url) && !r.url().startsWith('data:')) thirdParty.push(r.url());
    });
    await page.goto('/');
    const play = page.getByRole('link', { name: /^Play video: / });
    await play.waitFor();
    expect(await page.locator('iframe').count()).toBe(0);
    expect(thirdParty).toEqual([]);

    await play.click();
    const frame = page.locator('iframe');
    await frame.waitFor({ state: 'attached' });
    expect(await frame.getAttribute('src')).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\//);
    expect(await frame.getAttribute('title')).toBeTruthy();
    await context.close();

    // Before the app (or without JavaScript) the link is the page with the player in place, rendered by the server.
    const noScript = await suite.browser.newContext({ baseURL: suite.server.url, viewport: DESKTOP, javaScriptEnabled: false });
    const plain = await noScript.newPage();
    await plain.goto('/');
    const link = plain.getByRole('link', { name: /^Play video: / });
    expect(await link.getAttribute('href')).toBe('/?video=play#video');
    await link.click();
    await plain.waitForURL((url) => url.search === '?video=play');
    expect(await plain.locator('#video iframe').getAttribute('src')).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\//);
    await noScript.close();
  });

  for (const viewport of [PHONE, DESKTOP]) {
    it(`about: mission, services, team, testimonials, contact and actions at ${viewport.width} px`, async () => {
      const { context, page } = await openPage(suite.browser, suite.server.url, viewport);
      await page.goto('/about');
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await page.getByRole('link', { name: 'Apply Now' }).getAttribute('href')).toBe('/student-portal');
      expect(await page.getByRole('main').getByRole('link', { name: 'Explore Universities' }).getAttribute('href')).toBe('/universities');
      for (const name of ['Our Mission', 'Our Vision']) await page.getByRole('heading', { name }).waitFor();
      // Below-the-fold sections render one per task after the first paint: wait for each before counting.
      await page.locator('#services').getByRole('listitem').nth(3).waitFor();
      expect(await page.locator('#services').getByRole('listitem').count()).toBe(4);
      const team = page.locator('#team');
      await team.getByRole('listitem').nth(2).waitFor();
      expect(await team.getByRole('listitem').count()).toBe(3);
      expect(await team.getByText('Founder & Managing Director').count()).toBe(1);
      await page.locator('#testimonials').getByRole('listitem').nth(3).waitFor();
      expect(await page.locator('#testimonials').getByRole('listitem').count()).toBe(4);

      const contact = page.locator('#contact');
      expect(await contact.getByRole('link', { name: '+60 3-2181 4455' }).getAttribute('href')).toBe('tel:+60321814455');
      expect(await contact.getByRole('link', { name: 'hello@missioncontrol.example' }).getAttribute('href')).toBe('mailto:hello@missioncontrol.example');
      expect(await contact.getByRole('link', { name: 'Kuala Lumpur, Malaysia' }).getAttribute('href')).toContain('google.com/maps/search');
      // Rendered once it nears the screen (content-visibility): scroll there, as a reader does, before asking.
      await contact.getByRole('heading', { name: 'Website' }).scrollIntoViewIfNeeded();
      expect(await contact.getByRole('heading', { name: 'Website' }).isVisible()).toBe(true);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await context.close();
    });

    it(`scholarships: the four from the API with their deadlines and actions at ${viewport.width} px`, async () => {
      const { context, page } = await openPage(suite.browser, suite.server.url, viewport);
      await page.goto('/scholarships');
      const featured = page.locator('#featured');
      await featured.getByRole('article').first().waitFor();
      expect(await featured.getByRole('article').count()).toBe(4);
      for (const deadline of ['March 31, 2027', 'Rolling', 'January 15, 2027', 'December 31, 2027']) {
        expect(await featured.getByText(deadline, { exact: true }).count()).toBe(1);
      }
      const apply = featured.getByRole('link', { name: /^Apply Now/ });
      expect(await apply.count()).toBe(4);
      // Each opens the enquiry form with its scholarship chosen.
      expect(await apply.first().getAttribute('href')).toMatch(/^\/enquire\?scholarship=\d+$/);
      for (const figure of ['$50M+', '200+', '85%', '300+']) expect(await page.getByText(figure, { exact: true }).count()).toBe(1);
      expect(await page.locator('#tips').getByRole('listitem').count()).toBe(4);
      expect(await page.getByRole('link', { name: 'Start Your Application' }).getAttribute('href')).toBe('/student-portal');
      expect(await page.getByRole('link', { name: 'Schedule Consultation' }).getAttribute('href')).toBe('/enquire');
      expect(await seriousA11yViolations(page)).toEqual([]);
      await context.close();
    });

    it(`shows the not-found page, with a way home, for an unknown path at ${viewport.width} px`, async () => {
      const { context, page } = await openPage(suite.browser, suite.server.url, viewport);
      await page.goto('/scholarship');
      await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
      expect(await page.getByText('Did you forget to add the page to the router?').isVisible()).toBe(true);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.getByRole('link', { name: 'Go to the home page' }).click();
      await page.getByRole('link', { name: 'Start Your Journey' }).waitFor();
      await context.close();
    });
  }
});
