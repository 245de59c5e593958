// Consents on record (docs/PRIVACY.md): one row per consent given, with the wording's version and where it was given.
import type { Knex } from 'knex';
import { OPTIONAL_CONSENTS, type Consent, type ConsentPurpose, type ConsentSource, type ConsentTextVersion } from '@contract';
import { RefusedError, recordNotFound } from '../data/errors';

export type NewConsent = {
  studentId?: string;
  newsletterSubscriberId?: number;
  purpose: ConsentPurpose;
  textVersion: ConsentTextVersion;
  source: ConsentSource;
  givenAt?: Date;
};

type ConsentRow = { id: string; purpose: Consent['purpose']; text_version: string; given_at: Date; source: Consent['source']; withdrawn_at: Date | null };

/** Records a consent; call it inside the write that collected it, so both are stored or neither is. */
export async function recordConsent(db: Knex, c: NewConsent): Promise<void> {
  await db('consents').insert({
    student_id: c.studentId ?? null,
    newsletter_subscriber_id: c.newsletterSubscriberId ?? null,
    purpose: c.purpose,
    text_version: c.textVersion,
    source: c.source,
    given_at: c.givenAt ?? db.fn.now(),
  });
}

const toConsent = (r: ConsentRow): Consent => ({
  id: String(r.id),
  purpose: r.purpose,
  textVersion: r.text_version,
  givenAt: r.given_at.toISOString(),
  source: r.source,
  withdrawnAt: r.withdrawn_at ? r.withdrawn_at.toISOString() : null,
});

/**
 * The student's consents, oldest first: their own, and a newsletter subscription under an address of theirs (signed
 * up before or apart from the enquiry).
 */
export async function consentsOf(db: Knex, studentId: string): Promise<Consent[]> {
  const rows = await db('consents as c')
    .where('c.student_id', studentId)
    .orWhereIn(
      'c.newsletter_subscriber_id',
      db('newsletter_subscribers as n')
        .join('students as s', (j) => j.on(db.raw("lower(n.email) = lower(s.personal_info->>'email')")))
        .where('s.id', studentId)
        .select('n.id'),
    )
    .orderBy([{ column: 'c.given_at' }, { column: 'c.id' }])
    .select<ConsentRow[]>('c.id', 'c.purpose', 'c.text_version', 'c.given_at', 'c.source', 'c.withdrawn_at');
  return rows.map(toConsent);
}

/**
 * The student withdraws an optional consent (newsletter, marketing); a newsletter one also takes the address off the
 * list. Withdrawing one already withdrawn changes nothing.
 */
export async function withdrawConsent(db: Knex, studentId: string, consentId: string): Promise<Consent[]> {
  await db.transaction(async (trx) => {
    const mine = (await consentsOf(trx, studentId)).find((c) => c.id === consentId);
    if (!mine) throw recordNotFound('consent');
    if (!OPTIONAL_CONSENTS.includes(mine.purpose)) {
      throw new RefusedError('Your consent to be contacted about your enquiry ends by asking for your data to be erased.');
    }
    if (mine.withdrawnAt) return;
    // The consent row stays, held by the student (the record of what was agreed and when); the address leaves the list.
    await trx('consents').where({ id: consentId }).update({ withdrawn_at: trx.fn.now(), student_id: studentId, newsletter_subscriber_id: null });
    if (mine.purpose === 'newsletter') {
      await trx('newsletter_subscribers')
        .whereRaw("lower(email) = (select lower(personal_info->>'email') from students where id = ?)", [studentId])
        .delete();
    }
  });
  return consentsOf(db, studentId);
}
