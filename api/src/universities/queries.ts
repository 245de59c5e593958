import type { Knex } from 'knex';
import type { University, UniversityOption } from '@contract';

/** The public partner list: every column the university cards show, alphabetically. */
export async function listUniversities(db: Knex): Promise<University[]> {
  return db('universities')
    .select('id', 'name', 'location', 'ranking', 'specialties', 'image', 'description', 'programs', 'students', 'type')
    .orderBy('name');
}

/** The admin screens' university picker and name lookup: id and name only, alphabetically. */
export async function listUniversityOptions(db: Knex): Promise<UniversityOption[]> {
  return db('universities').select('id', 'name').orderBy('name');
}
