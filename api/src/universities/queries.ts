import type { Knex } from 'knex';
import type { University } from '../contract';

/** The public partner list: every column the university cards show, alphabetically. */
export async function listUniversities(db: Knex): Promise<University[]> {
  return db('universities')
    .select('id', 'name', 'location', 'ranking', 'specialties', 'image', 'description', 'programs', 'students', 'type')
    .orderBy('name');
}
