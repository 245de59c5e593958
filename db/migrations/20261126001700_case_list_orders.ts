import type { Knex } from 'knex';

/**
 * The applications and visa-case lists' orders (issue 15 item 3, docs/PRODUCT.md §3.7, §3.8): soonest deadline or
 * appointment first, none last, then newest. The expressions are the ones api/src/case-records/list-filters.ts
 * orders by, so a page is read from the index. (Last updated first uses the sync's (updated_at, id) index.) The
 * deadlines that shout, still draft or submitted, have a small index of their own for the default order and `due`.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(
    "create index applications_deadline_order_idx on applications ((coalesce(deadline_date, '9999-12-31'::date)), created_at desc, id desc) where deleted_at is null",
  );
  await knex.raw(
    "create index applications_open_deadline_idx on applications (deadline_date) where deleted_at is null and deadline_date is not null and status in ('draft', 'submitted')",
  );
  await knex.raw(
    "create index visa_cases_appointment_order_idx on visa_cases ((coalesce(appointment_date, '9999-12-31T00:00:00.000Z'::timestamptz)), created_at desc, id desc) where deleted_at is null",
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index visa_cases_appointment_order_idx');
  await knex.raw('drop index applications_open_deadline_idx');
  await knex.raw('drop index applications_deadline_order_idx');
}
