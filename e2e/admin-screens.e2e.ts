import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Analytics, ApplicationPage, DashboardSummary, EventWithReport, StudentPage, VisaCasePage } from '@contract';
import { apiGet, holdRequests, signInAs } from './support/admin';
import { DESKTOP, TABLET, hasBrowser, openPage, PHONE } from './support/browser';
import { sharedServerAndBrowser } from './support/suite';

const EMPTY_PAGE = { items: [], total: 0, totalAll: 0, nextCursor: null, statusCounts: {} };

/** A stat tile's value, found by its label (tiles are groups named by their label, or buttons when they filter a list). */
const tile = (page: Page, label: string) =>
  page.getByRole('group', { name: label, exact: true }).or(page.getByRole('button', { name: label, exact: true }));
const placeholders = (page: Page, label: string) => page.getByRole('status', { name: label }).locator('[data-placeholder]');

// The five Mission Control screens on the demo data (docs/PRODUCT.md §3), with their loading and empty states.
describe.skipIf(!hasBrowser)('admin screens', () => {
  const suite = sharedServerAndBrowser();

  async function signedIn(
    username = 'admin',
    viewport: { width: number; height: number } = DESKTOP,
  ): Promise<{ context: BrowserContext; page: Page }> {
    const opened = await openPage(suite.browser, suite.server.url, viewport);
    await signInAs(opened.context, suite.server.url, username);
    return opened;
  }

  it('dashboard: the four stat cards, the pipeline, conversion bars, quick actions and the latest updates', async () => {
    const { context, page } = await signedIn();
    const summary = await apiGet<DashboardSummary>(context, suite.server.url, '/api/admin/dashboard');
    expect(summary.totalStudents).toBe(150);
    await page.goto('/admin/dashboard');
    await tile(page, 'Total Students').getByText('150', { exact: true }).waitFor();
    expect(await tile(page, 'Total Students').innerText()).toContain(`${summary.activeStudents} active journeys`);
    expect(await tile(page, 'Applications').innerText()).toContain(`${summary.applications.under_review} under review`);
    expect(await tile(page, 'Visa Cases').innerText()).toContain(`${summary.visas.approved} approved`);
    // The visa success rate: approvals of the decided cases (approved or rejected), the cases in progress left out.
    const decided = summary.visas.approved + summary.visas.rejected;
    expect(decided).toBeGreaterThan(0);
    expect(decided).toBeLessThan(summary.visas.total);
    const rate = Math.round((summary.visas.approved / decided) * 100);
    expect(summary.conversionRates.visaApprovalRate).toBe(rate);
    const success = await tile(page, 'Success Rate').innerText();
    expect(success).toContain(`${rate}%`);
    expect(success).toContain('Visa approvals of decided cases, all time');

    const pipeline = page.getByRole('region', { name: 'Student Journey Pipeline' });
    const rows = await pipeline.getByRole('listitem').allInnerTexts();
    expect(rows.map((r) => r.replace(/\s+/g, ' '))).toEqual([
      `Lead ${summary.studentsbyStage.lead}`,
      `Application in Progress ${summary.studentsbyStage.application_in_progress}`,
      `Offer ${summary.studentsbyStage.offer}`,
      `Visa ${summary.studentsbyStage.visa}`,
      `Pre-departure ${summary.studentsbyStage.pre_departure}`,
      `Arrived ${summary.studentsbyStage.arrived}`,
      `Alumni ${summary.studentsbyStage.alumni}`,
    ]);
    const bar = page.getByRole('progressbar', { name: 'Lead to Application' });
    expect(await bar.getAttribute('aria-valuenow')).toBe(String(Math.round(summary.conversionRates.leadToApplication)));
    for (const name of ['Application to Offer', 'Visa Approval Rate']) {
      expect(await page.getByRole('progressbar', { name }).count()).toBe(1);
    }
    const actions = page.getByRole('region', { name: 'Quick Actions' });
    // Every action opens its form.
    const links = {
      'Add Student': '/admin/students/new',
      'New Application': '/admin/applications/new',
      'Visa Case': '/admin/visa-cases/new',
      'Add University': '/admin/universities/new',
      'Add Task': '/admin/tasks/new',
      'New Scholarship': '/admin/scholarships/new',
      'Create Event': '/admin/events/new',
    };
    for (const [name, href] of Object.entries(links)) expect(await actions.getByRole('link', { name }).getAttribute('href')).toBe(href);
    expect(await actions.getByRole('link').count()).toBe(Object.keys(links).length);
    // The latest entries of the audit trail, as the API tells them, newest first.
    const updates = page.getByRole('region', { name: 'Recent Mission Updates' });
    expect(summary.recentUpdates.length).toBeGreaterThan(0);
    const items = await updates.getByRole('listitem').allInnerTexts();
    expect(items).toHaveLength(summary.recentUpdates.length);
    summary.recentUpdates.forEach((entry, i) => {
      expect(items[i]).toContain(entry.title);
      expect(items[i]).toContain(entry.detail);
      expect(items[i]).toMatch(/ago|just now/);
    });
    await context.close();
  });

  it("student CRM: 'X of Y students', server-side search and filters, and more as the user scrolls", async () => {
    const { context, page } = await signedIn();
    const all = await apiGet<StudentPage>(context, suite.server.url, '/api/admin/students');
    await page.goto('/admin/students');
    await page.getByText(`${all.total} of ${all.totalAll} students`, { exact: true }).waitFor();
    // At a desk the list is a table, a row per student; its dense rows bring the end of the first page within 600 px,
    // so the next page may already be on its way.
    const rows = page.getByRole('table', { name: 'Students' }).locator('tbody tr');
    await rows.nth(all.items.length - 1).waitFor();
    const loaded = await rows.count();

    // Scrolling to the end loads the next page.
    await page.getByRole('button', { name: 'Load more' }).scrollIntoViewIfNeeded();
    await page.waitForFunction((n) => document.querySelectorAll('tbody tr').length > n, loaded);

    const someone = all.items[0]!.personalInfo.name;
    const term = someone.split(' ')[0]!.toLowerCase();
    const found = await apiGet<StudentPage>(context, suite.server.url, `/api/admin/students?search=${encodeURIComponent(term)}`);
    await page.getByRole('searchbox', { name: 'Search students...' }).fill(term);
    await page.getByText(`${found.total} of ${all.totalAll} students`, { exact: true }).waitFor();
    expect(await rows.getByRole('link', { name: someone, exact: true }).count()).toBe(1);
    expect(page.url()).toContain(`search=${term}`);

    await page.getByRole('searchbox', { name: 'Search students...' }).fill('');
    const visa = await apiGet<StudentPage>(context, suite.server.url, '/api/admin/students?stage=visa&priority=high');
    await page.getByRole('combobox', { name: 'Stage' }).selectOption({ label: 'Visa' });
    await page.getByRole('combobox', { name: 'Priority' }).selectOption({ label: 'High' });
    await page.getByText(`${visa.total} of ${all.totalAll} students`, { exact: true }).waitFor();
    const priorities = await rows.locator('td:nth-child(6)').allInnerTexts();
    expect(priorities).toEqual(Array.from({ length: Math.min(visa.total, 30) }, () => 'High'));
    await context.close();
  });

  it("student cards: name, priority and stage, the counselor by name, 3 tags and '+N more', dates", async () => {
    const { context, page } = await signedIn('counselor', PHONE);
    const all = await apiGet<StudentPage>(context, suite.server.url, '/api/admin/students');
    const tagged = all.items.find((s) => s.tags.length > 3 && s.assignedCounselor);
    // Every student, not only the counselor's caseload (the list a counselor opens by default).
    await page.goto('/admin/students?owner=all');
    await page.getByRole('article').first().waitFor();
    // The demo data set is drawn from a fixed seed: its first page has such a student.
    expect(tagged).toBeDefined();
    const card = page.getByRole('article', { name: tagged!.personalInfo.name });
    const text = await card.innerText();
    expect(text).toContain(`Counselor: ${tagged!.ownerName}`);
    expect(text).toContain(`+${tagged!.tags.length - 3} more`);
    expect(text).toMatch(/Added \d{1,2} \w{3} \d{4}/);
    expect(text).toMatch(/Updated \d{1,2} \w{3} \d{4}/);
    expect(await card.getByRole('link', { name: /^View / }).getAttribute('href')).toBe(`/admin/students/${tagged!.id}`);
    expect(await card.getByRole('link', { name: /^Edit / }).getAttribute('href')).toBe(`/admin/students/${tagged!.id}?edit=true`);
    await context.close();
  });

  it('student CRM: 6 placeholders while loading, and both empty states', async () => {
    const { context, page } = await signedIn();
    const release = await holdRequests(page, '**/api/admin/students*');
    await page.goto('/admin/students');
    await placeholders(page, 'Loading students').first().waitFor();
    expect(await placeholders(page, 'Loading students').count()).toBe(6);
    release();
    await page.getByRole('table', { name: 'Students' }).waitFor();
    await page.unroute('**/api/admin/students*');

    await page.route('**/api/admin/students*', (route) => route.fulfill({ json: EMPTY_PAGE }));
    await page.goto('/admin/students?search=nobody');
    await page.getByRole('heading', { name: 'No Students Found' }).waitFor();
    expect(await page.getByText('Try adjusting your search filters').isVisible()).toBe(true);
    await page.goto('/admin/students');
    await page.getByText('Start by adding your first student to the CRM').waitFor();
    expect(await page.getByRole('link', { name: 'Add First Student' }).isVisible()).toBe(true);
    await context.close();
  });

  it("visa cases: the five tiles, 'Case #', interview date, requirements and officer", async () => {
    // The cards (under 1024 px; from there the list is a table, e2e/case-tables.e2e.ts).
    const { context, page } = await signedIn('visa_officer', TABLET);
    const cases = await apiGet<VisaCasePage>(context, suite.server.url, '/api/admin/visa-cases');
    await page.goto('/admin/visa-cases');
    await page.getByRole('heading', { name: 'Visa Case Management' }).waitFor();
    await tile(page, 'Total Cases').getByText(String(cases.totalAll), { exact: true }).waitFor();
    for (const [label, status] of [['Preparing', 'preparing'], ['Submitted', 'submitted'], ['Approved', 'approved']] as const) {
      expect(await tile(page, label).innerText()).toContain(String(cases.statusCounts[status] ?? 0));
    }
    // This page's figure is the spec's: approved over all cases (the dashboard's counts the decided ones only).
    const rate = Math.round(((cases.statusCounts.approved ?? 0) / cases.totalAll) * 100);
    expect(await tile(page, 'Success Rate').innerText()).toContain(`${rate}%`);
    expect(await tile(page, 'Success Rate').innerText()).toContain('Approved of all cases');

    const first = cases.items[0]!;
    const card = page.getByRole('article').first();
    const text = await card.innerText();
    expect(text).toContain(`Case #${first.id.slice(-8)}`);
    expect(text).toContain(first.studentName ?? 'Unknown Student');
    expect(text).toContain(`Officer: ${first.officerName ?? 'Unassigned'}`);
    if (first.requirements.length > 3) expect(text).toContain(`+${first.requirements.length - 3} more requirements`);
    const interview = cases.items.findIndex((c) => c.appointmentDate);
    expect(interview).toBeGreaterThanOrEqual(0);
    expect(await page.getByRole('article').nth(interview).innerText()).toContain('Interview ');
    const many = cases.items.findIndex((c) => c.requirements.length > 3);
    const more = cases.items[many]!.requirements.length - 3;
    expect(await page.getByRole('article').nth(many).innerText()).toContain(`+${more} more requirements`);
    await context.close();
  });

  it('visa cases: 4 placeholders while loading, and the empty state', async () => {
    const { context, page } = await signedIn();
    const release = await holdRequests(page, '**/api/admin/visa-cases*');
    await page.goto('/admin/visa-cases');
    await placeholders(page, 'Loading visa cases').first().waitFor();
    expect(await placeholders(page, 'Loading visa cases').count()).toBe(4);
    release();
    await page.unroute('**/api/admin/visa-cases*');
    await page.route('**/api/admin/visa-cases*', (route) => route.fulfill({ json: EMPTY_PAGE }));
    await page.goto('/admin/visa-cases');
    await page.getByRole('heading', { name: 'No Visa Cases' }).waitFor();
    expect(await page.getByRole('link', { name: 'Create First Visa Case' }).isVisible()).toBe(true);
    expect(await tile(page, 'Success Rate').innerText()).toContain('0%');
    await context.close();
  });

  it("applications: a tile per status present, 'program at university', dates, fee and fee badge", async () => {
    const { context, page } = await signedIn('finance', TABLET);
    const apps = await apiGet<ApplicationPage>(context, suite.server.url, '/api/admin/applications');
    await page.goto('/admin/applications');
    await page.getByRole('heading', { name: 'Application Management' }).waitFor();
    await page.getByRole('article').first().waitFor();
    for (const [status, count] of Object.entries(apps.statusCounts)) {
      const label = status.split('_').map((w) => w[0]!.toUpperCase() + w.slice(1)).join(' ');
      expect(await tile(page, label).innerText()).toContain(String(count));
    }
    const paid = apps.items.findIndex((a) => a.feeStatus === 'paid' && a.applicationFee !== null);
    const noFee = apps.items.findIndex((a) => a.applicationFee === null);
    const first = apps.items[0]!;
    const text = await page.getByRole('article').first().innerText();
    expect(text).toContain(`${first.program} at ${first.universityName ?? 'Unknown University'}`);
    expect(text).toMatch(/Applied \d{1,2} \w{3} \d{4}/);
    const pending = apps.items.findIndex((a) => a.feeStatus && a.feeStatus !== 'paid');
    expect(Math.min(paid, noFee, pending)).toBeGreaterThanOrEqual(0);
    expect(await page.getByRole('article').nth(paid).innerText()).toMatch(/Fee: \$[\d,.]+\s*paid/i);
    expect(await page.getByRole('article').nth(noFee).innerText()).toContain('Fee: Not specified');
    expect((await page.getByRole('article').nth(pending).innerText()).toLowerCase()).toContain(apps.items[pending]!.feeStatus!);
    // Track Progress (the spec's button): the application's own page, opened at its history.
    await page.getByRole('article').first().getByRole('link', { name: /^Track Progress of .*'s application$/ }).click();
    await page.waitForURL((u) => u.pathname === `/admin/applications/${first.id}` && u.hash === '#history');
    await page.getByRole('region', { name: 'History' }).waitFor();
    await context.close();
  });

  it('applications: 5 placeholders while loading, and the empty state', async () => {
    const { context, page } = await signedIn();
    const release = await holdRequests(page, '**/api/admin/applications*');
    await page.goto('/admin/applications');
    await placeholders(page, 'Loading applications').first().waitFor();
    expect(await placeholders(page, 'Loading applications').count()).toBe(5);
    release();
    await page.unroute('**/api/admin/applications*');
    await page.route('**/api/admin/applications*', (route) => route.fulfill({ json: EMPTY_PAGE }));
    await page.goto('/admin/applications');
    await page.getByRole('heading', { name: 'No Applications Found' }).waitFor();
    expect(await page.getByRole('link', { name: 'Create First Application' }).isVisible()).toBe(true);
    await context.close();
  });

  it("analytics: KPIs, funnel ending in 'completion', top 5 universities, revenue, six months, four insights, the fairs compared", async () => {
    const { context, page } = await signedIn();
    const data = await apiGet<Analytics>(context, suite.server.url, '/api/admin/analytics');
    await page.goto('/admin/analytics');
    await page.getByRole('heading', { name: 'Mission Analytics' }).waitFor();
    await tile(page, 'Avg Processing Time').getByText(`${Math.round(data.performanceKPIs.avgProcessingTime)} days`).waitFor();
    // The same definition as the dashboard's, over the cases decided in the period (all time here).
    const decidedAll = data.insights.current;
    expect(decidedAll.visaDecisions).toBeGreaterThan(0);
    expect(data.performanceKPIs.visaSuccessRate).toBe(Math.round((decidedAll.visaApprovals / decidedAll.visaDecisions) * 100));
    const success = await tile(page, 'Visa Success Rate').innerText();
    expect(success).toContain(`${data.performanceKPIs.visaSuccessRate}%`);
    expect(success).toContain('Visa approvals of cases decided, all time');

    const funnel = await page.getByRole('region', { name: 'Conversion Funnel' }).getByRole('listitem').allInnerTexts();
    expect(funnel).toHaveLength(5);
    const f = data.conversionFunnel;
    expect(funnel[4]).toContain(`${Math.round((f.arrivals / f.visaApprovals) * 100)}% completion`);
    expect(funnel[1]).toContain(`${Math.round((f.applications / f.leads) * 100)}%`);

    const top = page.getByRole('region', { name: 'Top Partner Universities' }).getByRole('listitem');
    expect(await top.count()).toBe(Math.min(5, data.topUniversities.length));
    expect(await top.first().innerText()).toContain(`${data.topUniversities[0]!.approvalRate}% success`);

    const revenue = page.getByRole('region', { name: 'Revenue Metrics' });
    expect(await revenue.innerText()).toContain(`$${data.revenueMetrics!.totalRevenue.toLocaleString('en-US')}`);
    expect(await page.getByRole('region', { name: 'Monthly Growth Trends' }).getByRole('listitem').count()).toBe(
      Math.min(6, data.monthlyTrends.length),
    );
    // The insights say what the figures say, under headings that go their way: all time has nothing to compare
    // with, so no heading claims a rise or an improvement (mission-insights.test.ts has each direction).
    const insights = await page.getByRole('region', { name: 'Mission Insights' }).innerText();
    const deadlines = data.insights.deadlinesSoon.count > 0 ? 'Deadlines approaching' : 'No deadlines approaching';
    for (const title of ['Visa performance', 'Engineering demand', deadlines, 'Processing time']) {
      expect(insights).toContain(title);
    }
    expect(insights).not.toMatch(/Strong visa performance|Engineering demand growing|Processing time improved/);
    const visa = data.insights.current;
    expect(insights).toContain(
      visa.visaDecisions ? `${Math.round((visa.visaApprovals / visa.visaDecisions) * 100)}% of visa decisions were approvals` : 'No visa decisions yet.',
    );

    // The period of the whole page: the last 30 days, compared with the 30 before.
    // The fairs compared: each fair's row carries its report's figures.
    const fairs = await apiGet<EventWithReport[]>(context, suite.server.url, '/api/admin/events/reports');
    const nairobi = fairs.find((e) => e.name === 'Nairobi Fair 2026')!;
    const row = page.getByRole('group', { name: 'Fairs compared' }).getByRole('row').filter({ has: page.getByRole('link', { name: 'Nairobi Fair 2026' }) });
    await row.waitFor(); // the fairs are a query of their own
    const cells = await row.getByRole('cell').allInnerTexts();
    expect(cells.slice(1, 4)).toEqual([nairobi.report.leads, nairobi.report.applications, nairobi.report.arrivals].map((n) => n.toLocaleString('en-US')));
    expect(nairobi.report.costPerLead).not.toBeNull(); // the seeded fair has a cost
    expect(cells[5]).toMatch(/^\$[\d,]+(\.\d\d)?$/);
    expect(Number(cells[5]!.replace(/[$,]/g, ''))).toBeCloseTo(nairobi.report.costPerLead!, 2);

    const month = await apiGet<Analytics>(context, suite.server.url, '/api/admin/analytics?range=30d');
    await page.getByRole('combobox', { name: 'Period' }).selectOption({ label: 'Last 30 days' });
    await page.waitForURL(/range=30d/);
    const monthRate = month.performanceKPIs.visaSuccessRate;
    await tile(page, 'Visa Success Rate').getByText(monthRate === null ? '–' : `${monthRate}%`, { exact: true }).waitFor();
    await tile(page, 'Visa Success Rate').getByText(monthRate === null ? 'No cases decided in the last 30 days' : 'Visa approvals of cases decided in the last 30 days').waitFor();
    await page.getByRole('region', { name: 'Mission Insights' }).getByText(/in the last 30 days/).first().waitFor();
    await context.close();
  });

  it('analytics at 390 px: each fair is a card with its figures named, where a table would scroll sideways', async () => {
    const { context, page } = await signedIn('admin', PHONE);
    const nairobi = (await apiGet<EventWithReport[]>(context, suite.server.url, '/api/admin/events/reports')).find((e) => e.name === 'Nairobi Fair 2026')!;
    await page.goto('/admin/analytics');
    const card = page.getByRole('list', { name: 'Fairs compared' }).getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Nairobi Fair 2026' }) });
    await card.waitFor();
    expect(await card.getByRole('term').allInnerTexts()).toEqual(['Leads', 'Applications', 'Arrivals', 'Lead to arrival', 'Cost per lead', 'Cost per arrival']);
    const values = await card.getByRole('definition').allInnerTexts();
    expect(values.slice(0, 3)).toEqual([nairobi.report.leads, nairobi.report.applications, nairobi.report.arrivals].map((n) => n.toLocaleString('en-US')));
    expect(Number(values[4]!.replace(/[$,]/g, ''))).toBeCloseTo(nairobi.report.costPerLead!, 2);
    expect(await page.getByRole('group', { name: 'Fairs compared' }).count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
    await context.close();
  });

  it('analytics: no revenue for a role without revenue:read, and placeholders while loading', async () => {
    const { context, page } = await signedIn('admissions_lead');
    const release = await holdRequests(page, '**/api/admin/analytics');
    await page.goto('/admin/analytics');
    await page.getByRole('heading', { name: 'Mission Analytics' }).waitFor();
    expect(await tile(page, 'Student Satisfaction').getAttribute('aria-busy')).toBe('true');
    release();
    await page.getByRole('region', { name: 'Top Partner Universities' }).getByRole('listitem').first().waitFor();
    expect(await page.getByRole('region', { name: 'Revenue Metrics' }).count()).toBe(0);
    await context.close();
  });
});
