import { Badge, Button, Flex, Grid, Stack, Text } from '@chakra-ui/react';
import { getRouteApi } from '@tanstack/react-router';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import type { Student } from '@contract/crm';
import { updateStudentSchema, type UpdateStudent } from '@contract/crm-writes';
import { can } from '@contract/permissions';
import { mayWrite } from '@contract/write-scopes';
import { nextStudentStages } from '@contract/transitions';
import { CardSkeletons } from '../../components/admin/card-skeletons';
import { OutboxIssues } from '../../components/admin/outbox-issues';
import { PageHeader } from '../../components/admin/page-header';
import { QueryError } from '../../components/admin/query-error';
import { StatusUpdate } from '../../components/admin/status-update';
import { SyncBadge } from '../../components/admin/sync-badge';
import { toaster } from '../../components/toaster';
import { useSignedInAdmin } from '../../lib/signed-in-admin';
import { useStudentDetail } from './api/student-detail';
import { PRIORITY_COLORS, PRIORITY_LABELS, STAGE_COLORS, STAGE_LABELS } from '../../lib/crm-labels';
import { changedFields, withoutVersion } from '../../lib/form/contract-parse';
import { updateStudent } from '../../lib/offline/crm-writes';
import type { Changes } from '../../lib/offline/optimistic-rows';
import { settled } from '../../lib/offline/outbox-worker';
import { useLocalRow } from '../../lib/offline/use-outbox';
import { usePortalInvite } from './api/portal-invite';
import { PortalInviteButton, PortalInvitePanel } from './portal-invite';
import { StudentActivity } from './student-activity';
import { StudentDocuments } from './student-documents';
import { StudentMentors } from './student-mentors';
import { StudentNotes } from './student-notes';
import { studentName } from './student-card';
import { inputOf, StudentForm, valuesOf, type StudentFormValues } from './student-form';
import { MessageButton, MessagePanel } from './message-student';
import { DuplicateFlag, StudentProfile } from './student-profile';
import { StudentApplications, StudentVisaCases } from './student-records';
import { StudentFollowUps } from '../tasks';
import { StudentConsents } from './student-consents';
import { StudentTasks } from './student-tasks';

const route = getRouteApi('/mission-control/signed-in/admin/students/$id');

/**
 * Only what the person changed goes to the server (checked by the same schema, with the version). The version goes
 * with the write as the outbox works it out (outbox-store.ts `enqueueWrite`), from the row the form was opened on
 * (StudentEdit): that row's, or the same row's after this device's own write was stored.
 */
const changesOf = (student: Student) => (values: StudentFormValues) => ({
  ...changedFields(inputOf(valuesOf(student)), inputOf(values)),
  version: Math.max(1, student.version),
});

/**
 * /admin/students/$id: profile, notes and logged contacts, applications, visa cases and the activity timeline; Message
 * (a template opened in WhatsApp, SMS or mail), Edit, Update Status and Invite to portal (its one-time link is shown
 * under the header).
 */
