import { chakra, Button, Field, Flex, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { getRouteApi } from '@tanstack/react-router';
import { useRef, useState, type FormEvent } from 'react';
import { createApplicationSchema } from '@contract/crm-writes';
import { can } from '@contract/permissions';
import { TextField, FormErrorSummary } from '../../components/admin/form-field';
import { OutboxIssues } from '../../components/admin/outbox-issues';
import { PageHeader } from '../../components/admin/page-header';
import { StudentPicker, useLocalStudentName } from '../../components/admin/student-picker';
import { toaster } from '../../components/toaster';
import { useSignedInAdmin } from '../../lib/signed-in-admin';
import { splitCommaList } from '../../lib/format';
import { fieldErrorsOf, focusFirstError, type FieldErrors } from '../../lib/form-errors';
import { createApplication } from '../../lib/offline/crm-writes';
import { useUniversityOptions } from './api/get-university-options';

const route = getRouteApi('/mission-control/signed-in/admin/applications/new');

/** /admin/applications/new: a student (from this device's copy), a university and a programme; offline too. */
export function NewApplicationPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const admin = useSignedInAdmin();
  const universities = useUniversityOptions();
  const preselected = useLocalStudentName(search.studentId);
  const [studentId, setStudentId] = useState(search.studentId ?? '');
  const [studentName, setStudentName] = useState<string | null>(null);
  const [universityId, setUniversityId] = useState('');
  const [program, setProgram] = useState('');
  const [deadlineDate, setDeadline] = useState('');
  const [fee, setFee] = useState('');
  const [requirements, setRequirements] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const form = useRef<HTMLFormElement>(null);
  if (!can(admin.role, 'applications:write')) return <Text role="alert">Your role does not allow creating applications.</Text>;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const result = createApplicationSchema.safeParse({
      studentId,
      universityId: universityId ? Number(universityId) : undefined,
      program,
      deadlineDate,
      applicationFee: fee.trim() === '' ? null : Number(fee),
      requirements: splitCommaList(requirements),
    });
    if (!result.success) {
      const found = fieldErrorsOf(result.error);
      setErrors(found);
      focusFirstError(form.current, found);
      return;
    }
    const universityName = universities.data?.find((u) => u.id === result.data.universityId)?.name ?? null;
    await createApplication(admin.id, result.data, { studentName: studentName ?? preselected, universityName });
    toaster.show({ title: navigator.onLine ? 'Application saved' : 'Saved - waiting to sync', description: `${program} at ${universityName ?? 'the university'}` });
    void navigate({ to: '/admin/applications' });
  };

  return (
    <>
      <PageHeader title="New Application" description="An application of one student to a partner university." />
      <OutboxIssues entity="applications" />
      <chakra.form ref={form} onSubmit={(e) => void submit(e)} noValidate maxW="36rem">
        <Stack gap="4" pb="24">
          <FormErrorSummary errors={errors} />
          <StudentPicker value={studentId} error={errors.studentId} onChange={(id, name) => (setStudentId(id), setStudentName(name))} />
          <Field.Root invalid={Boolean(errors.universityId)} required>
            <Field.Label>
              University
              <Field.RequiredIndicator aria-hidden />
            </Field.Label>
            <NativeSelect.Root size="lg">
              <NativeSelect.Field name="universityId" value={universityId} onChange={(e) => setUniversityId(e.target.value)}>
                <option value="">{universities.isPending ? 'Loading universities…' : 'Choose a university'}</option>
                {universities.data?.map((u) => (
                  <option key={u.id} value={u.id}>
                    {u.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.ErrorText>{errors.universityId}</Field.ErrorText>
          </Field.Root>
          <TextField name="program" label="Programme" required value={program} onChange={setProgram} error={errors.program} />
          <TextField name="deadlineDate" label="Deadline" type="date" value={deadlineDate} onChange={setDeadline} error={errors.deadlineDate} />
          <TextField name="applicationFee" label="Application fee (USD)" inputMode="decimal" value={fee} onChange={setFee} error={errors.applicationFee} />
          <TextField
            name="requirements"
            label="Requirements"
            hint="Separated by commas, e.g. Transcript, Passport copy"
            value={requirements}
            onChange={setRequirements}
            error={errors.requirements}
          />
        </Stack>
        <Flex position="sticky" bottom="0" py="3" bg="bg" borderTopWidth="1px" borderColor="border.muted">
          <Button type="submit" size="lg" colorPalette="blue" flex="1">
            Save application
          </Button>
        </Flex>
      </chakra.form>
    </>
  );
}
