// The student's journey in the portal (issue 28 item 4 and 5, docs/PRODUCT.md §2.7): each application and the visa
// case in words a student understands, with what is needed next; the counselor who looks after them; the documents
// their stage needs. The English words the API sends; the portal shows the catalogues' words for the same statuses and
// items (portal.track.*, portal.docs.*), which api/src/portal/dashboard-words.test.ts keeps equal to these in English.
import { z } from 'zod';
import { APPLICATION_STATUSES, STUDENT_STAGES, VISA_STATUSES, type ApplicationStatus, type StudentStage, type VisaStatus } from './enums';

/** Each application status as the student reads it, and what happens next. */
export const PORTAL_APPLICATION_WORDS: Record<ApplicationStatus, { status: string; next: string }> = {
  draft: { status: 'Being prepared', next: 'Your counselor is preparing it: upload the documents it needs below.' },
  submitted: { status: 'Sent to the university', next: 'Nothing for now: the university has it. We will tell you when it answers.' },
  under_review: { status: 'The university is deciding', next: 'Nothing for now: the university is reviewing it. We will tell you when it answers.' },
  conditional_offer: { status: 'Offer with conditions', next: 'Meet the conditions in the offer letter and send your counselor the proof.' },
  unconditional_offer: { status: 'Offer received', next: 'Accept the offer with your counselor: then your student visa application starts.' },
  rejected: { status: 'Not successful', next: 'Talk to your counselor about other universities that fit you.' },
};

/** Each visa case status as the student reads it, and what happens next. */
export const PORTAL_VISA_WORDS: Record<VisaStatus, { status: string; next: string }> = {
  preparing: { status: 'Being prepared', next: 'Upload your visa documents below so your counselor can submit the application.' },
  submitted: { status: 'Submitted to Immigration', next: 'Nothing for now: Immigration is deciding. We will tell you when it answers.' },
  interview_scheduled: { status: 'Interview scheduled', next: 'Go to your visa interview, with your passport and offer letter.' },
  approved: { status: 'Approved', next: 'Plan your travel with your counselor: your pre-departure briefing comes next.' },
  rejected: { status: 'Refused', next: 'Your counselor will go through the reasons and your options with you.' },
};

export const portalApplicationSchema = z.object({
  id: z.string(),
  university: z.string(),
  programme: z.string(),
  /** The intake applied for ('September 2027'), when known. */
  intake: z.string().nullable(),
  status: z.enum(APPLICATION_STATUSES),
  statusText: z.string(),
  /** The date of the last change, 'YYYY-MM-DD'. */
  changedOn: z.iso.date(),
  next: z.string(),
});
export type PortalApplication = z.infer<typeof portalApplicationSchema>;

export const portalVisaSchema = z.object({
  id: z.string(),
  visaType: z.string(),
  status: z.enum(VISA_STATUSES),
  statusText: z.string(),
  changedOn: z.iso.date(),
  /** The interview day, 'YYYY-MM-DD', when one is set. */
  appointmentOn: z.iso.date().nullable(),
  next: z.string(),
});
export type PortalVisa = z.infer<typeof portalVisaSchema>;

/** The counselor assigned to the student: the work e-mail and WhatsApp of that person, null when the account has none. */
export const portalCounselorSchema = z.object({
  name: z.string(),
  initials: z.string(),
  email: z.string().nullable(),
  whatsapp: z.string().nullable(),
});
export type PortalCounselor = z.infer<typeof portalCounselorSchema>;

/** "Amina Hassan" gives "AH"; one name gives its first letter. */
export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0]!, parts[parts.length - 1]!] : parts;
  return letters.map((p) => p[0]!.toUpperCase()).join('');
}

/**
 * The stage from which each fixed document is asked for, and why: a new lead is not asked for an offer letter or
 * visa papers. Items the applications add are needed while applying.
 */
export const DOCUMENT_NEEDS: Record<string, { from: StudentStage; why: string }> = {
  passport: { from: 'lead', why: 'Universities need it to open your application.' },
  academic_transcripts: { from: 'lead', why: 'Universities decide on your results.' },
  english_test: { from: 'lead', why: 'Most programmes taught in English ask for a test score.' },
  passport_photo: { from: 'application_in_progress', why: 'Your application forms need a recent photo.' },
  bank_statement: { from: 'offer', why: 'Immigration asks for proof you can pay your fees and living costs.' },
  offer_letter: { from: 'offer', why: 'Your student visa application is made with it.' },
  visa_documents: { from: 'visa', why: 'Immigration needs them to decide on your student visa.' },
};
export const EXTRA_DOCUMENT_WHY = 'One of your applications asks for it.';

/**
 * The checklist items a student at `stage` is shown: what the stage needs, and any item already sent whatever the
 * stage. Each missing or rejected item says why it is needed.
 */
export function checklistForStage<T extends { type: string; status: string }>(items: readonly T[], stage: StudentStage): (T & { why: string })[] {
  const at = STUDENT_STAGES.indexOf(stage);
  return items
    .filter((item) => {
      if (item.status !== 'missing') return true;
      const need = DOCUMENT_NEEDS[item.type];
      return STUDENT_STAGES.indexOf(need ? need.from : 'application_in_progress') <= at;
    })
    .map((item) => ({ ...item, why: DOCUMENT_NEEDS[item.type]?.why ?? EXTRA_DOCUMENT_WHY }));
}