export function StudentDetailPage() {
  const { id } = route.useParams();
  const { edit } = route.useSearch();
  const navigate = route.useNavigate();
  const admin = useSignedInAdmin();
  const query = useStudentDetail(id);
  const invite = usePortalInvite();
  const { row, waiting } = useLocalRow('students', id, query.dataUpdatedAt);
  const [messaging, setMessaging] = useState(false);
  const student = (row as Student | undefined) ?? query.data?.student;
  if (!student) {
    if (query.isPending) return <CardSkeletons count={2} label="Loading the student" />;
    return <QueryError what="this student" onRetry={() => void query.refetch()} />;
  }
  const name = studentName(student);
  const canWrite = can(admin.role, 'students:write');
  const canMessage = can(admin.role, 'messages:send');
  // Documents and the portal link are the caseworkers' (docs/SECURITY.md): other roles neither see nor request them.
  const canInvite = can(admin.role, 'portal:invite');
  const canReadDocuments = can(admin.role, 'documents:read');
  const setEditing = (on: boolean) => void navigate({ search: on ? { edit: true } : {}, replace: true });
  // `opened`: the row the form showed when it opened, which the change is made on (StudentEdit).
  const save = async (opened: Student, changes: Changes<UpdateStudent>, ownerName: string | null) => {
    setEditing(false);
    if (Object.keys(changes).length === 0) return;
    await updateStudent(admin, opened, changes, ownerName);
    void settled(admin.id, student.id).then((synced) =>
      toaster.show({ title: synced ? 'Changes saved' : 'Saved - waiting to sync', description: name }),
    );
  };

  return (
    <>
      <PageHeader
        title={name}
        actions={
          (canWrite || canMessage || canInvite) &&
          !edit && (
            <>
              {canMessage && <MessageButton onClick={() => setMessaging(true)} />}
              {canWrite && (
                <>
                  <Button variant="outline" onClick={() => setEditing(true)} aria-label={`Edit ${name}`}>
                    <Pencil /> Edit
                  </Button>
                  <StatusUpdate
                    size="md"
                    variant="outline"
                    subject={name}
                    options={nextStudentStages(student.stage)}
                    labels={STAGE_LABELS}
                    onSave={(stage) => updateStudent(admin, student, { stage })}
                  />
                </>
              )}
              {canInvite && <PortalInviteButton invite={invite} studentId={id} />}
            </>
          )
        }
      />
      <Flex gap="2" wrap="wrap" mb="4">
        <Badge colorPalette={STAGE_COLORS[student.stage]} variant="surface">
          {STAGE_LABELS[student.stage]}
        </Badge>
        <Badge colorPalette={PRIORITY_COLORS[student.priority]}>{PRIORITY_LABELS[student.priority]} priority</Badge>
        <SyncBadge waiting={waiting} />
      </Flex>
      <OutboxIssues studentId={id} />
      {canMessage && messaging && !edit && <MessagePanel student={student} applications={query.data?.applications ?? []} onDone={() => setMessaging(false)} />}
      {canInvite && <PortalInvitePanel invite={invite} student={student} />}
      <DuplicateFlag
        id={id}
        matches={query.data?.possibleDuplicateOf ?? []}
        unnamed={query.data?.unnamedDuplicate ?? false}
        canWrite={canWrite}
        merge={{
          lead: student,
          owner: admin.id,
          records: { applications: query.data?.applications?.length ?? null, visaCases: query.data?.visaCases?.length ?? null },
        }}
      />
      {edit && canWrite ? (
        <StudentEdit
          student={student}
          onSave={save}
          onCancel={() => setEditing(false)}
          contact={mayWrite(admin.role, 'students', 'phone', 'update') && mayWrite(admin.role, 'students', 'email', 'update')}
        />
      ) : (
        <Grid templateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap="4" alignItems="start">
          <StudentProfile student={student} />
          {can(admin.role, 'notes:read') && <StudentNotes studentId={id} studentName={name} canWrite={can(admin.role, 'notes:write')} />}
          {can(admin.role, 'tasks:write') && <StudentFollowUps studentId={id} studentName={name} />}
          <StudentActivity id={id} enquiry={query.data?.enquiry} />
          {query.data?.consents && (
            <StudentConsents studentId={id} consents={query.data.consents} canErase={can(admin.role, 'privacy:erase')} />
          )}
          <StudentTasks studentId={id} canWrite={canWrite} />
          <StudentApplications studentId={id} rows={query.data?.applications ?? (query.data ? null : [])} readAt={query.dataUpdatedAt} />
          <StudentVisaCases studentId={id} rows={query.data?.visaCases ?? (query.data ? null : [])} readAt={query.dataUpdatedAt} />
          {canReadDocuments && <StudentDocuments studentId={id} canWrite={canWrite} />}
          {can(admin.role, 'mentors:read') && <StudentMentors studentId={id} canWrite={can(admin.role, 'mentors:write')} />}
        </Grid>
      )}
    </>
  );
}

/**
 * The edit form, on the row it opened with. A newer version that reaches the page meanwhile (a refetch, the
 * device's copy after a background pull) changes neither the fields shown nor the row the change is made on: the
 * change goes on the version the person saw, and if someone else saved in between the server answers a conflict
 * with both versions, never a silent overwrite of a change the person did not see (docs/PRODUCT.md §3.6).
 */
function StudentEdit(props: {
  student: Student;
  onSave: (opened: Student, changes: Changes<UpdateStudent>, ownerName: string | null) => Promise<void>;
  onCancel: () => void;
  contact: boolean;
}) {
  const [opened] = useState(props.student);
  return (
    <Stack gap="3">
      <Text fontWeight="semibold">Edit {studentName(opened)}</Text>
      <StudentForm
        initial={valuesOf(opened)}
        ownerName={opened.ownerName}
        submitLabel="Save changes"
        schema={updateStudentSchema}
        toInput={changesOf(opened)}
        onSave={(data, ownerName) => props.onSave(opened, withoutVersion(data), ownerName)}
        onCancel={props.onCancel}
        contact={props.contact}
      />
    </Stack>
  );
}
