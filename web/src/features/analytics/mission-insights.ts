import { DEADLINE_SOON_DAYS, type Analytics, type AnalyticsRange, type InsightFigures } from '@contract';
import { formatCount, percentOf } from '../../lib/format';

export type InsightKey = 'visa' | 'engineering' | 'deadlines' | 'processing';
export type Insight = { key: InsightKey; title: string; text: string };

/** How a sentence names the range's period and the one before it. */
const PERIODS: Record<AnalyticsRange, { current: string; previous: string | null }> = {
  '30d': { current: ' in the last 30 days', previous: 'the previous 30 days' },
  quarter: { current: ' in the last quarter', previous: 'the previous quarter' },
  year: { current: ' in the last year', previous: 'the previous year' },
  all: { current: '', previous: null },
};

const plural = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;

/** ", up from 40% in the previous 30 days", ", down from …", ", the same as in …" (empty with nothing to compare). */
function against(now: number, before: number | null, previous: string | null): string {
  if (before === null || previous === null) return '';
  if (now === before) return `, the same as in ${previous}`;
  return `, ${now > before ? 'up' : 'down'} from ${before}% in ${previous}`;
}

function visaText(c: InsightFigures, p: InsightFigures | null, period: (typeof PERIODS)[AnalyticsRange]): string {
  if (c.visaDecisions === 0) return `No visa decisions${period.current || ' yet'}.`;
  const rate = percentOf(c.visaApprovals, c.visaDecisions);
  const before = p && p.visaDecisions > 0 ? percentOf(p.visaApprovals, p.visaDecisions) : null;
  return `${rate}% of visa decisions${period.current} were approvals (${formatCount(c.visaApprovals)} of ${formatCount(c.visaDecisions)})${against(rate, before, period.previous)}.`;
}

function engineeringText(c: InsightFigures, p: InsightFigures | null, period: (typeof PERIODS)[AnalyticsRange]): string {
  if (c.newLeads === 0) return `No new leads${period.current || ' yet'}.`;
  const share = percentOf(c.engineeringLeads, c.newLeads);
  const before = p && p.newLeads > 0 ? percentOf(p.engineeringLeads, p.newLeads) : null;
  return `Engineering is the field of ${share}% of new leads${period.current} (${formatCount(c.engineeringLeads)} of ${formatCount(c.newLeads)})${against(share, before, period.previous)}.`;
}

function processingText(c: InsightFigures, p: InsightFigures | null, period: (typeof PERIODS)[AnalyticsRange]): string {
  if (c.offersDecided === 0 || c.avgProcessingDays === null) return `No offers decided${period.current || ' yet'}.`;
  const base = `Offers took ${plural(c.avgProcessingDays, 'day', 'days')} on average from application to decision${period.current} (${plural(c.offersDecided, 'offer', 'offers')})`;
  const before = p && p.offersDecided > 0 ? p.avgProcessingDays : null;
  if (before === null || period.previous === null) return `${base}.`;
  if (before === c.avgProcessingDays || before === 0) return `${base}, as in ${period.previous}.`;
  const change = Math.round((Math.abs(before - c.avgProcessingDays) / before) * 100);
  return `${base}, ${change}% ${c.avgProcessingDays < before ? 'faster' : 'slower'} than in ${period.previous} (${plural(before, 'day', 'days')}).`;
}

/** '2026-12-03' as '3 Dec 2026': a calendar day, so read in UTC whatever the device's zone. */
const dayOf = (iso: string) => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));

function deadlinesText({ count, nearest }: Analytics['insights']['deadlinesSoon']): string {
  const window = `in the next ${DEADLINE_SOON_DAYS} days`;
  if (count === 0 || !nearest) return `No draft or submitted application has a deadline ${window}.`;
  if (count === 1) return `1 draft or submitted application has a deadline ${window}: ${dayOf(nearest)}.`;
  return `${formatCount(count)} draft or submitted applications have a deadline ${window}; the nearest is ${dayOf(nearest)}.`;
}

/**
 * docs/PRODUCT.md §3.9: the four Mission Insights keep their headings; their sentences say what the figures of the
 * chosen range say, against the period of the same length before it.
 */
export function missionInsights({ range, insights }: Pick<Analytics, 'range' | 'insights'>): Insight[] {
  const period = PERIODS[range];
  const { current: c, previous: p } = insights;
  return [
    { key: 'visa', title: 'Strong visa performance', text: visaText(c, p, period) },
    { key: 'engineering', title: 'Engineering demand growing', text: engineeringText(c, p, period) },
    { key: 'deadlines', title: 'Deadlines approaching', text: deadlinesText(insights.deadlinesSoon) },
    { key: 'processing', title: 'Processing time improved', text: processingText(c, p, period) },
  ];
}
