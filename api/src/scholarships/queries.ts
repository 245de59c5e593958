import type { Knex } from 'knex';
import type { Scholarship } from '@contract';

/** The scholarships the public page lists: every one not archived, a passed deadline included (it says so). */
export async function listScholarships(db: Knex): Promise<Scholarship[]> {
  return db('scholarships')
    .where({ archived: false })
    .select(
      'id',
      'title',
      'provider',
      'amount',
      'coverage',
      // The editor's words, or else the date as the seeded deadlines are written ("March 31, 2027").
      db.raw("coalesce(nullif(deadline, ''), to_char(deadline_date, 'FMMonth FMDD, YYYY')) as deadline"),
      db.raw(`to_char(deadline_date, 'YYYY-MM-DD') as "deadlineDate"`),
      'eligibility',
      'programs',
      'color',
    )
    .orderBy('id');
}
