import { Button, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { MessageCircle, NotebookPen, Phone, Users } from 'lucide-react';
import { useState } from 'react';
import {
  createStudentNoteSchema,
  noteHeadline,
  NOTE_BODY_MAX,
  NOTE_OUTCOME_LABELS,
  NOTE_OUTCOMES,
  type NoteKind,
  type NoteOutcome,
  type StudentNote,
} from '@contract/student-notes';
import { FormErrorSummary, TextareaField } from '../../components/admin/form-field';
import { SectionCard } from '../../components/admin/section-card';
import { SyncBadge } from '../../components/admin/sync-badge';
import { useContractForm } from '../../components/form/use-contract-form';
import { toaster } from '../../components/toaster';
import { formatDate } from '../../lib/format';
import { addStudentNote } from '../../lib/offline/crm-writes';
import { newId } from '../../lib/offline/outbox-store';
import { settled } from '../../lib/offline/outbox-worker';
import { useOverlaidRows } from '../../lib/offline/use-outbox';
import { useSignedInAdmin } from '../../lib/signed-in-admin';
import { useStudentNotes } from './api/student-notes';

/** The four ways in, each one tap from the student's page: what the button says and what the form asks. */
const STARTS: { kind: NoteKind; button: string; icon: typeof Phone; heading: string; body: string; saved: string }[] = [
  { kind: 'note', button: 'Add note', icon: NotebookPen, heading: 'Add a note', body: 'Note', saved: 'Note saved' },
  { kind: 'call', button: 'Log call', icon: Phone, heading: 'Log a call', body: 'What was said on the call', saved: 'Call logged' },
  { kind: 'whatsapp', button: 'Log WhatsApp', icon: MessageCircle, heading: 'Log a WhatsApp chat', body: 'What was said on WhatsApp', saved: 'WhatsApp chat logged' },
  { kind: 'meeting', button: 'Log meeting', icon: Users, heading: 'Log a meeting', body: 'What was said at the meeting', saved: 'Meeting logged' },
];

/** "Amina Hassan's counselor · 26 Nov 2026 10:32". */
function byline(note: StudentNote): string {
  const time = new Date(note.createdAt).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });
  return `${note.authorName ?? 'Someone'} · ${formatDate(note.createdAt)} ${time}`;
}

type FormProps = { studentId: string; studentName: string; kind: NoteKind; onDone: () => void };

/**
 * The note form: the text is focused at once; a call, chat or meeting starts as "Reached" (the usual case, one tap
 * to change). Saved through the outbox: on screen at once, sent when there is a network, exactly once.
 */
function NoteForm({ studentId, studentName, kind, onDone }: FormProps) {
  const admin = useSignedInAdmin();
  const start = STARTS.find((s) => s.kind === kind)!;
  // One id per note being written: a double tap or a resend is the same note.
  const [id] = useState(newId);
  const form = useContractForm(
    { schema: createStudentNoteSchema, initial: { body: '', outcome: kind === 'note' ? null : ('reached' as NoteOutcome | null) }, toInput: (values) => ({ id, kind, ...values }) },
    async (data) => {
      onDone();
      await addStudentNote(admin, studentId, data);
      void settled(admin.id, id).then((synced) =>
        toaster.show({ title: synced ? start.saved : `${start.saved} - waiting to sync`, description: studentName }),
      );
    },
  );
  const { values, errors } = form;
  const { outcome } = values;

  return (
    <chakra.form {...form.formProps} aria-label={start.heading} mb="4">
      <Stack gap="3">
        <Text fontWeight="semibold">{start.heading}</Text>
        <FormErrorSummary errors={errors} />
        <TextareaField label={start.body} required size="lg" w="full" rows={3} maxLength={NOTE_BODY_MAX} autoFocus {...form.field('body')} />
        {outcome !== null && (
          <chakra.fieldset>
            <chakra.legend fontWeight="medium" mb="1">
              Outcome
            </chakra.legend>
            <Flex gap="1" wrap="wrap">
              {NOTE_OUTCOMES.map((o) => (
                <chakra.label key={o} display="flex" alignItems="center" gap="2" minH="11" px="3" borderWidth="1px" rounded="md" cursor="pointer">
                  <chakra.input type="radio" name="outcome" value={o} boxSize="5" checked={outcome === o} onChange={() => form.set('outcome')(o)} />
                  {NOTE_OUTCOME_LABELS[o]}
                </chakra.label>
              ))}
            </Flex>
            {errors.outcome && (
              <Text color="fg.error" fontSize="sm" mt="1">
                {errors.outcome}
              </Text>
            )}
          </chakra.fieldset>
        )}
        <Flex gap="2">
          <Button type="submit" colorPalette="brand" minH="11">
            Save
          </Button>
          <Button variant="outline" minH="11" onClick={onDone}>
            Cancel
          </Button>
        </Flex>
      </Stack>
    </chakra.form>
  );
}

/**
 * Notes and logged contacts (docs/PRODUCT.md §3.5.1), newest first with author and time; those not yet on the server
 * marked "Waiting to sync". Offline they come from the device's copy. Shown only to roles that read notes.
 */
export function StudentNotes({ studentId, studentName, canWrite }: { studentId: string; studentName: string; canWrite: boolean }) {
  const query = useStudentNotes(studentId);
  const [writing, setWriting] = useState<NoteKind | null>(null);
  const { rows: notes, waiting } = useOverlaidRows('notes', query.data?.items ?? [], query.dataUpdatedAt, (n: StudentNote) => n.studentId === studentId);
  return (
    <SectionCard title="Notes and contacts">
      {canWrite && writing === null && (
        <Flex gap="2" wrap="wrap" mb="4">
          {STARTS.map(({ kind, button, icon: Icon }) => (
            <Button key={kind} variant="outline" minH="11" onClick={() => setWriting(kind)}>
              <Icon aria-hidden /> {button}
            </Button>
          ))}
        </Flex>
      )}
      {canWrite && writing !== null && (
        <NoteForm key={writing} studentId={studentId} studentName={studentName} kind={writing} onDone={() => setWriting(null)} />
      )}
      {notes.length > 0 ? (
        <Stack as="ol" gap="3" listStyleType="none" aria-label="Notes">
          {notes.map((note) => (
            <Stack as="li" key={note.id} gap="0.5" borderLeftWidth="2px" borderColor="purple.500" pl="3">
              <Flex gap="2" wrap="wrap" align="center">
                <Text fontWeight="medium">{noteHeadline(note)}</Text>
                <SyncBadge waiting={waiting.get(note.id)} />
              </Flex>
              <Text fontSize="sm" whiteSpace="pre-wrap">
                {note.body}
              </Text>
              <Text fontSize="xs" color="fg.muted">
                {byline(note)}
              </Text>
            </Stack>
          ))}
        </Stack>
      ) : query.isPending ? (
        <Text color="fg.muted">Loading the notes…</Text>
      ) : query.isError ? (
        <Text color="fg.muted">The notes are not on this device yet: they are shown when the server can be reached.</Text>
      ) : (
        <Text color="fg.muted">No notes yet.</Text>
      )}
    </SectionCard>
  );
}
