import type { Knex } from 'knex';
import {
  APPLICATION_STATUS_LABELS,
  DOCUMENT_TYPE_LABELS,
  fixedDocumentType,
  VISA_STATUS_LABELS,
  type Application,
  type VisaCase,
} from '@contract';
import { PORTAL_PATH } from '@contract/portal-session';
import { admissionsLeads, firstName, recipientContact } from './recipients';
import { notify, type NoticeValue } from './notify';

// The events of issue 30 item 5, each called by its write path inside the write's transaction (the routes stay
// thin). Each event key names the change, so a resent write notifies no one twice.

const student = (id: string) => ({ type: 'student' as const, id });
const staff = (id: string) => ({ type: 'staff' as const, id });

async function studentFirstName(trx: Knex, studentId: string): Promise<string> {
  return firstName((await recipientContact(trx, student(studentId)))?.name);
}

/** A website enquiry: the acknowledgement to the student (an e-mail when they gave one), a notice to its owner or the admissions leads. */
export async function onEnquiryReceived(
  trx: Knex,
  enquiry: { id: string; studentId: string; name: string; message: string | null; counselorId: string | null },
): Promise<void> {
  await notify(trx, {
    event: 'enquiry.acknowledged',
    key: `enquiry:${enquiry.id}`,
    recipients: [student(enquiry.studentId)],
    values: { firstName: firstName(enquiry.name) },
  });
  await notify(trx, {
    event: 'enquiry.received',
    key: `enquiry:${enquiry.id}`,
    recipients: enquiry.counselorId ? [staff(enquiry.counselorId)] : await admissionsLeads(trx),
    values: { studentName: enquiry.name, message: enquiry.message ?? '' },
    link: `/admin/students/${enquiry.studentId}`,
  });
}

/** A portal invitation: its link goes by e-mail only (it is kept out of the in-app text and dropped once sent). */
export async function onPortalInvited(trx: Knex, invite: { id: string; studentId: string; link: string; expiresAt: Date }): Promise<void> {
  await notify(trx, {
    event: 'portal.invited',
    key: `portal.invited:${invite.id}`,
    recipients: [student(invite.studentId)],
    values: { firstName: await studentFirstName(trx, invite.studentId), expiresDate: { date: invite.expiresAt.toISOString().slice(0, 10) } },
    privateValues: { link: invite.link },
    link: PORTAL_PATH,
  });
}

/** A fixed document type in the recipient's language; one an application's requirements added, in its own words. */
const documentLabel = (type: string): NoticeValue => {
  const fixed = fixedDocumentType(type);
  if (fixed) return { message: `portal.docs.type.${fixed}`, english: DOCUMENT_TYPE_LABELS[fixed] };
  const words = type.replace(/^extra:/, '').replaceAll(/[-_]/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export async function onDocumentReviewed(
  trx: Knex,
  document: { id: string; student_id: string; type: string; status: string; reason: string | null; version: number },
): Promise<void> {
  if (document.status !== 'verified' && document.status !== 'rejected') return;
  await notify(trx, {
    event: document.status === 'verified' ? 'document.verified' : 'document.rejected',
    key: `document.${document.status}:${document.id}:${document.version}`,
    recipients: [student(document.student_id)],
    values: { firstName: await studentFirstName(trx, document.student_id), documentType: documentLabel(document.type), reason: document.reason },
    link: PORTAL_PATH,
  });
}

/** An application's status moved (not its creation). */
export async function onApplicationStatus(trx: Knex, application: Application, before: Application | null): Promise<void> {
  if (!before || before.status === application.status) return;
  await notify(trx, {
    event: 'application.status_changed',
    key: `application.status:${application.id}:${application.version}`,
    recipients: [student(application.studentId)],
    values: {
      firstName: await studentFirstName(trx, application.studentId),
      university: application.universityName,
      program: application.program,
      status: { message: `portal.track.application.status.${application.status}`, english: APPLICATION_STATUS_LABELS[application.status] },
    },
    link: PORTAL_PATH,
  });
}

export async function onVisaCaseStatus(trx: Knex, visa: VisaCase, before: VisaCase | null): Promise<void> {
  if (!before || before.status === visa.status) return;
  await notify(trx, {
    event: 'visa_case.status_changed',
    key: `visa_case.status:${visa.id}:${visa.version}`,
    recipients: [student(visa.studentId)],
    values: {
      firstName: await studentFirstName(trx, visa.studentId),
      visaType: visa.visaType,
      status: { message: `portal.track.visa.status.${visa.status}`, english: VISA_STATUS_LABELS[visa.status] },
    },
    link: PORTAL_PATH,
  });
}

export async function onStudentTaskAdded(trx: Knex, task: { id: string; studentId: string; title: string; dueDate: string | null }): Promise<void> {
  await notify(trx, {
    event: 'student_task.added',
    key: `student_task.added:${task.id}`,
    recipients: [student(task.studentId)],
    values: { firstName: await studentFirstName(trx, task.studentId), task: task.title, dueDate: { date: task.dueDate } },
    link: PORTAL_PATH,
  });
}

/** A student given to a counselor by someone else: the counselor hears of it (not when they took it themselves). */
export async function onLeadAssigned(
  trx: Knex,
  lead: { id: string; name: string | null; counselorId: string | null; previousCounselorId: string | null; version: number },
  actorId: string | null,
): Promise<void> {
  if (!lead.counselorId || lead.counselorId === lead.previousCounselorId || lead.counselorId === actorId) return;
  const contact = await recipientContact(trx, staff(lead.counselorId));
  await notify(trx, {
    event: 'lead.assigned',
    key: `lead.assigned:${lead.id}:${lead.counselorId}:${lead.version}`,
    recipients: [staff(lead.counselorId)],
    values: { staffName: firstName(contact?.name), studentName: lead.name ?? 'A student' },
    link: `/admin/students/${lead.id}`,
  });
}
