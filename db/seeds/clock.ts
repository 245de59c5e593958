/**
 * The fixed "today" of the seeded data. Every seeded date is derived from it, never from Date.now(),
 * so the demo data set is the same on every machine and every day.
 */
export const SEED_NOW = new Date('2026-11-21T09:00:00.000Z');

const DAY_MS = 86_400_000;

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

export function daysBetween(from: Date, to: Date): number {
  return (to.getTime() - from.getTime()) / DAY_MS;
}

/** The point `fraction` of the way from `from` to `to`, for dates that must fall in order. */
export function between(from: Date, to: Date, fraction: number): Date {
  return new Date(from.getTime() + (to.getTime() - from.getTime()) * fraction);
}

/** A calendar date as Postgres `date` columns store it. */
export function dateOnly(date: Date): string {
  return date.toISOString().slice(0, 10);
}
