// The applications and visa-case lists' filters and orders in SQL: the same rules as contract/case-filter.ts,
// which the offline lists use; api/test/case-filter.test.ts checks that both pick the same records in the same order.
import type { Knex } from 'knex';
import { DEADLINE_STATUSES, DEADLINE_WINDOW_DAYS, NO_DATE, NO_TIME, type ApplicationListQuery, type VisaCaseListQuery } from '@contract';
import type { SortKey } from '../data/keyset';
import { containsPattern } from '../data/paging';
import type { StatusListing } from '../data/status-list';

const newest = (alias: string): SortKey[] => [
  { sql: `${alias}.created_at`, type: 'timestamptz', dir: 'desc' },
  { sql: `${alias}.id`, type: 'uuid', dir: 'desc' },
];
const lastUpdated = (alias: string): SortKey[] => [
  { sql: `${alias}.updated_at`, type: 'timestamptz', dir: 'desc' },
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
    if (sort === 'deadline') return [{ sql: deadline, type: 'date', dir: 'asc' }, ...newest('a')];
    if (sort === '-updatedAt') return lastUpdated('a');
    // The deadlines that shout first, soonest first; then the rest, newest first.
    return [
      { sql: `${SHOUTS}::int`, bindings: [today], type: 'int', dir: 'desc' },
      { sql: `case when ${SHOUTS} then ${deadline} else '${NO_DATE}'::date end`, bindings: [today], type: 'date', dir: 'asc' },
      ...newest('a'),
    ];
  },
  narrowed: (p) => Boolean(p.search || p.universityId !== undefined || p.owner || p.due),
};

export const visaCaseListing: StatusListing<VisaCaseListQuery> = {
  where: (query, { search, owner }, { me }) => {
    whereOwner(query, 'v.assigned_officer', owner, me);
    whereFound(query, ["s.personal_info->>'name'", 'v.visa_type'], search);
  },
  order: (sort) => {
    if (sort === 'appointment') {
      return [{ sql: `coalesce(v.appointment_date, '${NO_TIME}'::timestamptz)`, type: 'timestamptz', dir: 'asc' }, ...newest('v')];
    }
    if (sort === '-updatedAt') return lastUpdated('v');
    return newest('v');
  },
  narrowed: (p) => Boolean(p.search || p.owner),
};
