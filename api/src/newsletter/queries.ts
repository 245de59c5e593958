import type { Knex } from 'knex';
import { CURRENT_CONSENT_TEXT } from '@contract';
import { recordConsent } from '../privacy/consents';

/**
 * Adds an address once: the unique index on lower(email) makes "Amina@x.com" and "amina@x.com" one subscriber.
 * Says nothing about whether it was on the list already: the answer must not tell anyone who subscribed.
 * A new address records its consent (docs/PRIVACY.md), held by the student of that address too when there is one.
 */
export async function subscribe(db: Knex, email: string): Promise<void> {
  await db.transaction(async (trx) => {
    const { rows } = await trx.raw<{ rows: { id: number }[] }>(
      'insert into newsletter_subscribers (email) values (?) on conflict ((lower(email))) do nothing returning id',
      [email],
    );
    const id = rows[0]?.id;
    if (id === undefined) return;
    const student = await trx('students')
      .whereNull('deleted_at')
      .whereNull('erased_at')
      .whereRaw("lower(personal_info->>'email') = lower(?)", [email])
      .orderBy('created_at')
      .first<{ id: string } | undefined>('id');
    await recordConsent(trx, {
      newsletterSubscriberId: id,
      studentId: student?.id,
      purpose: 'newsletter',
      textVersion: CURRENT_CONSENT_TEXT.newsletter,
      source: 'website',
    });
  });
}
