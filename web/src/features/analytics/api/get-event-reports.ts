import { useQuery } from '@tanstack/react-query';
import type { EventWithReport } from '@contract/events';
import { apiRequest } from '../../../lib/api-client';

export const EVENT_REPORTS_URL = '/api/admin/events/reports';

/** GET /api/admin/events/reports: every recruitment fair with its report, for the comparison (events:read). */
export const useEventReports = (enabled: boolean) =>
  useQuery({
    queryKey: [EVENT_REPORTS_URL],
    queryFn: ({ signal }) => apiRequest<EventWithReport[]>('GET', EVENT_REPORTS_URL, undefined, signal),
    enabled,
    staleTime: 60_000,
  });
