import type { Knex } from 'knex';

/**
 * Adds an address once: the unique index on lower(email) makes "Amina@x.com" and "amina@x.com" one subscriber.
 * Answers whether the address was already on the list.
 */
export async function subscribe(db: Knex, email: string): Promise<{ alreadySubscribed: boolean }> {
  const { rows } = await db.raw<{ rows: { id: number }[] }>(
    'insert into newsletter_subscribers (email) values (?) on conflict ((lower(email))) do nothing returning id',
    [email],
  );
  return { alreadySubscribed: rows.length === 0 };
}
