import type { Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInAs } from './support/admin';
import { hasBrowser, openPage } from './support/browser';
import { ownServerAndBrowser } from './support/suite';

const MINUTE = 60_000;
const isDashboardAnswer = (res: Response) => new URL(res.url()).pathname === '/api/admin/dashboard';

// Issue 12 item 2: an open admin page refreshes its dashboard every 30 s and syncs in the background; those
// requests used to count as use, so nobody at the keyboard was ever signed out before the 12 hours.
describe.skipIf(!hasBrowser)('idle sign-out of an unattended admin page', () => {
  const suite = ownServerAndBrowser();

  it('signs out an open dashboard 30 minutes after the last thing a person did, whatever it refreshes meanwhile', async () => {
    const db = suite.server.db;
    if (!db) throw new Error('This journey moves the session in the database: run it with DATABASE_URL set.');
    const { context, page } = await openPage(suite.browser, suite.server.url);
    // The page's timers run on a clock the test moves: the 30 s refresh fires when the test jumps ahead.
    await page.clock.install();
    await signInAs(context, suite.server.url, 'admin');
    const loaded = page.waitForResponse(isDashboardAnswer);
    await page.goto('/admin/dashboard');
    expect((await loaded).status()).toBe(200);
    // Everything the person's opening of the page asked for has been answered (the deadlines card's list, the owner
    // pickers' staff...): on a loaded machine one of them could otherwise leave after the clock has moved, and count
    // as a use minutes into the idle time.
    await page.getByRole('region', { name: 'Deadlines this week' }).waitFor();
    await page.waitForLoadState('networkidle');

    // Signed out: any of the page's requests may be the first to find the session ended (the dashboard's refresh, the
    // sync or the outbox's timer, in whatever order a loaded machine runs them), and the page then goes to sign-in.
    const signedOut = page
      .waitForURL('**/admin/login', { timeout: 0 })
      .then(() => 'signed out' as const)
      .catch(() => null);
    // The server's clock is real: the session's times move back by what the page's clock moves forward.
    const passes = async (minutes: number): Promise<number | 'signed out'> => {
      const ms = minutes * MINUTE;
      await db.knex('sessions').where({ kind: 'admin' }).update({
        created_at: db.knex.raw('created_at - ?::interval', [`${ms} milliseconds`]),
        last_seen_at: db.knex.raw('last_seen_at - ?::interval', [`${ms} milliseconds`]),
        expires_at: db.knex.raw('expires_at - ?::interval', [`${ms} milliseconds`]),
      });
      const refreshed = page.waitForResponse(isDashboardAnswer, { timeout: 60_000 });
      await page.clock.fastForward(ms);
      // On a loaded machine the page may arm its next 30 s refresh only after that jump: jump again until it fires.
      for (;;) {
        const answer = await Promise.race([
          refreshed.then((res) => res.status()),
          signedOut,
          new Promise<null>((r) => setTimeout(() => r(null), 5_000)),
        ]);
        if (answer) return answer;
        await page.clock.fastForward(30_000);
      }
    };

    // 8, 16 and 24 minutes without a person: each refresh is answered, none of them counts as use...
    expect([await passes(8), await passes(8), await passes(8)]).toEqual([200, 200, 200]);
    // ...so 32 minutes after sign-in the next refresh (or another request before it) finds the session ended, and
    // the page goes to sign-in.
    expect([401, 'signed out']).toContain(await passes(8));
    await page.waitForURL('**/admin/login');
    await page.getByRole('button', { name: 'Access Mission Control' }).waitFor();
    expect(await db.knex('sessions').where({ kind: 'admin' })).toEqual([]);
    await context.close();
  });

  it("keeps the session of a page a person is using: a person's request moves the idle clock", async () => {
    const db = suite.server.db;
    if (!db) throw new Error('This journey moves the session in the database: run it with DATABASE_URL set.');
    // Only this journey's session in the table (the one before may have failed and left its own).
    await db.knex('sessions').delete();
    const { context, page } = await openPage(suite.browser, suite.server.url);
    await page.clock.install();
    await signInAs(context, suite.server.url, 'admin');
    await page.goto('/admin/dashboard');
    await page.getByRole('heading', { name: /Welcome to Mission Control/ }).waitFor();
    // 25 minutes idle, then the person opens the students list: that request is theirs.
    await db.knex('sessions').where({ kind: 'admin' }).update({ last_seen_at: new Date(Date.now() - 25 * MINUTE) });
    const listed = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/admin/students');
    await page.getByRole('link', { name: 'Students' }).first().click();
    expect((await listed).status()).toBe(200);
    const [session] = await db.knex('sessions').where({ kind: 'admin' }).select<{ last_seen_at: Date }[]>('last_seen_at');
    expect(Date.now() - session!.last_seen_at.getTime()).toBeLessThan(5 * MINUTE);
    await context.close();
  });
});
