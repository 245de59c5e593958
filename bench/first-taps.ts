// The first-tap table of `npm run bench:phone` (issue 27): each control of the public pages, tapped once as a student
// does on a cold first visit (no cache, service workers blocked, no earlier touch) after reading the page for 1.5 s,
// on the phone profile (390 px, touch, CPU 4× slower, 400 kbps, 400 ms round trip). The figure is the time from the
// tap to its visible effect; "lost" means no effect within TAP_GIVE_UP_MS (the tap did nothing). Median of the runs.
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';

const KBPS = 400;
const LATENCY_MS = 400;
const CPU_SLOWDOWN = 4;
const READING_MS = 1500;
const TAP_GIVE_UP_MS = 20_000;
const NETWORK = { offline: false, latency: LATENCY_MS, downloadThroughput: (KBPS * 1000) / 8, uploadThroughput: (KBPS * 1000) / 8 };

export type FirstTap = {
  control: string;
  path: string;
  /** What the person does before the tap (typing, scrolling to the control): during the reading time. */
  before?: (page: Page) => Promise<void>;
  /** The one tap (or key). */
  tap: (page: Page) => Promise<void>;
  /** Resolves when the tap's effect is on screen. */
  effect: (page: Page, timeout: number) => Promise<void>;
};

/** A touch on the middle of the element, as a finger does (not Playwright's click, which waits for actionability). */
async function touch(page: Page, target: Locator): Promise<void> {
  const box = await target.boundingBox();
  if (!box) throw new Error('the control is not on screen');
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

const filteredCount = (page: Page, timeout: number) =>
  page.getByText(/^Showing (?!30 of)\d+ of 30 universities$/).waitFor({ timeout });

/** The controls of issue 27's table, one row each. */
export function firstTaps(run: number): FirstTap[] {
  const categories = (page: Page) => page.getByRole('navigation', { name: 'Filter by category' });
  return [
    {
      control: 'news category (Scholarships)',
      path: '/news',
      tap: (page) => touch(page, categories(page).getByRole('link', { name: 'Scholarships' })),
      effect: (page, timeout) => categories(page).locator('a[aria-current="page"]', { hasText: 'Scholarships' }).waitFor({ timeout }),
    },
    {
      control: 'Subscribe (after typing an e-mail)',
      path: '/news',
      before: async (page) => {
        await page.getByLabel('Email address').scrollIntoViewIfNeeded();
        await page.getByLabel('Email address').fill(`bench-${Date.now()}-${run}@example.com`);
      },
      tap: (page) => touch(page, page.getByRole('button', { name: 'Subscribe' })),
      // Past the limit of sign-ups per address (10 an hour) the box says so: that is the tap's effect too.
      effect: (page, timeout) => page.getByText(/is subscribed\.|Too many sign-ups/).waitFor({ timeout }),
    },
    {
      control: 'video play',
      path: '/',
      before: (page) => page.getByRole('link', { name: /^Play video: / }).scrollIntoViewIfNeeded(),
      tap: (page) => touch(page, page.getByRole('link', { name: /^Play video: / })),
      effect: (page, timeout) => page.locator('iframe[src*="youtube-nocookie.com"]').waitFor({ state: 'attached', timeout }),
    },
    {
      control: 'type filter (Public)',
      path: '/universities',
      // A native select: the finger lands on it (focusing it, which starts the app), then picks in the phone's own
      // picker.
      tap: async (page) => {
        await page.getByLabel('Type').focus();
        await page.getByLabel('Type').selectOption('Public');
      },
      effect: filteredCount,
    },
    {
      control: 'search (typed, then Enter)',
      path: '/universities',
      before: (page) => page.getByRole('searchbox', { name: 'Search' }).fill('medicine'),
      tap: (page) => page.keyboard.press('Enter'),
      effect: filteredCount,
    },
    {
      control: 'Sign in',
      path: '/student-portal',
      before: async (page) => {
        await page.getByLabel('Username').fill('student');
        await page.getByLabel('Password').fill('mission-control');
      },
      tap: (page) => touch(page, page.getByRole('button', { name: 'Sign In' })),
      effect: (page, timeout) => page.getByRole('heading', { name: /^Welcome back/, level: 1 }).waitFor({ timeout }),
    },
    {
      control: 'Apply Now',
      path: '/scholarships',
      before: (page) => page.getByRole('link', { name: /^Apply Now: / }).first().scrollIntoViewIfNeeded(),
      tap: (page) => touch(page, page.getByRole('link', { name: /^Apply Now: / }).first()),
      effect: (page, timeout) => page.waitForURL((url) => url.pathname === '/enquire', { timeout, waitUntil: 'domcontentloaded' }),
    },
    {
      control: 'menu',
      path: '/about',
      tap: (page) => touch(page, page.getByRole('button', { name: 'menu', exact: true })),
      effect: (page, timeout) => page.locator('#mobile-menu').waitFor({ state: 'visible', timeout }),
    },
  ];
}

async function phoneContext(browser: Browser, base: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: base,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  // Nothing from other sites (the video's player): the bench measures this site.
  await page.route((url) => !url.href.startsWith(base), (route) => route.abort());
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { context, page };
}

/** One cold try: ms from the tap to its effect, or null when the tap was lost. */
export async function tryFirstTap(browser: Browser, base: string, control: FirstTap): Promise<number | null> {
  const { context, page } = await phoneContext(browser, base);
  try {
    await page.goto(control.path, { waitUntil: 'domcontentloaded', timeout: 60_000 });
    const reading = Date.now();
    await control.before?.(page);
    await page.waitForTimeout(Math.max(0, READING_MS - (Date.now() - reading)));
    const tappedAt = Date.now();
    await control.tap(page);
    try {
      await control.effect(page, TAP_GIVE_UP_MS);
    } catch {
      return null;
    }
    return Date.now() - tappedAt;
  } finally {
    await context.close();
  }
}

export type TapResult = { control: string; path: string; times: (number | null)[] };

/** Every control, `runs` cold tries each, in turn. */
export async function measureFirstTaps(browser: Browser, base: string, runs: number, log: (line: string) => void): Promise<TapResult[]> {
  const results: TapResult[] = [];
  for (let run = 0; run < runs; run++) {
    firstTaps(run).forEach((control, i) => {
      results[i] ??= { control: control.control, path: control.path, times: [] };
    });
  }
  for (let run = 0; run < runs; run++) {
    const controls = firstTaps(run);
    for (const [i, control] of controls.entries()) {
      results[i]!.times.push(await tryFirstTap(browser, base, control));
    }
  }
  for (const r of results) log(`  ${r.path} ${r.control}: ${r.times.map((t) => (t === null ? 'lost' : (t / 1000).toFixed(2))).join(', ')} s`);
  return results;
}

/** Median of the tries; a row with a lost tap says so (a lost tap fails the budget whatever the others did). */
export function printFirstTapTable(results: TapResult[], budgetMs = 3000): void {
  const rows = results.map(({ control, path, times }) => {
    const lost = times.filter((t) => t === null).length;
    const known = times.filter((t): t is number => t !== null).sort((a, b) => a - b);
    const median = lost ? null : known[Math.floor(known.length / 2)]!;
    const verdict = lost ? `${lost} of ${times.length} lost` : median! <= budgetMs ? 'ok' : 'over 3 s';
    return [`\`${path}\``, control, median === null ? '–' : (median / 1000).toFixed(2), times.map((t) => (t === null ? 'lost' : (t / 1000).toFixed(2))).join(', '), verdict];
  });
  const header = ['page', 'control', 'tap → effect s (median)', 'tries s', 'budget (3 s)'];
  console.log(`| ${header.join(' | ')} |`);
  console.log(`|---|---|---:|---|---|`);
  for (const r of rows) console.log(`| ${r.join(' | ')} |`);
}
