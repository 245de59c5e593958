import { Link as ChakraLink, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { Student } from '@contract/crm';
import { mayBeAssigned } from '@contract/assignments';
import { createStudentSchema, type CreateStudent } from '@contract/crm-writes';
import { can } from '@contract/permissions';
import { PageHeader } from '../../components/admin/page-header';
import { toaster } from '../../components/toaster';
import { useSignedInAdmin } from '../../lib/signed-in-admin';
import { fieldErrorsOf } from '../../lib/form-errors';
import { createStudent } from '../../lib/offline/crm-writes';
import { settled } from '../../lib/offline/outbox-worker';
import { EMPTY_STUDENT, inputOf, StudentForm, type StudentFormValues, type Validated } from './student-form';
import { studentName } from './student-card';

function validateNew(values: StudentFormValues): Validated<CreateStudent> {
  const result = createStudentSchema.safeParse(inputOf(values));
  return result.success ? { ok: true, value: result.data } : { ok: false, errors: fieldErrorsOf(result.error) };
}

/**
 * /admin/students/new: the quick lead form of a counselor at a fair. It saves in one tap into the outbox,
 * online or not, and clears itself for the next lead.
 */
export function NewStudentPage() {
  const admin = useSignedInAdmin();
  const [saved, setSaved] = useState<Student | null>(null);
  const allowed = can(admin.role, 'students:write');

  // A counselor's lead is theirs unless they pick another owner: it lands in their caseload.
  const mine = mayBeAssigned('counselor', admin.role);
  const initial: StudentFormValues = { ...EMPTY_STUDENT, assignedCounselor: mine ? admin.id : '' };

  const save = async (input: CreateStudent, ownerName: string | null) => {
    const row = await createStudent(admin, input, ownerName);
    setSaved(row);
    // The form is free for the next lead at once; the toast says whether this one reached the server.
    void settled(admin.id, row.id).then((synced) =>
      toaster.show(
        synced
          ? { title: 'Lead saved', description: `${studentName(row)} is on the server.` }
          : { title: 'Saved - waiting to sync', description: `${studentName(row)} is kept on this device and sent when the server can be reached.` },
      ),
    );
  };

  return (
    <>
      <PageHeader title="Add New Student" description="A lead from a fair, a call or a message: name first, the rest if you have it." />
      {!allowed ? (
        <Text role="alert">Your role does not allow adding students.</Text>
      ) : (
        <>
          <Text aria-live="polite" mb="3" minH="6">
            {saved && (
              <>
                Saved {studentName(saved)}.{' '}
                <ChakraLink asChild colorPalette="blue">
                  <Link to="/admin/students/$id" params={{ id: saved.id }}>
                    Open {studentName(saved)}
                  </Link>
                </ChakraLink>
              </>
            )}
          </Text>
          <StudentForm initial={initial} ownerName={mine ? admin.fullName : null} submitLabel="Save lead" validate={validateNew} onSave={save} />
        </>
      )}
    </>
  );
}
