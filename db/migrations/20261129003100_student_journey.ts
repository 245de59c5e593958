import type { Knex } from 'knex';

/**
 * The student's journey without dead ends (issue 28):
 * - an enquiry keeps every field the person filled, as typed then (the lead's profile may be edited later), and the
 *   university and programme it asked about (a university page's "Enquire about this"); a removed university or
 *   programme leaves the enquiry without it;
 * - an application may name its intake ('September 2027'), which the portal shows beside its status;
 * - a staff account may carry a work e-mail and WhatsApp number, which the student portal gives the students that
 *   person counsels (empty: the portal offers the consultancy's general contacts).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('enquiries', (t) => {
    t.text('name');
    t.text('phone');
    t.text('email');
    t.text('country');
    t.text('field_of_study');
    t.integer('university_id').references('universities.id').onDelete('SET NULL');
    t.integer('programme_id').references('programmes.id').onDelete('SET NULL');
  });
  // The enquiries received before this migration: what the lead was created with is what they sent.
  await knex.raw(`
    update enquiries e set
      name = s.personal_info->>'name',
      phone = s.personal_info->>'phone',
      email = s.personal_info->>'email',
      country = s.personal_info->>'country',
      field_of_study = s.field_of_study
    from students s where s.id = e.student_id`);
  await knex.schema.alterTable('applications', (t) => {
    t.text('intake');
  });
  await knex.schema.alterTable('admin_users', (t) => {
    t.text('email');
    t.text('whatsapp');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('admin_users', (t) => {
    t.dropColumn('whatsapp');
    t.dropColumn('email');
  });
  await knex.schema.alterTable('applications', (t) => {
    t.dropColumn('intake');
  });
  await knex.schema.alterTable('enquiries', (t) => {
    for (const column of ['programme_id', 'university_id', 'field_of_study', 'country', 'email', 'phone', 'name']) t.dropColumn(column);
  });
}
