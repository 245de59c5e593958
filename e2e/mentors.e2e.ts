import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/a11y';
import { signInAs } from './support/admin';
import { studentsNamed } from './support/crm';
import { DESKTOP, hasBrowser, openPage, PHONE } from './support/browser';
import { ownServerAndBrowser } from './support/suite';
import { controlsOf, undersized } from './support/touch-targets';

// Mentors (issue 16 item 4): a counselor adds a mentor and matches them to a student from the student's page; the
// student signs into the portal on a phone and sees the mentor, with the WhatsApp link.
describe.skipIf(!hasBrowser)('mentors', () => {
  const suite = ownServerAndBrowser();

  it('a counselor adds a mentor at 1280 px and matches them to a student, who sees the mentor in the portal at 390 px', async () => {
    const { context, page } = await openPage(suite.browser, suite.server.url, DESKTOP);
    await signInAs(context, suite.server.url, 'counselor');
    await page.goto('/admin/dashboard');
    await page.getByRole('navigation', { name: 'Mission Control' }).getByRole('link', { name: 'Mentors' }).click();
    await page.getByRole('heading', { name: 'Mentors', level: 1 }).waitFor();
    // The seeded mentor is listed, matched to the demo student.
    await page.getByRole('link', { name: 'Abdirahman Yusuf Warsame' }).waitFor();
    await page.getByRole('link', { name: 'New mentor' }).click();
    await page.getByRole('heading', { name: 'New mentor', level: 1 }).waitFor();

    const form = page.getByRole('form', { name: 'Mentor' });
    await form.getByLabel('Name').fill('Hawa Mohamed Ali');
    await form.getByLabel('Country').fill('Somalia');
    await form.getByLabel('University').fill('Universiti Malaya (UM)');
    await form.getByLabel('Field of study').fill('Medicine');
    await form.getByLabel('Languages spoken').fill('Somali, English');
    await form.getByLabel('Short bio').fill('Final-year medical student: ask me about the first winter of exams and halal food near campus.');
    await form.getByLabel('WhatsApp number').fill('0112');
    await form.getByRole('button', { name: 'Add mentor' }).click();
    // Checked before sending: the message sits next to the field.
    await form.getByText('Give the WhatsApp number in international format').waitFor();
    await form.getByLabel('WhatsApp number').fill('+60 11 2233 4455');
    await form.getByRole('button', { name: 'Add mentor' }).click();
    await page.waitForURL(/\/admin\/mentors\/\d+$/);
    await page.getByRole('heading', { name: 'Hawa Mohamed Ali', level: 1 }).waitFor();
    await page.getByText('No students matched yet.').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The student's page: no mentor of hers but the seeded one yet; Match mentor picks the new one.
    const { items } = await studentsNamed(context, suite.server.url, 'Amina Hassan');
    await page.goto(`/admin/students/${items[0]!.id}`);
    const section = page.getByRole('region', { name: 'Mentor', exact: true });
    await section.getByRole('link', { name: 'Abdirahman Yusuf Warsame' }).waitFor();
    await section.getByRole('button', { name: 'Match mentor' }).click();
    await section.getByRole('combobox', { name: 'Mentor', exact: true }).selectOption({ label: 'Hawa Mohamed Ali · Universiti Malaya (UM) · Somali, English' });
    await section.getByRole('button', { name: 'Match', exact: true }).click();
    await section.getByRole('link', { name: 'Hawa Mohamed Ali' }).click();

    // The mentor's page on a phone: the match listed with its End match action, nothing wider than the screen.
    await page.setViewportSize(PHONE);
    await page.getByRole('list', { name: 'Matched students' }).getByRole('link', { name: 'Amina Hassan' }).waitFor();
    await page.getByRole('button', { name: 'End the match with Amina Hassan' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
    expect(undersized((await controlsOf(page)).targets)).toEqual([]);
    await context.close();

    // The student, on her phone.
    const student = await openPage(suite.browser, suite.server.url, PHONE);
    await student.page.goto('/student-portal');
    await student.page.getByLabel('Username').fill('student');
    await student.page.getByLabel('Password').fill('mission-control');
    await student.page.getByRole('button', { name: 'Sign In' }).click();
    const mentors = student.page.getByRole('region', { name: 'Your Mentor' });
    await mentors.getByRole('heading', { name: 'Hawa Mohamed Ali' }).waitFor();
    expect(await mentors.getByText('Medicine at Universiti Malaya (UM) · from Somalia').isVisible()).toBe(true);
    const chat = mentors.getByRole('link', { name: 'Chat with Hawa on WhatsApp' });
    expect(await chat.getAttribute('href')).toBe('https://wa.me/601122334455');
    const box = (await chat.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    expect(await seriousA11yViolations(student.page)).toEqual([]);
    await student.context.close();
  });
});
