// Message templates and the messages sent from them (issue 17 item 3, docs/PRODUCT.md §3.19). Staff write templates
// for WhatsApp, SMS and e-mail in a language; a counselor fills one on a student's page and sends it from their own
// phone or mail app; the send is logged on the student's timeline. The vocabulary and the fill are in
// template-fill.ts (no zod).
import { z } from 'zod';
import { MESSAGE_CHANNELS, TEMPLATE_LANGUAGES, TEMPLATE_VARIABLES, unknownPlaceholders, type MessageChannel } from './template-fill';

export * from './template-fill';

export const TEMPLATE_BODY_MAX = 4000;
export const TEMPLATE_SUBJECT_MAX = 200;

export const messageTemplateSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  channel: z.enum(MESSAGE_CHANNELS),
  language: z.enum(TEMPLATE_LANGUAGES),
  /** E-mail only; null for WhatsApp and SMS. */
  subject: z.string().nullable(),
  body: z.string(),
  archived: z.boolean(),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type MessageTemplate = z.infer<typeof messageTemplateSchema>;

const VARIABLE_LIST = TEMPLATE_VARIABLES.map((v) => `{{${v}}}`).join(', ');

/** "{{agency}} is not a variable. Use {{firstName}}, …": the unknown placeholders of a field, or none. */
function checkPlaceholders(text: string | null | undefined, field: 'body' | 'subject', ctx: z.RefinementCtx): void {
  const unknown = unknownPlaceholders(text ?? '');
  if (unknown.length === 0) return;
  const what = unknown.length === 1 ? `${unknown[0]} is not a variable` : `${unknown.join(', ')} are not variables`;
  ctx.addIssue({ code: 'custom', path: [field], message: `${what}. Use ${VARIABLE_LIST}.` });
}

const templateFields = z.object({
  name: z.string({ error: 'Name the template.' }).trim().min(1, 'Name the template.').max(120, 'The name must have at most 120 characters.'),
  channel: z.enum(MESSAGE_CHANNELS, 'Choose WhatsApp, SMS or e-mail.'),
  language: z.enum(TEMPLATE_LANGUAGES, 'Choose the language the template is written in.'),
  subject: z
    .string()
    .trim()
    .max(TEMPLATE_SUBJECT_MAX, `The subject must have at most ${TEMPLATE_SUBJECT_MAX} characters.`)
    .nullish()
    .transform((v) => v || null),
  body: z
    .string({ error: 'Write the message.' })
    .trim()
    .min(1, 'Write the message.')
    .max(TEMPLATE_BODY_MAX, `The message must have at most ${TEMPLATE_BODY_MAX} characters.`),
  archived: z.boolean().default(false),
});

/** An e-mail needs a subject; WhatsApp and SMS have none. Placeholders must be known variables. */
function checkTemplate(value: { channel?: MessageChannel; subject?: string | null; body?: string }, ctx: z.RefinementCtx): void {
  if (value.channel === 'email' && !value.subject) ctx.addIssue({ code: 'custom', path: ['subject'], message: 'Write the e-mail subject.' });
  if (value.channel && value.channel !== 'email' && value.subject) {
    ctx.addIssue({ code: 'custom', path: ['subject'], message: 'Only an e-mail has a subject: leave it empty for WhatsApp and SMS.' });
  }
  checkPlaceholders(value.body, 'body', ctx);
  checkPlaceholders(value.subject, 'subject', ctx);
}

/** POST /api/admin/templates: the editor's id makes a resend store one template (201, then 200). */
export const templateCreateSchema = templateFields.extend({ id: z.uuid('The template needs an id made by the editor.') }).superRefine(checkTemplate);
export type TemplateCreateInput = z.input<typeof templateCreateSchema>;
export type TemplateCreate = z.infer<typeof templateCreateSchema>;

/**
 * PATCH /api/admin/templates/:id at the version the editor saw (409 otherwise). The server checks the subject rule
 * again on the template as it will be after the patch.
 */
export const templatePatchSchema = templateFields.partial().extend({ version: z.number().int().min(1) }).strict().superRefine(checkTemplate);
export type TemplatePatch = z.infer<typeof templatePatchSchema>;

export const templateListQuerySchema = z.object({
  channel: z.enum(MESSAGE_CHANNELS).optional(),
  /** Archived templates are listed only when asked for (the Communications page's "Show archived"). */
  archived: z.enum(['true', 'false']).optional(),
});

/** A message sent from Mission Control: what was sent, to whom, by whom, from which template. */
export const studentMessageSchema = z.object({
  id: z.uuid(),
  studentId: z.uuid(),
  channel: z.enum(MESSAGE_CHANNELS),
  templateId: z.uuid().nullable(),
  /** The template's name when it was sent (a later rename does not rewrite the log). */
  templateName: z.string().nullable(),
  language: z.enum(TEMPLATE_LANGUAGES).nullable(),
  subject: z.string().nullable(),
  body: z.string(),
  /** The number (international digits) or e-mail address it was opened for. */
  recipient: z.string(),
  sentByName: z.string().nullable(),
  createdAt: z.string(),
  /** Messages are never edited: always 1 (the outbox reads it like any row's). */
  version: z.number().int(),
});
export type StudentMessage = z.infer<typeof studentMessageSchema>;

/**
 * POST /api/admin/students/:id/messages: the log of a message the sender opened in their app. The client's id makes
 * a resend (the outbox after a lost answer) store one entry. The text is what was sent, after the sender's edits.
 */
export const createStudentMessageSchema = z
  .object({
    id: z.uuid('The id must be a UUID.'),
    channel: z.enum(MESSAGE_CHANNELS, 'Choose WhatsApp, SMS or e-mail.'),
    templateId: z.uuid('Choose a template from the list.').nullish().transform((v) => v ?? null),
    subject: z
      .string()
      .trim()
      .max(TEMPLATE_SUBJECT_MAX, `The subject must have at most ${TEMPLATE_SUBJECT_MAX} characters.`)
      .nullish()
      .transform((v) => v || null),
    body: z
      .string({ error: 'Write the message.' })
      .trim()
      .min(1, 'Write the message.')
      .max(TEMPLATE_BODY_MAX, `The message must have at most ${TEMPLATE_BODY_MAX} characters.`),
    recipient: z.string({ error: 'The student has no number or e-mail address to send to.' }).trim().min(1, 'The student has no number or e-mail address to send to.').max(254),
  })
  .superRefine((m, ctx) => {
    const ok = m.channel === 'email' ? z.email().safeParse(m.recipient).success : /^\d{7,15}$/.test(m.recipient);
    if (!ok) {
      const message = m.channel === 'email' ? 'Give the e-mail address it was sent to.' : 'Give the number it was sent to, in international digits (2547…).';
      ctx.addIssue({ code: 'custom', path: ['recipient'], message });
    }
  });
export type CreateStudentMessageInput = z.input<typeof createStudentMessageSchema>;
export type CreateStudentMessage = z.infer<typeof createStudentMessageSchema>;
