// Recruitment fairs as Mission Control writes them (docs/PRODUCT.md §3.18): the event, its report (the funnel of
// the leads it brought in, docs/METRICS.md), and the conversion and cost figures the event page and the analytics
// page show, computed once here.
import { z } from 'zod';
import { requiredText } from './text-fields';

export const eventSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  city: z.string(),
  country: z.string(),
  venue: z.string(),
  /** YYYY-MM-DD. */
  startDate: z.string(),
  endDate: z.string(),
  /** What the fair cost, in US dollars; null when not set. */
  cost: z.number().nullable(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type RecruitmentEvent = z.infer<typeof eventSchema>;

/** GET /api/events/:id, for anyone: what the enquiry page says of the fair whose QR code opened it (no cost). */
export const publicEventSchema = eventSchema.pick({ id: true, name: true, city: true, country: true, venue: true, startDate: true, endDate: true });
export type PublicEvent = z.infer<typeof publicEventSchema>;

const day = (message: string) => z.iso.date(message);

const cost = z
  .number('Enter the cost as a number of dollars.')
  .min(0, 'The cost cannot be negative.')
  .max(10_000_000, 'The cost looks too large.')
  .nullish()
  .transform((v) => v ?? null);

const eventFields = z.object({
  name: requiredText(120, 'Enter the name of the fair, e.g. Nairobi Education Fair 2026.'),
  city: requiredText(80, 'Enter the city.'),
  country: requiredText(80, 'Enter the country.'),
  venue: requiredText(160, 'Enter the venue.'),
  startDate: day('Enter the first day as YYYY-MM-DD.'),
  endDate: day('Enter the last day as YYYY-MM-DD.'),
  cost,
});

const endsAfterStart = <T extends { startDate?: string; endDate?: string }>(value: T, ctx: z.RefinementCtx) => {
  if (value.startDate && value.endDate && value.endDate < value.startDate) {
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'The last day cannot be before the first day.' });
  }
};

/** POST /api/admin/events: `id` is made by the client, so a resent create stores one event. */
export const eventCreateSchema = eventFields.extend({ id: z.uuid('The event needs an id made by the client.') }).superRefine(endsAfterStart);
export type EventCreateInput = z.infer<typeof eventCreateSchema>;

/** PATCH /api/admin/events/:id at the version the editor saw (409 otherwise). */
export const eventPatchSchema = eventFields
  .partial()
  .extend({ version: z.number('The version of the event you edited is missing.').int().min(1) })
  .strict()
  .superRefine(endsAfterStart);
export type EventPatchInput = z.infer<typeof eventPatchSchema>;

/** The query of the events list and of the analytics' comparison: `search` in the name, city or venue. */
export const eventListQuerySchema = z.object({ search: z.string().trim().max(100, 'Keep the search under 100 characters.').optional() });

/**
 * GET /api/admin/events/:id/report: the students the fair brought in (its leads) and how far they went, counted as
 * the analytics funnel counts them (docs/METRICS.md): applications, offers, approved visas and arrivals are students
 * at or past that step. Cost per lead and per arrival are null without a cost or without leads or arrivals.
 */
export const eventReportSchema = z.object({
  leads: z.number().int(),
  applications: z.number().int(),
  offers: z.number().int(),
  visasApproved: z.number().int(),
  arrivals: z.number().int(),
  costPerLead: z.number().nullable(),
  costPerArrival: z.number().nullable(),
});
export type EventReport = z.infer<typeof eventReportSchema>;
export type EventCounts = Omit<EventReport, 'costPerLead' | 'costPerArrival'>;

/** GET /api/admin/events/reports: each fair with its report, for the analytics page's comparison. */
export const eventWithReportSchema = eventSchema.extend({ report: eventReportSchema });
export type EventWithReport = z.infer<typeof eventWithReportSchema>;

/** Dollars per unit, to the cent; null when there is no cost or nothing to divide by. */
export function costPer(cost: number | null, count: number): number | null {
  if (cost === null || count <= 0) return null;
  return Math.round((cost / count) * 100) / 100;
}

/** The report from the counts and the event's cost. */
export function eventReportOf(counts: EventCounts, cost: number | null): EventReport {
  return { ...counts, costPerLead: costPer(cost, counts.leads), costPerArrival: costPer(cost, counts.arrivals) };
}

export const FUNNEL_STEPS = [
  { key: 'leads', label: 'Leads' },
  { key: 'applications', label: 'Applications' },
  { key: 'offers', label: 'Offers' },
  { key: 'visasApproved', label: 'Visas approved' },
  { key: 'arrivals', label: 'Arrivals' },
] as const satisfies readonly { key: keyof EventCounts; label: string }[];

/**
 * Each step of the funnel with its count, the share of the step before it that reached it (`fromPrevious`) and of
 * the leads (`fromLeads`), as whole percentages; null where the step before is 0 (nothing to convert), and for the
 * first step's fromPrevious.
 */
export type ConversionStep = { key: keyof EventCounts; label: string; count: number; fromPrevious: number | null; fromLeads: number | null };

const percent = (part: number, whole: number): number | null => (whole > 0 ? Math.round((100 * part) / whole) : null);

export function eventConversion(counts: EventCounts): ConversionStep[] {
  return FUNNEL_STEPS.map(({ key, label }, i) => {
    const previous = i === 0 ? null : counts[FUNNEL_STEPS[i - 1]!.key];
    return {
      key,
      label,
      count: counts[key],
      fromPrevious: previous === null ? null : percent(counts[key], previous),
      fromLeads: percent(counts[key], counts.leads),
    };
  });
}

/** The enquiry page's address for a fair's QR code, on the site's origin. */
export const eventEnquiryUrl = (origin: string, eventId: string): string => `${origin.replace(/\/+$/, '')}/enquire?event=${encodeURIComponent(eventId)}`;
