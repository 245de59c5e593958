// The notes' vocabulary and row type, apart from the zod schemas (like sync-entities.ts): the offline store and
// the read table import them without zod.

/** A note, or a contact logged with its outcome. */
export const NOTE_KINDS = ['note', 'call', 'whatsapp', 'meeting'] as const;
export type NoteKind = (typeof NOTE_KINDS)[number];

/** How a call, WhatsApp chat or meeting went. */
export const NOTE_OUTCOMES = ['reached', 'no_answer', 'left_message', 'follow_up'] as const;
export type NoteOutcome = (typeof NOTE_OUTCOMES)[number];

export const NOTE_BODY_MAX = 4000;

export const NOTE_KIND_LABELS: Record<NoteKind, string> = { note: 'Note', call: 'Call', whatsapp: 'WhatsApp chat', meeting: 'Meeting' };

export const NOTE_OUTCOME_LABELS: Record<NoteOutcome, string> = {
  reached: 'Reached',
  no_answer: 'No answer',
  left_message: 'Left a message',
  follow_up: 'Follow-up needed',
};

/** A note as the API answers it and the offline store keeps it. Notes are never edited: version stays 1. */
export type StudentNote = {
  id: string;
  studentId: string;
  kind: NoteKind;
  body: string;
  outcome: NoteOutcome | null;
  /** The staff member who wrote it; null when the account is gone. */
  authorName: string | null;
  createdAt: string;
  updatedAt: string;
  version: number;
};

/** "Call · Reached", "Note": what a note is, in a few words. */
export function noteHeadline(note: Pick<StudentNote, 'kind' | 'outcome'>): string {
  const kind = NOTE_KIND_LABELS[note.kind];
  return note.outcome ? `${kind} · ${NOTE_OUTCOME_LABELS[note.outcome]}` : kind;
}
