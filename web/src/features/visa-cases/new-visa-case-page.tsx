import { chakra, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { getRouteApi } from '@tanstack/react-router';
import { useRef, useState, type FormEvent } from 'react';
import { createVisaCaseSchema } from '@contract/crm-writes';
import { can } from '@contract/permissions';
import { TextField, FormErrorSummary } from '../../components/admin/form-field';
import { OutboxIssues } from '../../components/admin/outbox-issues';
import { PageHeader } from '../../components/admin/page-header';
import { StudentPicker, useLocalStudentName } from '../../components/admin/student-picker';
import { toaster } from '../../components/toaster';
import { useSignedInAdmin } from '../../lib/signed-in-admin';
import { splitCommaList } from '../../lib/format';
import { fieldErrorsOf, focusFirstError, type FieldErrors } from '../../lib/form-errors';
import { createVisaCase } from '../../lib/offline/crm-writes';

const route = getRouteApi('/mission-control/signed-in/admin/visa-cases/new');

/** /admin/visa-cases/new: a visa case for a student on this device's copy of the CRM; offline too. */
export function NewVisaCasePage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const admin = useSignedInAdmin();
  const preselected = useLocalStudentName(search.studentId);
  const [studentId, setStudentId] = useState(search.studentId ?? '');
  const [studentName, setStudentName] = useState<string | null>(null);
  const [visaType, setVisaType] = useState('Student Pass');
  const [appointment, setAppointment] = useState('');
  const [requirements, setRequirements] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const form = useRef<HTMLFormElement>(null);
  if (!can(admin.role, 'visas:write')) return <Text role="alert">Your role does not allow creating visa cases.</Text>;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    // datetime-local has no zone: the device's zone is the one the officer means.
    const at = appointment ? new Date(appointment) : null;
    const result = createVisaCaseSchema.safeParse({
      studentId,
      visaType,
      appointmentDate: at && !Number.isNaN(at.getTime()) ? at.toISOString() : appointment,
      requirements: splitCommaList(requirements),
    });
    if (!result.success) {
      const found = fieldErrorsOf(result.error);
      setErrors(found);
      focusFirstError(form.current, found);
      return;
    }
    await createVisaCase(admin.id, result.data, studentName ?? preselected);
    toaster.show({ title: navigator.onLine ? 'Visa case saved' : 'Saved - waiting to sync', description: result.data.visaType });
    void navigate({ to: '/admin/visa-cases' });
  };

  return (
    <>
      <PageHeader title="New Visa Case" description="A visa application of one student, from preparation to decision." />
      <OutboxIssues entity="visa-cases" />
      <chakra.form ref={form} onSubmit={(e) => void submit(e)} noValidate maxW="36rem">
        <Stack gap="4" pb="24">
          <FormErrorSummary errors={errors} />
          <StudentPicker value={studentId} error={errors.studentId} onChange={(id, name) => (setStudentId(id), setStudentName(name))} />
          <TextField name="visaType" label="Visa type" required value={visaType} onChange={setVisaType} error={errors.visaType} />
          <TextField name="appointmentDate" label="Interview appointment" type="datetime-local" value={appointment} onChange={setAppointment} error={errors.appointmentDate} />
          <TextField
            name="requirements"
            label="Requirements"
            hint="Separated by commas, e.g. Passport, Offer letter, Medical report"
            value={requirements}
            onChange={setRequirements}
            error={errors.requirements}
          />
        </Stack>
        <Flex position="sticky" bottom="0" py="3" bg="bg" borderTopWidth="1px" borderColor="border.muted">
          <Button type="submit" size="lg" colorPalette="blue" flex="1">
            Save visa case
          </Button>
        </Flex>
      </chakra.form>
    </>
  );
}
