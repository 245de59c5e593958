import type { Knex } from 'knex';

/**
 * The students list at 50,000 (issue 15 items 3 and 4, docs/PRODUCT.md §5.1): search finds tags (where a lead came
 * from) beside name, field of study and city, and, in a column of its own so the API can leave it out for roles that
 * may not read them, e-mail and the phone's digits; a name order and the source and country filters get columns and indexes.
 * contract/student-filter.ts repeats each expression for the offline list.
 */
export async function up(knex: Knex): Promise<void> {
  // array_to_string is only STABLE (it may print any element type); on text[] it is immutable, as a generated column needs.
  await knex.raw(`
    create function students_tags_text(tags text[]) returns text language sql immutable parallel safe
    as $$ select array_to_string(tags, chr(31)) $$`);
  await knex.raw(`
    create function students_tag_keys(tags text[]) returns text[] language sql immutable parallel safe
    as $$ select coalesce(array_agg(lower(t)), '{}') from unnest(tags) as t $$`);

  await knex.raw('drop index students_search_trgm');
  await knex.raw('alter table students drop column search_text');
  await knex.raw(`
    alter table students add column search_text text generated always as (
      lower(coalesce(personal_info->>'name', '') || chr(31) || coalesce(field_of_study, '') || chr(31) ||
            coalesce(destination_city, '') || chr(31) || students_tags_text(tags))
    ) stored`);
  await knex.raw(`
    alter table students add column contact_text text generated always as (
      lower(coalesce(personal_info->>'email', '')) || chr(31) ||
      regexp_replace(coalesce(personal_info->>'phone', ''), '\\D', '', 'g')
    ) stored`);
  // Byte order (collate "C"), as the offline list compares strings.
  await knex.raw(`
    alter table students add column sort_name text collate "C" generated always as (
      lower(coalesce(personal_info->>'name', ''))
    ) stored`);
  await knex.raw('create index students_search_trgm on students using gin (search_text gin_trgm_ops)');
  await knex.raw('create index students_contact_trgm on students using gin (contact_text gin_trgm_ops)');
  // The filters' values as columns: a list walking an order's index checks them on each row it passes, cheaply.
  await knex.raw("alter table students add column country text generated always as (personal_info->>'country') stored");
  await knex.raw('alter table students add column tag_keys text[] generated always as (students_tag_keys(tags)) stored');
  await knex.raw('create index students_sort_name_idx on students (sort_name, id)');
  await knex.raw('create index students_tag_keys_idx on students using gin (tag_keys)');
  // Names cluster by country (each country's names share their first letters), so "this country, A to Z" gets its
  // own index rather than walking the name order past the other countries' names.
  await knex.raw('create index students_country_name_idx on students (country, sort_name, id)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index students_country_name_idx');
  await knex.raw('drop index students_tag_keys_idx');
  await knex.raw('alter table students drop column tag_keys');
  await knex.raw('alter table students drop column country');
  await knex.raw('alter table students drop column sort_name');
  await knex.raw('alter table students drop column contact_text');
  await knex.raw('alter table students drop column search_text');
  await knex.raw(`
    alter table students add column search_text text generated always as (
      lower(coalesce(personal_info->>'name', '') || chr(31) || coalesce(field_of_study, '') || chr(31) ||
            coalesce(destination_city, ''))
    ) stored`);
  await knex.raw('create index students_search_trgm on students using gin (search_text gin_trgm_ops)');
  await knex.raw('drop function students_tag_keys(text[])');
  await knex.raw('drop function students_tags_text(text[])');
}
