import type { Knex } from 'knex';
import { publicArticles } from '../news/queries';

export type Dated = { id: number; lastmod: Date };

/** Each university page not archived, dated by the last change to the university or one of its programmes. */
export async function universityPages(db: Knex): Promise<Dated[]> {
  return db('universities as u')
    .leftJoin('programmes as p', 'p.university_id', 'u.id')
    .where('u.archived', false)
    .groupBy('u.id')
    .orderBy('u.id')
    .select<Dated[]>('u.id', db.raw('greatest(u.updated_at, max(p.updated_at)) as lastmod'));
}

/** Each public article's page (published, or scheduled and due), dated by its publication. */
export async function articlePages(db: Knex): Promise<Dated[]> {
  return publicArticles(db).orderBy('id').select<Dated[]>('id', 'published_at as lastmod');
}
