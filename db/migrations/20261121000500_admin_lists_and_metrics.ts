import type { Knex } from 'knex';

/**
 * What the admin lists and figures need at 50,000 students (docs/PERFORMANCE.md, docs/METRICS.md):
 * keyset-paging indexes for every filter the lists offer, and the date a fee was paid, which the
 * revenue figures are counted by.
 */
export async function up(knex: Knex): Promise<void> {
  // Newest first, filtered: each list walks one of these backwards and stops after a page.
  await knex.raw('create index students_stage_created_idx on students (stage, created_at, id)');
  await knex.raw('create index students_priority_created_idx on students (priority, created_at, id)');
  await knex.raw('create index students_stage_priority_created_idx on students (stage, priority, created_at, id)');
  await knex.raw('create index applications_created_idx on applications (created_at, id)');
  await knex.raw('create index applications_status_created_idx on applications (status, created_at, id)');
  await knex.raw('create index visa_cases_created_idx on visa_cases (created_at, id)');
  await knex.raw('create index visa_cases_status_created_idx on visa_cases (status, created_at, id)');
  // Monthly approvals count offers by their decision date.
  await knex.raw('create index applications_decision_date_idx on applications (decision_date) where decision_date is not null');

  // When the fee was received: revenue per month is counted by it. Rows already paid take their application date.
  await knex.schema.alterTable('applications', (t) => {
    t.timestamp('fee_paid_at', { useTz: true });
  });
  await knex.raw("update applications set fee_paid_at = application_date::timestamptz where fee_status = 'paid'");
  await knex.raw(`alter table applications add constraint applications_fee_paid_check
    check (fee_paid_at is null or fee_status = 'paid')`);
  // Whoever marks a fee paid need not set the date: the database records it, and clears it when the fee is unpaid.
  await knex.raw(`
    create function applications_fee_paid_at() returns trigger language plpgsql as $$
    begin
      if new.fee_status is distinct from 'paid' then
        new.fee_paid_at := null;
      elsif new.fee_paid_at is null then
        new.fee_paid_at := now();
      end if;
      return new;
    end $$`);
  await knex.raw(`
    create trigger applications_fee_paid_at before insert or update of fee_status, fee_paid_at on applications
    for each row execute function applications_fee_paid_at()`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop trigger applications_fee_paid_at on applications');
  await knex.raw('drop function applications_fee_paid_at()');
  await knex.raw('alter table applications drop constraint applications_fee_paid_check');
  await knex.schema.alterTable('applications', (t) => {
    t.dropColumn('fee_paid_at');
  });
  for (const index of [
    'students_stage_created_idx',
    'students_priority_created_idx',
    'students_stage_priority_created_idx',
    'applications_created_idx',
    'applications_status_created_idx',
    'visa_cases_created_idx',
    'visa_cases_status_created_idx',
    'applications_decision_date_idx',
  ]) {
    await knex.raw(`drop index ${index}`);
  }
}
