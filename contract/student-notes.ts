// Notes and logged contacts on a student (issue 15 item 2, docs/PRODUCT.md §3.5.1): a note, or a call, WhatsApp chat
// or meeting with how it went. Written on the student's page (offline too, through the outbox), on the timeline
// with author and time, and synced to the devices of the roles that read them (contract/read-scopes.ts). Types
// and vocabularies apart from zod live in student-note-kinds.ts, so the offline store reads them without zod.
import { z } from 'zod';
import { NOTE_KINDS, NOTE_OUTCOMES, NOTE_BODY_MAX, type NoteKind, type StudentNote } from './student-note-kinds';

export * from './student-note-kinds';

const body = z
  .string({ error: 'Write the note.' })
  .trim()
  .min(1, 'Write the note.')
  .max(NOTE_BODY_MAX, `Keep the note under ${NOTE_BODY_MAX} characters.`);

/** A note as the API answers it (the type, StudentNote, is in student-note-kinds.ts). */
export const studentNoteSchema = z.object({
  id: z.uuid(),
  studentId: z.uuid(),
  kind: z.enum(NOTE_KINDS),
  body: z.string(),
  outcome: z.enum(NOTE_OUTCOMES).nullable(),
  authorName: z.string().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  version: z.number().int().min(1),
}) satisfies z.ZodType<StudentNote>;

/** What the person is told when the outcome is missing, in the words of what they logged. */
const OUTCOME_MISSING: Record<Exclude<NoteKind, 'note'>, string> = {
  call: 'Choose how the call went.',
  whatsapp: 'Choose how the WhatsApp chat went.',
  meeting: 'Choose how the meeting went.',
};

/**
 * POST /api/admin/students/:id/notes. The client's id makes a resend store one note (201, then 200). A call, chat
 * or meeting needs its outcome; a plain note has none.
 */
export const createStudentNoteSchema = z
  .object({
    id: z.uuid('The id must be a UUID.'),
    kind: z.enum(NOTE_KINDS, { error: 'Choose what to log: a note, a call, a WhatsApp chat or a meeting.' }),
    body,
    outcome: z
      .enum(NOTE_OUTCOMES, { error: 'Choose how it went: reached, no answer, left a message or follow-up needed.' })
      .nullish()
      .transform((v) => v ?? null),
  })
  .superRefine((note, ctx) => {
    if (note.kind === 'note' && note.outcome !== null) {
      ctx.addIssue({ code: 'custom', path: ['outcome'], message: 'Only a call, WhatsApp chat or meeting has an outcome.' });
    }
    if (note.kind !== 'note' && note.outcome === null) {
      ctx.addIssue({ code: 'custom', path: ['outcome'], message: OUTCOME_MISSING[note.kind] });
    }
  });
export type CreateStudentNoteInput = z.input<typeof createStudentNoteSchema>;
export type CreateStudentNote = z.infer<typeof createStudentNoteSchema>;
