import { uuidOf } from '@contract/uuid';

/**
 * /enquire?scholarship=3 preselects a scholarship (the scholarships' "Apply Now"); ?university=4&programme=12 a
 * university and one of its programmes (a university page's "Enquire about this"); ?event=<id> credits a recruitment
 * fair (its QR code, docs/PRODUCT.md §3.18); ?sent=1 is where the form posted
 * without JavaScript lands once the enquiry is stored. Parsed by hand, not with zod: the route tree is in the entry
 * chunk (see universities/search.ts).
 */
export type EnquirySearch = {
  scholarship?: number | undefined;
  university?: number | undefined;
  programme?: number | undefined;
  event?: string | undefined;
  sent?: 1 | undefined;
};

const idOf = (raw: unknown): number | undefined => {
  const id = typeof raw === 'number' ? raw : typeof raw === 'string' ? Number(raw) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
};

export function parseEnquirySearch(raw: Record<string, unknown>): EnquirySearch {
  const university = idOf(raw.university);
  return {
    scholarship: idOf(raw.scholarship),
    university,
    // A programme means nothing without its university.
    programme: university ? idOf(raw.programme) : undefined,
    event: uuidOf(raw.event),
    sent: raw.sent === 1 || raw.sent === '1' ? 1 : undefined,
  };
}
