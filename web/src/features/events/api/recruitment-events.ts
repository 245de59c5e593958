import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RecruitmentEvent } from '@contract/events';
import { apiRequest } from '../../../lib/api-client';
import { keptOffline } from '../../../lib/offline/persisted-queries';

// Read by the events pages, and through features/events/index.ts by fair mode on the lead form and the students
// list's event filter.

export const EVENTS_URL = '/api/admin/events';

/**
 * GET /api/admin/events: every recruitment fair. Saved on the device (fetched after sign-in, app/offline-answers.ts)
 * as the assignable staff are, so fair mode can be switched on at a stand with no network.
 */
export const eventsQueryOptions = () =>
  queryOptions<RecruitmentEvent[]>({
    queryKey: [EVENTS_URL],
    queryFn: ({ signal }) => apiRequest<RecruitmentEvent[]>('GET', EVENTS_URL, undefined, signal),
    staleTime: 5 * 60_000,
    ...keptOffline,
  });

export const useEvents = (enabled = true) => useQuery({ ...eventsQueryOptions(), enabled });

/** "14–15 Mar 2026" style: the fair's days. */
export function eventDates(event: Pick<RecruitmentEvent, 'startDate' | 'endDate'>, locale = 'en-GB'): string {
  const format = (day: string) => new Date(`${day}T00:00:00Z`).toLocaleDateString(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  return event.startDate === event.endDate ? format(event.startDate) : `${format(event.startDate)} – ${format(event.endDate)}`;
}
