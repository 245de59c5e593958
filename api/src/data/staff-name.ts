import type { Knex } from 'knex';

/**
 * The full name of the staff member a record is assigned to, selected `as` a column: a lookup by primary key per
 * row, so the list queries keep their plans (no join to reorder) and an unassigned record reads null.
 */
export function staffName(db: Knex, idColumn: string, as: string): Knex.Raw {
  return db.raw('(select au.full_name from admin_users au where au.id = ??) as ??', [idColumn, as]);
}
