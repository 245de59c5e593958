// A student's documents (issue 14 item 3, docs/PRODUCT.md §2.7.2): the checklist the portal and the student page show,
// and the staff decision on one upload. No zod-free split needed: only the portal and admin screens import it.
import { z } from 'zod';
import { validationText } from './i18n/validation';

/** The checklist every student has, in the order it is shown. */
export const DOCUMENT_TYPES = [
  'passport',
  'academic_transcripts',
  'english_test',
  'passport_photo',
  'bank_statement',
  'offer_letter',
  'visa_documents',
] as const;
export type FixedDocumentType = (typeof DOCUMENT_TYPES)[number];

/** The fixed type a document type is, or undefined for one an application's requirements added (`extra:…`). */
export const fixedDocumentType = (type: string): FixedDocumentType | undefined => DOCUMENT_TYPES.find((fixed) => fixed === type);

export const DOCUMENT_TYPE_LABELS: Record<FixedDocumentType, string> = {
  passport: 'Passport',
  academic_transcripts: 'Academic transcripts',
  english_test: 'English test result',
  passport_photo: 'Passport photo',
  bank_statement: 'Bank statement',
  offer_letter: 'Offer letter',
  visa_documents: 'Visa documents',
};

/** An item an application's requirements add ("Personal statement"): `extra:` and a slug of its words. */
export const EXTRA_DOCUMENT_TYPE = /^extra:[a-z0-9]+(-[a-z0-9]+)*$/;
export const DOCUMENT_TYPE_MAX = 80;

export const DOCUMENT_STATUSES = ['uploaded', 'verified', 'rejected'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];
export type ChecklistStatus = 'missing' | DocumentStatus;
export const CHECKLIST_STATUS_LABELS: Record<ChecklistStatus, string> = {
  missing: 'Missing',
  uploaded: 'Uploaded',
  verified: 'Verified',
  rejected: 'Rejected',
};
export const CHECKLIST_STATUS_COLORS: Record<ChecklistStatus, string> = { missing: 'gray', uploaded: 'blue', verified: 'green', rejected: 'red' };

/** What the file input accepts; the server checks the content itself (magic bytes), not this list. */
export const DOCUMENT_CONTENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/heic', 'image/heif'] as const;
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const DOCUMENT_TOO_LARGE_MESSAGE = validationText('documentTooLarge');
/**
 * What one student may keep at once (docs/SECURITY.md, issue 25 finding 5): unfinished uploads and the bytes they
 * announced, how long an unfinished one lasts, and all their stored documents together.
 */
export const UNFINISHED_UPLOADS_MAX = 5;
export const UNFINISHED_UPLOAD_BYTES_MAX = 50 * 1024 * 1024;
export const UNFINISHED_UPLOAD_HOURS = 24;
export const STUDENT_DOCUMENTS_BYTES_MAX = 200 * 1024 * 1024;
/** Where the tus protocol takes uploads (docs/PRODUCT.md §2.7.2). */
export const UPLOADS_PATH = '/api/uploads';

export type ChecklistItem = {
  type: string;
  label: string;
  status: ChecklistStatus;
  document: { id: string; fileName: string; size: number; reason?: string } | null;
};
export type DocumentChecklist = { items: ChecklistItem[] };

export const REJECTION_REASON_MAX = 500;

export const reviewDocumentSchema = z
  .object({
    status: z.enum(['verified', 'rejected'], { error: "Choose 'verified' or 'rejected'." }),
    reason: z.string().trim().max(REJECTION_REASON_MAX, `Keep the reason under ${REJECTION_REASON_MAX} characters.`).optional(),
  })
  .strict()
  .refine((r) => r.status !== 'rejected' || (r.reason ?? '') !== '', {
    path: ['reason'],
    message: 'Say why the document is rejected, so the student knows what to upload instead.',
  });
export type ReviewDocument = z.infer<typeof reviewDocumentSchema>;
