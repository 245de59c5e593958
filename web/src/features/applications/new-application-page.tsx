import { Field, NativeSelect } from '@chakra-ui/react';
import { useState } from 'react';
import { createApplicationSchema, type CreateApplication } from '@contract/crm-writes';
import { can } from '@contract/permissions';
import { TextField } from '../../components/admin/form-field';
import { NewCaseRecordPage, type NewCaseForm, CASE_KINDS } from '../case-records';
import { createApplication } from '../../lib/offline/crm-writes';
import { useSignedInAdmin } from '../../lib/signed-in-admin';
import { useUniversityOptions } from './api/get-university-options';
import { ProgrammeField } from './programme-field';

const APPLICATION_FORM: NewCaseForm<'applications', CreateApplication> = {
  kind: CASE_KINDS.applications,
  description: 'An application of one student to a partner university.',
  requirementsHint: 'Separated by commas, e.g. Transcript, Passport copy',
  schema: createApplicationSchema,
};

/**
 * /admin/applications/new: a student (from this device's copy), a university and one of its programmes (or one typed
 * as it is); offline too, from the copy the sync keeps. An archived university is not offered for a new application:
 * it has left the website. The server still takes one (an application made offline before the archive must not be
 * refused), and the applications list still filters by it.
 */
export function NewApplicationPage() {
  const universities = useUniversityOptions();
  const listed = universities.data?.filter((u) => !u.archived);
  const [universityId, setUniversityId] = useState('');
  const [program, setProgram] = useState('');
  const [deadlineDate, setDeadline] = useState('');
  const [fee, setFee] = useState('');
  // Finance records fees (fees:write); a counselor's application goes without, and the server refuses one with a fee.
  const setsFees = can(useSignedInAdmin().role, 'fees:write');

  return (
    <NewCaseRecordPage
      form={APPLICATION_FORM}
      values={(common) => ({
        ...common,
        universityId: universityId ? Number(universityId) : undefined,
        program,
        deadlineDate,
        ...(setsFees && { applicationFee: fee.trim() === '' ? null : Number(fee) }),
      })}
      save={async (writer, input, { studentName, ownerName }) => {
        const universityName = universities.data?.find((u) => u.id === input.universityId)?.name ?? null;
        await createApplication(writer, input, { studentName, universityName, ownerName });
        return `${program} at ${universityName ?? 'the university'}`;
      }}
    >
      {(errors) => (
        <>
          <Field.Root invalid={Boolean(errors.universityId)} required>
            <Field.Label>
              University
              <Field.RequiredIndicator aria-hidden />
            </Field.Label>
            <NativeSelect.Root size="lg">
              <NativeSelect.Field name="universityId" value={universityId} onChange={(e) => setUniversityId(e.target.value)}>
                <option value="">{universities.isPending ? 'Loading universities…' : 'Choose a university'}</option>
                {listed?.map((u) => (
                  <option key={u.id} value={u.id}>
                    {u.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.ErrorText>{errors.universityId}</Field.ErrorText>
          </Field.Root>
          <ProgrammeField
            programmes={listed?.find((u) => String(u.id) === universityId)?.programmes ?? []}
            universityChosen={universityId !== ''}
            value={program}
            onChange={setProgram}
            error={errors.program}
          />
          <TextField name="deadlineDate" label="Deadline" type="date" value={deadlineDate} onChange={setDeadline} error={errors.deadlineDate} />
          {setsFees && (
            <TextField name="applicationFee" label="Application fee (USD)" inputMode="decimal" value={fee} onChange={setFee} error={errors.applicationFee} />
          )}
        </>
      )}
    </NewCaseRecordPage>
  );
}
