import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Student, StudentPage } from '@contract';
import { apiGet } from './admin';
import { offlineStoreCounts } from './pwa';

/**
 * Polls the API until `check` passes (the outbox sends in the background) and answers that value. A hang guard, not
 * a speed check: a sync takes a second on a quiet machine and many more on a loaded one (vitest.config.ts).
 */
export async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, timeoutMs = 60_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (check(value)) return value;
    if (Date.now() > end) throw new Error(`The server never showed the change in ${timeoutMs / 1000} s; it last answered ${JSON.stringify(value).slice(0, 500)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The students the server finds for a search (case-insensitive, on name, field, city and tags; contact for staff who read it). */
export function studentsNamed(context: BrowserContext, url: string, name: string): Promise<StudentPage> {
  return apiGet<StudentPage>(context, url, `/api/admin/students?search=${encodeURIComponent(name)}`);
}

/** A change made through the API, as another staff member's device would (for conflicts). */
export async function patchAsSomeoneElse(context: BrowserContext, url: string, path: string, data: Record<string, unknown>): Promise<Student> {
  const res = await context.request.patch(`${url}${path}`, { data, headers: { Origin: url } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as Student;
}

/** The writes waiting in the outbox, read with the raw IndexedDB API (not through the app's code). */
export async function outboxCount(page: Page): Promise<number> {
  return (await offlineStoreCounts(page, ['outbox'])).outbox;
}
