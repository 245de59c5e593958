import type { Knex } from 'knex';
import type { Scholarship } from '@contract';

export async function listScholarships(db: Knex): Promise<Scholarship[]> {
  return db('scholarships')
    .select('id', 'title', 'provider', 'amount', 'coverage', 'deadline', 'eligibility', 'programs', 'color')
    .orderBy('id');
}
