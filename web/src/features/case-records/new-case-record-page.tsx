import { chakra, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import type { z } from 'zod';
import { mayBeAssigned } from '@contract/assignments';
import { can } from '@contract/permissions';
import type { CaseEntity, CaseKind } from './api/case-records';
import type { Writer } from '../../lib/offline/crm-writes';
import { splitCommaList, upperFirst } from '../../lib/format';
import type { FieldErrors } from '../../lib/form-errors';
import { useSignedInAdmin } from '../../lib/signed-in-admin';
import { useContractForm } from '../../components/form/use-contract-form';
import { toaster } from '../../components/toaster';
import { FormErrorSummary, TextField } from '../../components/admin/form-field';
import { OutboxIssues } from '../../components/admin/outbox-issues';
import { OwnerSelect } from '../../components/admin/owner-select';
import { PageHeader } from '../../components/admin/page-header';
import { StudentPicker, useLocalStudentName } from '../students';

/** What is common to both forms: the student (from this device's copy) and the requirements. */
export type CaseFormCommon = { studentId: string; requirements: string[] };

/** What one new-record form says and checks that the other does not. */
export type NewCaseForm<E extends CaseEntity, Input> = {
  kind: CaseKind<E>;
  description: string;
  requirementsHint: string;
  /** The contract's create schema. */
  schema: z.ZodType<Input>;
};

type Props<E extends CaseEntity, Input> = {
  form: NewCaseForm<E, Input>;
  /** What the form gives the schema. */
  values: (common: CaseFormCommon) => unknown;
  /** Saves the record through the outbox (offline too); answers the toast's description. */
  save: (writer: Writer, input: Input, names: { studentName: string | null; ownerName: string | null }) => Promise<string>;
  /** The record's own fields, between the student and the requirements. */
  children: (errors: FieldErrors) => ReactNode;
};

/** /admin/applications/new and /admin/visa-cases/new: a record for a student, saved to the outbox, then its list. */
export function NewCaseRecordPage<E extends CaseEntity, Input>({ form, values, save, children }: Props<E, Input>) {
  const { kind, description, requirementsHint, schema } = form;
  const admin = useSignedInAdmin();
  const navigate = useNavigate();
  // Both routes parse ?studentId=: the student whose page the person came from.
  const preselectedId = useSearch({ strict: false }).studentId;
  const preselected = useLocalStudentName(preselectedId);
  const [studentName, setStudentName] = useState<string | null>(null);
  // Who works it: the person filling the form when their role does that work, else nobody until chosen.
  const [assignee, setAssignee] = useState({ id: mayBeAssigned(kind.owner.work, admin.role) ? admin.id : '', name: admin.fullName as string | null });
  const contractForm = useContractForm(
    {
      schema,
      initial: { studentId: preselectedId ?? '', requirements: '' },
      toInput: (typed) => ({ ...(values({ studentId: typed.studentId, requirements: splitCommaList(typed.requirements) }) as object), [kind.owner.field]: assignee.id || null }),
    },
    async (input) => {
      const saved = await save(admin, input, { studentName: studentName ?? preselected, ownerName: assignee.id ? assignee.name : null });
      toaster.show({ title: navigator.onLine ? `${upperFirst(kind.noun)} saved` : 'Saved - waiting to sync', description: saved });
      const entity: CaseEntity = kind.entity; // the union: one of the two typed list routes
      void navigate({ to: `/admin/${entity}` });
    },
  );
  const { errors } = contractForm;
  if (!can(admin.role, kind.write)) return <Text role="alert">{`Your role does not allow creating ${kind.plural}.`}</Text>;

  return (
    <>
      <PageHeader title={`New ${kind.title}`} description={description} />
      <OutboxIssues entity={kind.entity} />
      <chakra.form {...contractForm.formProps} maxW="36rem">
        <Stack gap="4" pb="24">
          <FormErrorSummary errors={errors} />
          <StudentPicker value={contractForm.values.studentId} error={errors.studentId} onChange={(id, name) => (contractForm.set('studentId')(id), setStudentName(name))} />
          {children(errors)}
          <OwnerSelect
            work={kind.owner.work}
            name={kind.owner.field}
            value={assignee.id}
            onChange={(id, name) => setAssignee({ id, name })}
            error={errors[kind.owner.field]}
          />
          <TextField label="Requirements" hint={requirementsHint} {...contractForm.field('requirements')} />
        </Stack>
        <Flex position="sticky" bottom="0" py="3" bg="bg" borderTopWidth="1px" borderColor="border.muted">
          <Button type="submit" size="lg" colorPalette="blue" flex="1">
            {`Save ${kind.noun}`}
          </Button>
        </Flex>
      </chakra.form>
    </>
  );
}
