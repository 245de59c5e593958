import { uuidOf } from '@contract/uuid';

/**
 * /enquire?scholarship=3 preselects a scholarship (the scholarships' "Apply Now"); ?event=<id> credits a recruitment
 * fair (its QR code, docs/PRODUCT.md §3.18); ?sent=1 is where the form posted
 * without JavaScript lands once the enquiry is stored. Parsed by hand, not with zod: the route tree is in the entry
 * chunk (see universities/search.ts).
 */
export type EnquirySearch = { scholarship?: number | undefined; event?: string | undefined; sent?: 1 | undefined };

export function parseEnquirySearch(raw: Record<string, unknown>): EnquirySearch {
  const scholarship = typeof raw.scholarship === 'number' ? raw.scholarship : typeof raw.scholarship === 'string' ? Number(raw.scholarship) : NaN;
  return {
    scholarship: Number.isSafeInteger(scholarship) && scholarship > 0 ? scholarship : undefined,
    event: uuidOf(raw.event),
    sent: raw.sent === 1 || raw.sent === '1' ? 1 : undefined,
  };
}
