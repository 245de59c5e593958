import type { BrowserContext, Page } from 'playwright-core';

/** Every demo admin's password (db/seeds/demo.ts). */
export const DEMO_PASSWORD = 'mission-control';

/**
 * Signs a demo admin in through the API, as the login form would: the session cookie lands in the browser
 * context. (The journeys that test the form itself sign in through it.)
 */
export async function signInAs(context: BrowserContext, baseURL: string, username: string): Promise<void> {
  const res = await context.request.post(`${baseURL}/api/admin/login`, {
    data: { username, password: DEMO_PASSWORD },
    headers: { Origin: baseURL },
  });
  if (!res.ok()) throw new Error(`sign-in as ${username} failed: ${res.status()} ${await res.text()}`);
}

/** The JSON the signed-in admin's API answers (for figures the screens must show). */
export async function apiGet<T>(context: BrowserContext, baseURL: string, path: string): Promise<T> {
  const res = await context.request.get(`${baseURL}${path}`);
  if (!res.ok()) throw new Error(`GET ${path}: ${res.status()}`);
  return (await res.json()) as T;
}

/**
 * Holds every request to the URL pattern until the test calls the answer, `release()`: the loading state lasts as
 * long as the test looks at it, however slow the machine. Then they, and any later ones, go through.
 */
export async function holdRequests(page: Page, pattern: string | RegExp): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await released;
    // The page may have moved on (or the route been removed) while the request was held.
    await route.continue().catch(() => undefined);
  });
  return release;
}
