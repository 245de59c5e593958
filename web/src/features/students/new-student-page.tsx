import { Link as ChakraLink, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { Student } from '@contract/crm';
import { mayBeAssigned } from '@contract/assignments';
import { createStudentSchema, type CreateStudent } from '@contract/crm-writes';
import { can } from '@contract/permissions';
import { PageHeader } from '../../components/admin/page-header';
import { useSignedInAdmin } from '../../lib/signed-in-admin';
import { creditToFair, useFairMode } from '../../lib/fair-mode';
import { createStudent } from '../../lib/offline/crm-writes';
import { settled } from '../../lib/offline/outbox-worker';
import { useOutboxEntries } from '../../lib/offline/use-outbox';
import { EMPTY_STUDENT, inputOf, StudentForm, type StudentFormValues } from './student-form';
import { studentName } from './student-card';
import { FairModeBar } from './fair-mode-bar';

/** At a fair every lead has the same source and mostly the same country: they stay for the next lead until changed. */
const KEPT_FOR_NEXT_LEAD = ['country', 'tags'] as const;

/** The last lead saved, and the first send's answer: true when it reached the server, null while being sent. */
type SavedLead = { row: Student; sent: boolean | null };

/**
 * Whether the lead is on the server: null while its first send is under way, then the outbox itself, live (issue 32
 * item 7). The header's "N changes waiting to sync" reads the same outbox, so a lead sent a little after its first
 * try no longer says "waiting to sync" under a header that has nothing waiting.
 */
function useLeadSynced(saved: SavedLead | null): boolean | null {
  const waiting = useOutboxEntries('students').some((entry) => entry.rowId === saved?.row.id);
  if (!saved || saved.sent === null) return null;
  return saved.sent || !waiting;
}

/** Above the save button, in a live region: what became of the last lead, and a link to it. */
function SavedLeadLine({ saved }: { saved: SavedLead | null }) {
  const name = saved && studentName(saved.row);
  const synced = useLeadSynced(saved);
  const [title, description] = !saved
    ? [null, null]
    : synced === null
      ? ['Saved', `${name} is kept on this device and being sent.`]
      : synced
        ? ['Lead saved', `${name} is on the server.`]
        : ['Saved - waiting to sync', `${name} is kept on this device and sent when the server can be reached.`];
  return (
    <Text role="status" aria-live="polite" data-testid="saved-lead" flexBasis="100%" fontSize="sm" minH={saved ? undefined : '0'}>
      {saved && (
        <>
          <Text as="span" fontWeight="semibold" color={synced === false ? 'orange.fg' : 'green.fg'}>
            {title}
          </Text>{' '}
          {description}{' '}
          <ChakraLink asChild colorPalette="blue" display="inline-flex" minH="6" alignItems="center">
            <Link to="/admin/students/$id" params={{ id: saved.row.id }}>
              Open {name}
            </Link>
          </ChakraLink>
        </>
      )}
    </Text>
  );
}

/**
 * /admin/students/new: the quick lead form of a counselor at a fair. It saves in one tap into the outbox,
 * online or not, and is ready for the next lead at once: cleared but for the source and country, focus on the
 * name. What became of the lead shows in a line above the save button, not in a toast over it. In fair mode every
 * lead is credited to the fair (lib/fair-mode.ts).
 */
export function NewStudentPage() {
  const admin = useSignedInAdmin();
  const [saved, setSaved] = useState<SavedLead | null>(null);
  const allowed = can(admin.role, 'students:write');
  const [fair, setFair] = useFairMode(admin.id);

  // A counselor's lead is theirs unless they pick another owner: it lands in their caseload.
  const mine = mayBeAssigned('counselor', admin.role);
  const initial: StudentFormValues = { ...EMPTY_STUDENT, assignedCounselor: mine ? admin.id : '' };

  const save = async (input: CreateStudent, ownerName: string | null) => {
    const row = await createStudent(admin, creditToFair(input, fair), ownerName);
    setSaved({ row, sent: null });
    // Only the latest lead's line is updated: an earlier one settling late does not overwrite it.
    void settled(admin.id, row.id).then((sent) => setSaved((current) => (current?.row.id === row.id ? { row, sent } : current)));
  };

  return (
    <>
      <PageHeader title="Add New Student" description="A lead from a fair, a call or a message: name first, the rest if you have it." />
      {!allowed ? (
        <Text role="alert">Your role does not allow adding students.</Text>
      ) : (
        <>
          {can(admin.role, 'events:read') && <FairModeBar fair={fair} onChange={setFair} />}
          <StudentForm
            initial={initial}
            ownerName={mine ? admin.fullName : null}
            submitLabel="Save lead"
            schema={createStudentSchema}
            toInput={inputOf}
            onSave={save}
            keep={KEPT_FOR_NEXT_LEAD}
            status={<SavedLeadLine saved={saved} />}
          />
        </>
      )}
    </>
  );
}
