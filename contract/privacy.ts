// Privacy (issue 31, docs/PRIVACY.md): consents on record, a student's own data, erasure on request, retention.
import { z } from 'zod';
import { optionalText, requiredText } from './text-fields';

export const CONSENT_PURPOSES = ['enquiry', 'newsletter', 'marketing'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];
export const CONSENT_SOURCES = ['website', 'portal', 'fair', 'import'] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

/**
 * The wording each consent was given to, by version: a consent row keeps the version shown, so the words a person
 * agreed to can always be read again. A change of wording is a new version here (the old ones stay).
 */
export const CONSENT_TEXTS = {
  'enquiry-2026-11': 'I agree that Mission Control may contact me about this enquiry by phone, WhatsApp or e-mail.',
  'fair-2026-11': 'The student gave their details at our stand and agreed that Mission Control may contact them about studying in Malaysia.',
  'newsletter-2026-11': 'One short e-mail a month: new scholarships, intake dates and events near you. Unsubscribe at any time.',
} as const;
export type ConsentTextVersion = keyof typeof CONSENT_TEXTS;

/** The version each path shows today. */
export const CURRENT_CONSENT_TEXT = {
  enquiry: 'enquiry-2026-11',
  fair: 'fair-2026-11',
  newsletter: 'newsletter-2026-11',
} as const satisfies Record<string, ConsentTextVersion>;

/** The consent of an enquiry is what it is for: it is withdrawn by asking for erasure, not on its own. */
export const OPTIONAL_CONSENTS: readonly ConsentPurpose[] = ['newsletter', 'marketing'];

export const consentSchema = z.object({
  id: z.string(),
  purpose: z.enum(CONSENT_PURPOSES),
  textVersion: z.string(),
  givenAt: z.string(),
  source: z.enum(CONSENT_SOURCES),
  withdrawnAt: z.string().nullable(),
});
export type Consent = z.infer<typeof consentSchema>;

export const ERASURE_STATUSES = ['pending', 'approved', 'refused'] as const;
export type ErasureStatus = (typeof ERASURE_STATUSES)[number];

/** The portal's request (a reason is optional) and staff's on a student's verbal request. */
export const erasureRequestInputSchema = z.object({ reason: optionalText(1000).optional() });
export type ErasureRequestInput = z.infer<typeof erasureRequestInputSchema>;
export const staffErasureRequestSchema = z.object({
  studentId: z.uuid({ error: 'Choose the student to erase.' }),
  reason: optionalText(1000).optional(),
});
export type StaffErasureRequest = z.infer<typeof staffErasureRequestSchema>;
export const refuseErasureSchema = z.object({
  reason: requiredText(1000, 'Say why the request is refused: the student reads it.'),
});
export type RefuseErasure = z.infer<typeof refuseErasureSchema>;

/** A request as the student sees it on the Privacy page. */
export const portalErasureRequestSchema = z.object({
  id: z.string(),
  status: z.enum(ERASURE_STATUSES),
  reason: z.string().nullable(),
  requestedAt: z.string(),
  decidedAt: z.string().nullable(),
  refusalReason: z.string().nullable(),
});
export type PortalErasureRequest = z.infer<typeof portalErasureRequestSchema>;

/** GET /api/portal/privacy: the student's consents and their erasure requests, newest first. */
export const portalPrivacySchema = z.object({
  consents: consentSchema.array(),
  requests: portalErasureRequestSchema.array(),
});
export type PortalPrivacy = z.infer<typeof portalPrivacySchema>;

/** A request in Mission Control's Settings › Privacy. */
export const adminErasureRequestSchema = portalErasureRequestSchema.extend({
  studentId: z.string(),
  studentName: z.string(),
  studentCountry: z.string().nullable(),
  stage: z.string(),
  requestedBy: z.enum(['student', 'staff']),
  /** Open visa cases or applications: a reason to refuse, or to check first. */
  openCases: z.number(),
  decidedByName: z.string().nullable(),
});
export type AdminErasureRequest = z.infer<typeof adminErasureRequestSchema>;

export const RETENTION_MONTHS_DEFAULT = 24;
export const retentionPatchSchema = z.object({
  months: z.number({ error: 'Give a number of months.' }).int('Give a whole number of months.').min(1, 'At least 1 month.').max(120, 'At most 120 months.'),
});
export type RetentionPatch = z.infer<typeof retentionPatchSchema>;

/** GET /api/admin/privacy/retention: the period, and who the next run would erase. */
export const retentionSchema = z.object({
  months: z.number(),
  due: z
    .object({ id: z.string(), name: z.string(), country: z.string().nullable(), stage: z.string(), lastActivityAt: z.string() })
    .array(),
});
export type Retention = z.infer<typeof retentionSchema>;

/** What an erased record shows instead of the person's name. */
export const ERASED_STUDENT_NAME = 'Erased student';

export const MY_DATA_PATH = '/api/portal/my-data';
