import type { VisaCaseFilter } from '@contract/case-filter';
import { VISA_CASE_SORTS, VISA_STATUSES, type VisaCaseSort } from '@contract/enums';
import { compact, oneOf, ownerFilter, searchText } from '../../lib/list-search';

/** The visa cases list's search, filters and order, kept in the URL (docs/PRODUCT.md §3.8). */
export type VisaCaseSearch = VisaCaseFilter;

export function parseVisaCaseSearch(raw: Record<string, unknown>): VisaCaseSearch {
  return compact({
    search: searchText(raw.search),
    status: oneOf(VISA_STATUSES, raw.status),
    owner: ownerFilter(raw.owner),
    sort: oneOf<VisaCaseSort>(VISA_CASE_SORTS, raw.sort),
  });
}
