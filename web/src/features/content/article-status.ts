import type { ArticleStatus } from '@contract/news-admin';

export const STATUS_LABELS: Record<ArticleStatus, string> = { draft: 'Draft', scheduled: 'Scheduled', published: 'Published', archived: 'Archived' };
export const STATUS_PALETTES: Record<ArticleStatus, string> = { draft: 'gray', scheduled: 'orange', published: 'green', archived: 'purple' };

/** An ISO instant as a datetime-local input's value, in the device's time zone ('2026-12-01T09:30'). */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/** A datetime-local input's value (device time) as an ISO instant; null when empty or not a date. */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
