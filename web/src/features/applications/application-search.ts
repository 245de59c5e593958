import type { ApplicationFilter } from '@contract/case-filter';
import { APPLICATION_SORTS, APPLICATION_STATUSES, type ApplicationSort } from '@contract/enums';
import { compact, oneOf, ownerFilter, positiveId, searchText } from '../../lib/list-search';

/** The applications list's search, filters and order, kept in the URL (docs/PRODUCT.md §3.7). */
export type ApplicationSearch = ApplicationFilter;

export function parseApplicationSearch(raw: Record<string, unknown>): ApplicationSearch {
  return compact({
    search: searchText(raw.search),
    status: oneOf(APPLICATION_STATUSES, raw.status),
    universityId: positiveId(raw.universityId),
    owner: ownerFilter(raw.owner),
    due: raw.due === '7d' ? ('7d' as const) : undefined,
    sort: oneOf<ApplicationSort>(APPLICATION_SORTS, raw.sort),
  });
}
