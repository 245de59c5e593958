import { DEFAULT_STUDENT_SORT, STUDENT_SORTS, type StudentSort } from '@contract/student-filter';

/** A table's sort state as TanStack Table keeps it: the column id, and whether descending. */
export type ColumnSort = { id: string; desc: boolean };

/** The table's sort state for the URL's order: the default order sorts by its column too, when the table shows it. */
export function sortingOf(sort: StudentSort | undefined): ColumnSort[] {
  const order = sort ?? DEFAULT_STUDENT_SORT;
  return [{ id: order.replace(/^-/, ''), desc: order.startsWith('-') }];
}

/** The URL's order for a table sort state; none (a column's sort removed) is the default order. */
export function sortParam(sorting: readonly ColumnSort[]): StudentSort | undefined {
  const first = sorting[0];
  if (!first) return undefined;
  const order = `${first.desc ? '-' : ''}${first.id}`;
  const known = (STUDENT_SORTS as readonly string[]).includes(order) ? (order as StudentSort) : undefined;
  return known === DEFAULT_STUDENT_SORT ? undefined : known;
}

/** The header's aria-sort for a column. */
export function ariaSortOf(sorting: readonly ColumnSort[], column: string): 'ascending' | 'descending' | 'none' {
  const sorted = sorting.find((s) => s.id === column);
  if (!sorted) return 'none';
  return sorted.desc ? 'descending' : 'ascending';
}
