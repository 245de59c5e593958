import { describe, expect, it } from 'vitest';
import type { Analytics, InsightFigures } from '@contract';
import { directionOf, missionInsights, type InsightKey } from './mission-insights';

const figures = (f: Partial<InsightFigures> = {}): InsightFigures => ({
  visaDecisions: 0,
  visaApprovals: 0,
  newLeads: 0,
  engineeringLeads: 0,
  offersDecided: 0,
  avgProcessingDays: null,
  ...f,
});
const none = { count: 0, nearest: null };

type Data = Partial<Pick<Analytics, 'range'>> & Partial<Analytics['insights']>;

function insight(key: InsightKey, data: Data) {
  const insights = { current: figures(), previous: figures(), deadlinesSoon: none, ...data };
  return missionInsights({ range: data.range ?? '30d', insights }).find((i) => i.key === key)!;
}
const text = (key: InsightKey, data: Data) => insight(key, data).text;
const title = (key: InsightKey, data: Data) => insight(key, data).title;

describe('missionInsights', () => {
  it("keeps the spec's headings, in order, where the figures bear them out", () => {
    const all = missionInsights({
      range: '30d',
      insights: {
        current: figures({ visaDecisions: 10, visaApprovals: 8, newLeads: 10, engineeringLeads: 5, offersDecided: 3, avgProcessingDays: 17 }),
        previous: figures({ visaDecisions: 10, visaApprovals: 6, newLeads: 10, engineeringLeads: 3, offersDecided: 3, avgProcessingDays: 20 }),
        deadlinesSoon: { count: 2, nearest: '2026-12-03' },
      },
    });
    expect(all.map((i) => i.title)).toEqual(['Strong visa performance', 'Engineering demand growing', 'Deadlines approaching', 'Processing time improved']);
  });

  it('turns each heading the way its sentence goes: better, worse, the same, or nothing to compare', () => {
    const visa = (now: number, before: number | null) =>
      title('visa', { current: figures({ visaDecisions: 10, visaApprovals: now }), previous: before === null ? null : figures({ visaDecisions: 10, visaApprovals: before }) });
    expect([visa(8, 6), visa(6, 8), visa(7, 7), visa(7, null)]).toEqual(['Strong visa performance', 'Visa approvals down', 'Visa performance steady', 'Visa performance']);
    expect(title('visa', { current: figures() })).toBe('Visa performance');

    const engineering = (now: number, before: number) =>
      title('engineering', { current: figures({ newLeads: 10, engineeringLeads: now }), previous: figures({ newLeads: 10, engineeringLeads: before }) });
    expect([engineering(5, 3), engineering(3, 5), engineering(4, 4)]).toEqual(['Engineering demand growing', 'Engineering demand easing', 'Engineering demand steady']);

    const processing = (now: number, before: number) =>
      insight('processing', { current: figures({ offersDecided: 5, avgProcessingDays: now }), previous: figures({ offersDecided: 4, avgProcessingDays: before }) });
    expect(processing(17, 20)).toMatchObject({ title: 'Processing time improved', text: expect.stringContaining('faster') });
    expect(processing(17, 10)).toMatchObject({ title: 'Processing time slower', text: expect.stringContaining('slower') });
    expect(processing(17, 17)).toMatchObject({ title: 'Processing time unchanged', text: expect.stringContaining(', as in the previous 30 days.') });
    expect(processing(3, 0)).toEqual({
      key: 'processing',
      title: 'Processing time slower',
      text: 'Offers took 3 days on average from application to decision in the last 30 days (5 offers), slower than in the previous 30 days (0 days).',
    });
    expect(title('processing', { range: 'all', current: figures({ offersDecided: 1, avgProcessingDays: 1 }), previous: null })).toBe('Processing time');

    expect(title('deadlines', { deadlinesSoon: { count: 1, nearest: '2027-01-02' } })).toBe('Deadlines approaching');
    expect(title('deadlines', {})).toBe('No deadlines approaching');
  });

  it('reads a direction from two figures, or none without a figure before', () => {
    expect([directionOf(5, 3), directionOf(3, 5), directionOf(4, 4), directionOf(4, null)]).toEqual(['up', 'down', 'same', null]);
  });

  it('gives the visa approval rate and its change against the previous period', () => {
    const current = figures({ visaDecisions: 15, visaApprovals: 8 });
    expect(text('visa', { current, previous: figures({ visaDecisions: 18, visaApprovals: 11 }) })).toBe(
      '53% of visa decisions in the last 30 days were approvals (8 of 15), down from 61% in the previous 30 days.',
    );
    expect(text('visa', { range: 'quarter', current, previous: figures({ visaDecisions: 10, visaApprovals: 4 }) })).toBe(
      '53% of visa decisions in the last quarter were approvals (8 of 15), up from 40% in the previous quarter.',
    );
    expect(text('visa', { range: 'year', current, previous: figures({ visaDecisions: 30, visaApprovals: 16 }) })).toBe(
      '53% of visa decisions in the last year were approvals (8 of 15), the same as in the previous year.',
    );
  });

  it('states the figure alone when there is nothing to compare: all time, or no decisions before', () => {
    const current = figures({ visaDecisions: 15, visaApprovals: 8 });
    expect(text('visa', { range: 'all', current, previous: null })).toBe('53% of visa decisions were approvals (8 of 15).');
    expect(text('visa', { current, previous: figures() })).toBe('53% of visa decisions in the last 30 days were approvals (8 of 15).');
    expect(text('visa', { current: figures() })).toBe('No visa decisions in the last 30 days.');
    expect(text('visa', { range: 'all', current: figures(), previous: null })).toBe('No visa decisions yet.');
  });

  it("gives engineering's share of new leads and its change", () => {
    expect(
      text('engineering', { current: figures({ newLeads: 50, engineeringLeads: 12 }), previous: figures({ newLeads: 40, engineeringLeads: 7 }) }),
    ).toBe('Engineering is the field of 24% of new leads in the last 30 days (12 of 50), up from 18% in the previous 30 days.');
    expect(text('engineering', { current: figures() })).toBe('No new leads in the last 30 days.');
  });

  it('counts the draft or submitted applications due soon, with the nearest deadline', () => {
    expect(text('deadlines', { deadlinesSoon: { count: 7, nearest: '2026-12-03' } })).toBe(
      '7 draft or submitted applications have a deadline in the next 30 days; the nearest is 3 Dec 2026.',
    );
    expect(text('deadlines', { deadlinesSoon: { count: 1, nearest: '2027-01-02' } })).toBe(
      '1 draft or submitted application has a deadline in the next 30 days: 2 Jan 2027.',
    );
    expect(text('deadlines', {})).toBe('No draft or submitted application has a deadline in the next 30 days.');
  });

  it('compares the days from application to offer with the previous period, faster or slower', () => {
    const current = figures({ offersDecided: 5, avgProcessingDays: 17 });
    expect(text('processing', { current, previous: figures({ offersDecided: 4, avgProcessingDays: 20 }) })).toBe(
      'Offers took 17 days on average from application to decision in the last 30 days (5 offers), 15% faster than in the previous 30 days (20 days).',
    );
    expect(text('processing', { current, previous: figures({ offersDecided: 2, avgProcessingDays: 10 }) })).toBe(
      'Offers took 17 days on average from application to decision in the last 30 days (5 offers), 70% slower than in the previous 30 days (10 days).',
    );
    expect(text('processing', { current, previous: figures({ offersDecided: 1, avgProcessingDays: 17 }) })).toBe(
      'Offers took 17 days on average from application to decision in the last 30 days (5 offers), as in the previous 30 days.',
    );
    expect(text('processing', { range: 'all', current: figures({ offersDecided: 1, avgProcessingDays: 1 }), previous: null })).toBe(
      'Offers took 1 day on average from application to decision (1 offer).',
    );
    expect(text('processing', { current: figures() })).toBe('No offers decided in the last 30 days.');
  });
});
