import type { Knex } from 'knex';

/**
 * Adds an address once: the unique index on lower(email) makes "Amina@x.com" and "amina@x.com" one subscriber.
 * Says nothing about whether it was on the list already: the answer must not tell anyone who subscribed.
 */
export async function subscribe(db: Knex, email: string): Promise<void> {
  await db.raw('insert into newsletter_subscribers (email) values (?) on conflict ((lower(email))) do nothing', [email]);
}
