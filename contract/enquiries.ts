// The website's enquiry form (docs/PRODUCT.md §2.8): the body of POST /api/enquiries, checked by the form before it
// sends and by the server with the same messages, shown next to each field.
import { z } from 'zod';
import { COUNTRIES } from './enums';
import { validationText } from './i18n/validation';
import { LANGUAGES } from './languages';
import { personName } from './names';
import { optionalText } from './text-fields';

export { ENQUIRY_FORM_STATE_PATH, ENQUIRY_PATH, WEBSITE_TAG } from './enquiry-paths';

/** In English, as the schema words them; contract/i18n/ has them in the student's other languages. */
export const ENQUIRY_MESSAGES = {
  name: validationText('name'),
  phone: validationText('phone'),
  email: validationText('email'),
  contact: validationText('contact'),
  consent: validationText('consent'),
  country: validationText('country', { countries: COUNTRIES.join(', ') }),
  id: validationText('enquiryId'),
  eventId: validationText('eventId'),
  scholarshipId: validationText('scholarshipId'),
  universityId: validationText('universityId'),
  programmeId: validationText('programmeId'),
  language: 'Choose one of the languages of the site.',
};

/** A university's or programme's id from a list (/enquire?university=3&programme=12): a positive whole number, or none. */
const listId = (message: string) =>
  z
    .number({ error: message })
    .int(message)
    .positive(message)
    .nullish()
    .transform((v) => v ?? null);

const phone = z
  .string()
  .trim()
  .refine((v) => v === '' || (v.length <= 30 && /^\+?[\d\s\-().]+$/.test(v) && v.replace(/\D/g, '').length >= 7), ENQUIRY_MESSAGES.phone)
  .nullish()
  .transform((v) => v || null);

const email = z
  .union([z.literal(''), z.email(ENQUIRY_MESSAGES.email).max(200, validationText('emailTooLong'))], { error: ENQUIRY_MESSAGES.email })
  .nullish()
  .transform((v) => (v ? v.toLowerCase() : null));

/**
 * The body the form sends. `id` is made by the browser when the person presses "Send enquiry": a resend (lost
 * answer, offline queue) carries the same one and stores nothing twice. One of phone and e-mail is required, and
 * consent must be given; both refusals name their fields. `website` is the hidden honeypot: people leave it empty.
 * `eventId` is the recruitment fair whose QR code opened the form (/enquire?event=<id>): it must exist. `universityId`
 * and `programmeId` are what a university page's "Enquire about this" chose (/enquire?university=<id>&programme=<id>):
 * the university must be a listed partner and the programme one of its own. Unknown fields are dropped.
 */
export const enquirySchema = z
  .object({
    id: z.uuid(ENQUIRY_MESSAGES.id),
    name: personName({ max: 200, message: ENQUIRY_MESSAGES.name }),
    phone,
    email,
    country: z
      .enum(['', ...COUNTRIES], { error: ENQUIRY_MESSAGES.country })
      .nullish()
      .transform((v) => v || null),
    fieldOfStudy: optionalText(200),
    intake: optionalText(60),
    message: optionalText(2000),
    consent: z.literal(true, { error: ENQUIRY_MESSAGES.consent }),
    scholarshipId: listId(ENQUIRY_MESSAGES.scholarshipId),
    universityId: listId(ENQUIRY_MESSAGES.universityId),
    programmeId: listId(ENQUIRY_MESSAGES.programmeId),
    eventId: z
      .uuid(ENQUIRY_MESSAGES.eventId)
      .nullish()
      .transform((v) => (v ? v.toLowerCase() : null)),
    website: z.string().max(500).nullish(),
    /** The language the form was sent in (the page's); the lead starts with it as its preferredLanguage. */
    language: z.enum(LANGUAGES, { error: ENQUIRY_MESSAGES.language }).optional(),
  })
  .superRefine(
    (value, ctx) => {
      if (value.programmeId !== null && value.universityId === null) {
        ctx.addIssue({ code: 'custom', path: ['programmeId'], message: ENQUIRY_MESSAGES.programmeId });
      }
      if (value.phone || value.email) return;
      ctx.addIssue({ code: 'custom', path: ['phone'], message: ENQUIRY_MESSAGES.contact });
      ctx.addIssue({ code: 'custom', path: ['email'], message: ENQUIRY_MESSAGES.contact });
    },
    // Also when another field is wrong (zod skips refinements then): every message shows at once. Not when the
    // phone or e-mail itself is wrong: that field already says why.
    { when: (payload) => !payload.issues.some((issue) => issue.path?.[0] === 'phone' || issue.path?.[0] === 'email') },
  );
export type EnquiryInput = z.input<typeof enquirySchema>;
export type Enquiry = z.infer<typeof enquirySchema>;
export type EnquiryField = Exclude<keyof Enquiry, 'website' | 'language'>;

/** 201 for a new enquiry, 200 for one already received with this id; a honeypot hit is answered the same. */
export const enquiryResultSchema = z.strictObject({ id: z.uuid() });
export type EnquiryResult = z.infer<typeof enquiryResultSchema>;

/** A honeypot filled in: anything but blank. */
export const isHoneypotFilled = (body: unknown): boolean => {
  const value = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).website : undefined;
  return typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null;
};

/** The messages of a failed parse, one per field (the first of each): what the form shows next to each field. */
export function enquiryFieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Partial<Record<string, string>> {
  const errors: Partial<Record<string, string>> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * What the page shows after the form was posted without JavaScript and refused (api/src/enquiries/form-routes.ts):
 * the values as typed, a message per field, and a sentence for the whole form (a 429). The server renders the page
 * with it under ENQUIRY_FORM_STATE_PATH; it is never fetched.
 */
export type EnquiryFormState = {
  values: Partial<Record<EnquiryField, string | boolean>>;
  errors: Partial<Record<string, string>>;
  message: string | null;
};

