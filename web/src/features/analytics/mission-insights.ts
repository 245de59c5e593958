import { DEADLINE_SOON_DAYS, type Analytics, type AnalyticsRange, type InsightFigures } from '@contract';
import { formatCount, percentOf, plural } from '../../lib/format';

export type InsightKey = 'visa' | 'engineering' | 'deadlines' | 'processing';
export type Insight = { key: InsightKey; title: string; text: string };

/** How a sentence names the range's period and the one before it. */
const PERIODS: Record<AnalyticsRange, { current: string; previous: string | null }> = {
  '30d': { current: ' in the last 30 days', previous: 'the previous 30 days' },
  quarter: { current: ' in the last quarter', previous: 'the previous quarter' },
  year: { current: ' in the last year', previous: 'the previous year' },
  all: { current: '', previous: null },
};

const counted = (n: number, one: string, other: string) => `${formatCount(n)} ${plural(n, one, other)}`;

/**
 * Which way a figure moved against the period before: 'up', 'down', 'same', or null when there is nothing to compare
 * (all time, or nothing counted before). The heading and the sentence of an insight both read this one answer, so a
 * heading never says "improved" over a sentence that says "slower".
 */
export type Direction = 'up' | 'down' | 'same' | null;

export function directionOf(now: number, before: number | null): Direction {
  if (before === null) return null;
  return now === before ? 'same' : now > before ? 'up' : 'down';
}

type Period = (typeof PERIODS)[AnalyticsRange];
type Told = { title: string; text: string };

/** ", up from 40% in the previous 30 days", ", down from …", ", the same as in …" (empty with nothing to compare). */
function against(direction: Direction, before: number | null, previous: string | null): string {
  if (direction === null || before === null || previous === null) return '';
  if (direction === 'same') return `, the same as in ${previous}`;
  return `, ${direction} from ${before}% in ${previous}`;
}

/** The headings by direction; the spec's own ('Strong visa performance'…) where the figures bear them out. */
const VISA_TITLES: Record<NonNullable<Direction> | 'alone', string> = {
  up: 'Strong visa performance',
  same: 'Visa performance steady',
  down: 'Visa approvals down',
  alone: 'Visa performance',
};

function visaInsight(c: InsightFigures, p: InsightFigures | null, period: Period): Told {
  if (c.visaDecisions === 0) return { title: VISA_TITLES.alone, text: `No visa decisions${period.current || ' yet'}.` };
  const rate = percentOf(c.visaApprovals, c.visaDecisions);
  const before = p && p.visaDecisions > 0 && period.previous ? percentOf(p.visaApprovals, p.visaDecisions) : null;
  const direction = directionOf(rate, before);
  return {
    title: VISA_TITLES[direction ?? 'alone'],
    text: `${rate}% of visa decisions${period.current} were approvals (${formatCount(c.visaApprovals)} of ${formatCount(c.visaDecisions)})${against(direction, before, period.previous)}.`,
  };
}

const ENGINEERING_TITLES: Record<NonNullable<Direction> | 'alone', string> = {
  up: 'Engineering demand growing',
  same: 'Engineering demand steady',
  down: 'Engineering demand easing',
  alone: 'Engineering demand',
};

function engineeringInsight(c: InsightFigures, p: InsightFigures | null, period: Period): Told {
  if (c.newLeads === 0) return { title: ENGINEERING_TITLES.alone, text: `No new leads${period.current || ' yet'}.` };
  const share = percentOf(c.engineeringLeads, c.newLeads);
  const before = p && p.newLeads > 0 && period.previous ? percentOf(p.engineeringLeads, p.newLeads) : null;
  const direction = directionOf(share, before);
  return {
    title: ENGINEERING_TITLES[direction ?? 'alone'],
    text: `Engineering is the field of ${share}% of new leads${period.current} (${formatCount(c.engineeringLeads)} of ${formatCount(c.newLeads)})${against(direction, before, period.previous)}.`,
  };
}

/** Processing time: fewer days is better, so days going down is "improved". */
const PROCESSING_TITLES: Record<NonNullable<Direction> | 'alone', string> = {
  down: 'Processing time improved',
  same: 'Processing time unchanged',
  up: 'Processing time slower',
  alone: 'Processing time',
};

function processingInsight(c: InsightFigures, p: InsightFigures | null, period: Period): Told {
  if (c.offersDecided === 0 || c.avgProcessingDays === null) return { title: PROCESSING_TITLES.alone, text: `No offers decided${period.current || ' yet'}.` };
  const now = c.avgProcessingDays;
  const base = `Offers took ${counted(now, 'day', 'days')} on average from application to decision${period.current} (${counted(c.offersDecided, 'offer', 'offers')})`;
  const before = p && p.offersDecided > 0 && period.previous ? p.avgProcessingDays : null;
  const direction = directionOf(now, before);
  const title = PROCESSING_TITLES[direction ?? 'alone'];
  if (direction === null || before === null) return { title, text: `${base}.` };
  if (direction === 'same') return { title, text: `${base}, as in ${period.previous}.` };
  const than = `than in ${period.previous} (${counted(before, 'day', 'days')})`;
  // From 0 days no percentage can be given, only the direction.
  if (before === 0) return { title, text: `${base}, slower ${than}.` };
  const change = Math.round((Math.abs(before - now) / before) * 100);
  return { title, text: `${base}, ${change}% ${direction === 'down' ? 'faster' : 'slower'} ${than}.` };
}

/** '2026-12-03' as '3 Dec 2026': a calendar day, so read in UTC whatever the device's zone. */
const dayOf = (iso: string) => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));

function deadlinesInsight({ count, nearest }: Analytics['insights']['deadlinesSoon']): Told {
  const window = `in the next ${DEADLINE_SOON_DAYS} days`;
  if (count === 0 || !nearest) return { title: 'No deadlines approaching', text: `No draft or submitted application has a deadline ${window}.` };
  const title = 'Deadlines approaching';
  if (count === 1) return { title, text: `1 draft or submitted application has a deadline ${window}: ${dayOf(nearest)}.` };
  return { title, text: `${formatCount(count)} draft or submitted applications have a deadline ${window}; the nearest is ${dayOf(nearest)}.` };
}

/**
 * docs/PRODUCT.md §3.9: the four Mission Insights, each a sentence saying what the figures of the chosen range say,
 * against the period of the same length before it, under a heading that goes the same way as the sentence.
 */
export function missionInsights({ range, insights }: Pick<Analytics, 'range' | 'insights'>): Insight[] {
  const period = PERIODS[range];
  const { current: c, previous: p } = insights;
  return [
    { key: 'visa', ...visaInsight(c, p, period) },
    { key: 'engineering', ...engineeringInsight(c, p, period) },
    { key: 'deadlines', ...deadlinesInsight(insights.deadlinesSoon) },
    { key: 'processing', ...processingInsight(c, p, period) },
  ];
}
