import { useState } from 'react';
import { createVisaCaseSchema, type CreateVisaCase } from '@contract/crm-writes';
import { TextField } from '../../components/admin/form-field';
import { NewCaseRecordPage, type NewCaseForm, CASE_KINDS } from '../case-records';
import { createVisaCase } from '../../lib/offline/crm-writes';

const VISA_CASE_FORM: NewCaseForm<'visa-cases', CreateVisaCase> = {
  kind: CASE_KINDS['visa-cases'],
  description: 'A visa application of one student, from preparation to decision.',
  requirementsHint: 'Separated by commas, e.g. Passport, Offer letter, Medical report',
  schema: createVisaCaseSchema,
};

/** A datetime-local value has no zone: the device's zone is the one the officer means. */
function appointmentInstant(local: string): string {
  const at = local ? new Date(local) : null;
  return at && !Number.isNaN(at.getTime()) ? at.toISOString() : local;
}

/** /admin/visa-cases/new: a visa case for a student on this device's copy of the CRM; offline too. */
export function NewVisaCasePage() {
  const [visaType, setVisaType] = useState('Student Pass');
  const [appointment, setAppointment] = useState('');

  return (
    <NewCaseRecordPage
      form={VISA_CASE_FORM}
      values={(common) => ({ ...common, visaType, appointmentDate: appointmentInstant(appointment) })}
      save={async (writer, input, { studentName, ownerName }) => {
        await createVisaCase(writer, input, studentName, ownerName);
        return input.visaType;
      }}
    >
      {(errors) => (
        <>
          <TextField name="visaType" label="Visa type" required value={visaType} onChange={setVisaType} error={errors.visaType} />
          <TextField name="appointmentDate" label="Interview appointment" type="datetime-local" value={appointment} onChange={setAppointment} error={errors.appointmentDate} />
        </>
      )}
    </NewCaseRecordPage>
  );
}
