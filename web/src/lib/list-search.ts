import { OWNER_FILTER } from '@contract/uuid';

// Pieces of the lists' validateSearch (the route tree is in the entry chunk, so no zod there): unknown or
// malformed values are dropped rather than failing the page.

export function oneOf<T extends string>(values: readonly T[], value: unknown): T | undefined {
  return (values as readonly unknown[]).includes(value) ? (value as T) : undefined;
}

/** The search box's text: trimmed, at most 100 characters, absent when empty. */
export function searchText(value: unknown): string | undefined {
  const text = typeof value === 'string' ? value.trim().slice(0, 100) : '';
  return text || undefined;
}

/** The owner filter: 'me', 'none' or a staff member's id. */
export function ownerFilter(value: unknown): string | undefined {
  return typeof value === 'string' && OWNER_FILTER.test(value) ? value : undefined;
}

/** A positive whole number (an id), from the URL's text or a number. */
export function positiveId(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : NaN;
  return Number.isInteger(n) && n > 0 ? n : undefined;
}

/** The object without its undefined values, so the URL carries only what is set. */
export function compact<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}
