import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { CURRENT_CONSENT_TEXT, ENQUIRY_MESSAGES, WEBSITE_TAG, type Enquiry, type Language, type PersonalInfo } from '@contract';
import { validationText } from '@contract/i18n/validation';
import { recordActivity } from '../crm-writes/audit';
import { withDomainErrors } from '../data/db-errors';
import { InvalidInputError } from '../data/errors';
import { invalidateFigures } from '../data/figures-cache';
import { eventForLead } from '../events/queries';
import { recordConsent } from '../privacy/consents';
import { onStudentCreated } from '../staff-tasks/rules';
import { onEnquiryReceived } from '../notifications/events';
import { findDuplicates, flagDuplicates } from '../students/duplicates';
import { readStudent } from '../students/write-queries';

/** Whether an enquiry with this id was received already (a resend is answered without counting it again). */
export async function enquiryExists(db: Knex, id: string): Promise<boolean> {
  return (await db('enquiries').where({ id }).first('id')) !== undefined;
}

const NO_SCHOLARSHIP = validationText('noScholarship');

const NO_UNIVERSITY = validationText('noUniversity');
const NO_PROGRAMME = validationText('noProgramme');

/** The university asked about must be a listed partner, and the programme one of its own (archived ones are refused). */
async function checkCourse(trx: Knex, enquiry: Enquiry): Promise<void> {
  if (enquiry.universityId === null) return;
  if (!(await trx('universities').where({ id: enquiry.universityId, archived: false }).first('id'))) {
    throw new InvalidInputError(NO_UNIVERSITY, [{ field: 'universityId', message: NO_UNIVERSITY }]);
  }
  if (enquiry.programmeId === null) return;
  if (!(await trx('programmes').where({ id: enquiry.programmeId, university_id: enquiry.universityId, archived: false }).first('id'))) {
    throw new InvalidInputError(NO_PROGRAMME, [{ field: 'programmeId', message: NO_PROGRAMME }]);
  }
}

/**
 * The scholarship, the university and programme, and the fair the enquiry names exist (else a 400 naming the
 * field). Checked before the enquiry is counted against the hourly allowance, so a mistake costs nothing, and again
 * in the write's transaction.
 */
export async function checkReferences(db: Knex, enquiry: Enquiry): Promise<{ id: string; name: string } | null> {
  if (enquiry.scholarshipId !== null && !(await db('scholarships').where({ id: enquiry.scholarshipId }).first('id'))) {
    throw new InvalidInputError(NO_SCHOLARSHIP, [{ field: 'scholarshipId', message: NO_SCHOLARSHIP }]);
  }
  await checkCourse(db, enquiry);
  // From a fair's QR code: the lead is credited to the fair, and carries its name as a tag.
  return enquiry.eventId ? eventForLead(db, enquiry.eventId, ENQUIRY_MESSAGES.eventId) : null;
}

/**
 * Stores an enquiry once per id: a new lead in the CRM (stage lead, tag Website, and the fair when its QR code opened
 * the form), flagged when its phone or e-mail
 * matches a live student (students/duplicates.ts), the enquiry beside it, and one activity entry, "New enquiry from
 * the website", that the timeline and the dashboard's Recent Mission Updates show (docs/PRODUCT.md §2.8). The
 * entry has no actor: no staff member made it.
 */
export async function receiveEnquiry(db: Knex, enquiry: Enquiry & { language: Language }, now = new Date()): Promise<{ created: boolean }> {
  const id = enquiry.id.toLowerCase();
  const created = await withDomainErrors(() =>
    db.transaction(async (trx) => {
      const event = await checkReferences(trx, enquiry);
      const studentId = randomUUID();
      // The enquiry claims its id first: a concurrent copy of this request waits here, then stores nothing.
      const claimed = await trx('enquiries')
        .insert({
          id,
          student_id: studentId,
          message: enquiry.message,
          intake: enquiry.intake,
          scholarship_id: enquiry.scholarshipId,
          name: enquiry.name,
          phone: enquiry.phone,
          email: enquiry.email,
          country: enquiry.country,
          field_of_study: enquiry.fieldOfStudy,
          university_id: enquiry.universityId,
          programme_id: enquiry.programmeId,
          language: enquiry.language,
          consented_at: now,
          created_at: now,
        })
        .onConflict('id')
        .ignore()
        .returning('id');
      if (claimed.length === 0) return false;
      const personalInfo: PersonalInfo = { name: enquiry.name };
      if (enquiry.phone) personalInfo.phone = enquiry.phone;
      if (enquiry.email) personalInfo.email = enquiry.email;
      if (enquiry.country) personalInfo.country = enquiry.country;
      await trx('students').insert({
        id: studentId,
        personal_info: JSON.stringify(personalInfo),
        field_of_study: enquiry.fieldOfStudy,
        stage: 'lead',
        tags: event ? [WEBSITE_TAG, event.name] : [WEBSITE_TAG],
        event_id: event?.id ?? null,
        // The language the enquiry was sent in: the portal opens in it, and what we send is written in it.
        preferred_language: enquiry.language,
      });
      // The consent on record (docs/PRIVACY.md): the wording the form showed, and whether a fair's QR code opened it.
      await recordConsent(trx, {
        studentId,
        purpose: 'enquiry',
        textVersion: CURRENT_CONSENT_TEXT.enquiry,
        source: event ? 'fair' : 'website',
        givenAt: now,
      });
      const student = (await readStudent(trx, studentId))!;
      await recordActivity(trx, { actorId: null, entity: 'student', entityId: studentId, action: 'enquired', before: null, after: student });
      await flagDuplicates(trx, studentId, await findDuplicates(trx, studentId, personalInfo));
      // No counselor yet and no staff member wrote it: its "First contact" waits unassigned for a manager.
      await onStudentCreated(trx, student, null);
      await onEnquiryReceived(trx, { id, studentId, name: enquiry.name, message: enquiry.message ?? null, counselorId: student.assignedCounselor });
      return true;
    }),
  );
  if (created) invalidateFigures(db);
  return { created };
}

/** Enquiries received since `since`: the dashboard's "New website enquiries" card. */
export async function countEnquiriesSince(db: Knex, since: Date): Promise<number> {
  const row = await db('enquiries as e')
    .join('students as s', 's.id', 'e.student_id')
    .whereNull('s.deleted_at')
    .where('e.created_at', '>=', since)
    .count<{ count: string }[]>({ count: '*' })
    .first();
  return Number(row?.count ?? 0);
}
