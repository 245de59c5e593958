// The applications and visa-case lists' filters and orders in SQL: the same rules as contract/case-filter.ts,
// which the offline lists use; api/test/case-filter.test.ts checks that both pick the same records in the same order.
import type { Knex } from 'knex';
import {
  APPLICATION_STATUSES,
  DEADLINE_STATUSES,
  DEADLINE_WINDOW_DAYS,
  NO_DATE,
  NO_DATE_EARLY,
  NO_TIME,
  NO_TIME_EARLY,
  sortField,
  VISA_STATUSES,
  type ApplicationListQuery,
  type VisaCaseListQuery,
} from '@contract';
import type { SortKey } from '../data/keyset';
import { containsPattern } from '../data/paging';
import type { StatusListing } from '../data/status-list';

const newest = (alias: string): SortKey[] => [
  { sql: `${alias}.created_at`, type: 'timestamptz', dir: 'desc' },
  { sql: `${alias}.id`, type: 'uuid', dir: 'desc' },
];

/** The owner filter on a column of admin ids: 'me', 'none' (unassigned) or one staff member's id. */
function whereOwner(query: Knex.QueryBuilder, column: string, owner: string | undefined, me: string) {
  if (!owner) return;
  if (owner === 'none') query.whereNull(column);
  else query.where(column, owner === 'me' ? me : owner.toLowerCase());
}

/** The search haystack as contract/case-filter.ts builds it: the parts joined by chr(31), missing ones empty. */
function whereFound(query: Knex.QueryBuilder, parts: readonly string[], search: string | undefined) {
  if (!search) return;
  const text = parts.map((part) => `coalesce(${part}, '')`).join(', ');
  query.whereRaw(`concat_ws(chr(31), ${text}) ilike ?`, [containsPattern(search.toLowerCase())]);
}

/** A status's place in its journey, from 1, as contract/case-filter.ts ranks it. */
const rank = (column: string, statuses: readonly string[]) => `array_position(array[${statuses.map((st) => `'${st}'`).join(', ')}]::text[], ${column}::text)`;
/** A text key in byte order, lower-cased (contract/case-filter.ts textKey). */
const text = (sql: string) => `lower(coalesce(${sql}, '')) collate "C"`;

/** One column's order (a table header), then newest first; 'updatedAt' and 'created' page by their time and id. */
function columnOrder(alias: string, sort: string, firsts: Record<string, Omit<SortKey, 'dir'> | ((dir: 1 | -1) => Omit<SortKey, 'dir'>)>): SortKey[] {
  const { field, dir } = sortField(sort);
  const direction = dir > 0 ? 'asc' : 'desc';
  if (field === 'updatedAt' || field === 'created') {
    const column = field === 'updatedAt' ? 'updated_at' : 'created_at';
    return [
      { sql: `${alias}.${column}`, type: 'timestamptz', dir: direction },
      { sql: `${alias}.id`, type: 'uuid', dir: direction },
    ];
  }
  const first = firsts[field]!;
  return [{ ...(typeof first === 'function' ? first(dir) : first), dir: direction }, ...newest(alias)];
}

const STATUSES = DEADLINE_STATUSES.map((s) => `'${s}'`).join(', ');
/** contract/deadlines.ts in SQL: a deadline within the window or past, on an application still draft or submitted. */
const SHOUTS = `(a.deadline_date is not null and a.status in (${STATUSES}) and a.deadline_date <= ?::date + ${DEADLINE_WINDOW_DAYS})`;

export const applicationListing: StatusListing<ApplicationListQuery> = {
  where: (query, { search, universityId, owner, due }, { me, today }) => {
    if (universityId !== undefined) query.where('a.university_id', universityId);
    whereOwner(query, 'a.assigned_owner', owner, me);
    if (due) query.whereRaw(SHOUTS, [today]);
    whereFound(query, ["s.personal_info->>'name'", 'a.program', 'u.name'], search);
  },
  order: (sort, today) => {
    const deadline = `coalesce(a.deadline_date, '${NO_DATE}'::date)`;
    if (sort) {
      return columnOrder('a', sort, {
        deadline: (dir) => ({ sql: `coalesce(a.deadline_date, '${dir > 0 ? NO_DATE : NO_DATE_EARLY}'::date)`, type: 'date' }),
        applied: { sql: `coalesce(a.application_date, '${NO_DATE_EARLY}'::date)`, type: 'date' },
        student: { sql: text('s.sort_name'), type: 'text' },
        university: { sql: text('u.name'), type: 'text' },
        status: { sql: rank('a.status', APPLICATION_STATUSES), type: 'int' },
      });
    }
    // The deadlines that shout first, soonest first; then the rest, newest first.
    return [
      { sql: `${SHOUTS}::int`, bindings: [today], type: 'int', dir: 'desc' },
      { sql: `case when ${SHOUTS} then ${deadline} else '${NO_DATE}'::date end`, bindings: [today], type: 'date', dir: 'asc' },
      ...newest('a'),
    ];
  },
  narrowed: (p) => Boolean(p.search || p.universityId !== undefined || p.owner || p.due),
  // The shouting deadlines along applications_deadline_order_idx, the rest newest first along applications_created_idx.
  defaultParts: (today) => ({
    first: { sql: SHOUTS, bindings: [today] },
    firstKeys: [{ sql: `coalesce(a.deadline_date, '${NO_DATE}'::date)`, type: 'date', dir: 'asc' }, ...newest('a')],
    restKeys: newest('a'),
  }),
};

export const visaCaseListing: StatusListing<VisaCaseListQuery> = {
  where: (query, { search, owner }, { me }) => {
    whereOwner(query, 'v.assigned_officer', owner, me);
    whereFound(query, ["s.personal_info->>'name'", 'v.visa_type'], search);
  },
  order: (sort) => {
    if (!sort || sort === '-created') return newest('v');
    return columnOrder('v', sort, {
      appointment: (dir) => ({ sql: `coalesce(v.appointment_date, '${dir > 0 ? NO_TIME : NO_TIME_EARLY}'::timestamptz)`, type: 'timestamptz' }),
      student: { sql: text('s.sort_name'), type: 'text' },
      visaType: { sql: text('v.visa_type'), type: 'text' },
      status: { sql: rank('v.status', VISA_STATUSES), type: 'int' },
    });
  },
  narrowed: (p) => Boolean(p.search || p.owner),
};
