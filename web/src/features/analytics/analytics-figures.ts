import type { Analytics } from '@contract';
import { percentOf, scaleToMax } from '../../lib/format';

export type FunnelStep = { label: string; count: number; percent: number; caption: string };

/**
 * docs/PRODUCT.md §3.9: Leads, Applications, Offers, Visa Approvals, Arrivals, each with a whole percentage of the step
 * before it, the last labelled 'completion'. The first step is all of itself; a step after an empty one is 0%.
 */
export function funnelSteps(funnel: Analytics['conversionFunnel'] | undefined): FunnelStep[] {
  const f = funnel ?? { leads: 0, applications: 0, offers: 0, visaApprovals: 0, arrivals: 0 };
  const steps: [string, number][] = [
    ['Leads', f.leads],
    ['Applications', f.applications],
    ['Offers', f.offers],
    ['Visa Approvals', f.visaApprovals],
    ['Arrivals', f.arrivals],
  ];
  return steps.map(([label, count], i) => {
    const percent = i === 0 ? (count > 0 ? 100 : 0) : percentOf(count, steps[i - 1]![1]);
    const caption = i === steps.length - 1 ? 'completion' : i === 0 ? '' : 'conversion';
    return { label, count, percent, caption };
  });
}

export type TrendRow = Analytics['monthlyTrends'][number] & {
  /** Bar widths in percent, all against the largest figure of any month and series (docs/PRODUCT.md §3.9). */
  widths: { newStudents: number; applications: number; approvals: number };
};

/** The last 6 months, bars scaled to the maximum across all of them. */
export function trendRows(trends: Analytics['monthlyTrends'] | undefined): TrendRow[] {
  const rows = (trends ?? []).slice(-6);
  const flat = scaleToMax(rows.flatMap((r) => [r.newStudents, r.applications, r.approvals]));
  return rows.map((r, i) => ({
    ...r,
    widths: { newStudents: flat[i * 3]!, applications: flat[i * 3 + 1]!, approvals: flat[i * 3 + 2]! },
  }));
}
