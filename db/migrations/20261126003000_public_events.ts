import type { Knex } from 'knex';

/**
 * The enquiry page a fair's QR code opens names the fair (docs/PRODUCT.md §2.8), so the events table joins the public
 * content (20261126000900_content_version.ts): renaming a fair shows on the next request of its rendered page.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`create trigger events_content_version after insert or update or delete or truncate on events
    for each statement execute function bump_content_version()`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop trigger events_content_version on events');
}
