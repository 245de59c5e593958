import { ANALYTICS_RANGES, DEFAULT_ANALYTICS_RANGE, type AnalyticsRange } from '@contract/metrics';

/** The analytics page's period, in the URL (?range=); absent means the default, all time. */
export type AnalyticsSearch = { range?: AnalyticsRange };

/** What the range choice offers, in order. */
export const RANGE_LABELS: Record<AnalyticsRange, string> = {
  '30d': 'Last 30 days',
  quarter: 'Last quarter',
  year: 'Last year',
  all: 'All time',
};

/** The route's validateSearch, by hand (no zod in the entry chunk): an unknown range is dropped, not an error. */
export function parseAnalyticsSearch(raw: Record<string, unknown>): AnalyticsSearch {
  const range = (ANALYTICS_RANGES as readonly unknown[]).includes(raw.range) ? (raw.range as AnalyticsRange) : undefined;
  return range && range !== DEFAULT_ANALYTICS_RANGE ? { range } : {};
}
