import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicEvent } from '@contract/events';
import { ApiError } from '../../../lib/api-client';

/**
 * GET /api/events/:id: the fair whose QR code opened /enquire?event=<id>, loaded by the default loader from the key.
 * null when the server rendered the page for a fair it does not know (api/src/ssr/public-data.ts).
 */
export const publicEventQueryOptions = (id: string) => queryOptions<PublicEvent | null>({ queryKey: ['/api/events', id] });

/**
 * The fair an enquiry is credited to: `event` once known; `credited` false only when the server says there is no
 * such fair (the enquiry then goes uncredited rather than refused). Without a connection the id is kept: the server
 * decides when the enquiry reaches it.
 */
export function useEnquiryFair(id: string | undefined): { event: PublicEvent | undefined; credited: boolean } {
  const query = useQuery({ ...publicEventQueryOptions(id ?? ''), enabled: id !== undefined });
  const unknown = query.data === null || (query.error instanceof ApiError && query.error.status === 404);
  return { event: query.data ?? undefined, credited: id !== undefined && !unknown };
}
