import { Button, chakra, Flex, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { PROGRAMME_LEVELS } from '@contract/enums';
import { programmeCreateSchema, type AdminProgramme } from '@contract/universities-admin';
import { FormErrorSummary, SelectField, TextareaField, TextField } from '../../components/admin/form-field';
import { FormFailure } from '../../components/form/form-parts';
import { useContractForm } from '../../components/form/use-contract-form';
import { useSaveProgramme } from './api/universities';
import { listOf, numberOf, SHOWN, SHOWN_LABELS, type Shown } from './form-values';

type Values = { name: string; level: string; field: string; durationYears: string; intakes: string; tuitionPerYear: string; entryRequirements: string; shown: Shown };

const valuesOf = (p: AdminProgramme | null): Values => ({
  name: p?.name ?? '',
  level: p?.level ?? '',
  field: p?.field ?? '',
  durationYears: p ? String(p.durationYears) : '',
  intakes: p?.intakes.join(', ') ?? '',
  tuitionPerYear: p ? String(p.tuitionPerYear) : '',
  entryRequirements: p?.entryRequirements.join('\n') ?? '',
  shown: p?.archived ? 'archived' : 'listed',
});

/** One programme of a university, added or edited in place on the university's page. */
export function ProgrammeForm({ universityId, programme, onDone }: { universityId: number; programme: AdminProgramme | null; onDone: () => void }) {
  const save = useSaveProgramme();
  const [id] = useState(() => crypto.randomUUID());
  const form = useContractForm(
    {
      schema: programmeCreateSchema,
      initial: () => valuesOf(programme),
      toInput: ({ shown, ...rest }: Values) => ({
        id,
        universityId,
        ...rest,
        durationYears: numberOf(rest.durationYears),
        tuitionPerYear: numberOf(rest.tuitionPerYear),
        intakes: listOf(rest.intakes, ','),
        entryRequirements: listOf(rest.entryRequirements, '\n'),
        archived: shown === 'archived',
      }),
      save,
    },
    ({ id: clientId, universityId: university, ...fields }, { serverFailed }) =>
      save.mutate(programme ? { id: programme.id, patch: { ...fields, version: programme.version } } : { create: { id: clientId, universityId: university, ...fields } }, {
        onSuccess: onDone,
        onError: serverFailed,
      }),
  );
  const { values, errors } = form;

  return (
    <chakra.form {...form.formProps} aria-label={programme ? `Edit ${programme.name}` : 'New programme'} borderWidth="1px" borderRadius="md" p="4">
      <Stack gap="4">
        <FormErrorSummary errors={errors} />
        <TextField label="Programme name" required maxLength={160} {...form.field('name')} />
        <Flex gap="3" direction={{ base: 'column', md: 'row' }}>
          <SelectField name="level" label="Level" required empty="Choose a level" options={PROGRAMME_LEVELS} value={values.level as never} error={errors.level} onChange={form.set('level')} />
          <TextField label="Field of study" required maxLength={80} {...form.field('field')} />
        </Flex>
        <Flex gap="3" direction={{ base: 'column', md: 'row' }}>
          <TextField label="Duration (years)" required inputMode="decimal" {...form.field('durationYears')} />
          <TextField label="Tuition per year (RM)" required inputMode="numeric" {...form.field('tuitionPerYear')} />
        </Flex>
        <TextField label="Intakes" hint="Months separated by commas, e.g. February, September." {...form.field('intakes')} />
        <TextareaField label="Entry requirements" hint="One per line." rows={3} {...form.field('entryRequirements')} />
        <SelectField name="shown" label="Shown" required options={SHOWN} labels={SHOWN_LABELS} value={values.shown} onChange={(v) => form.set('shown')(v || 'listed')} />
        <FormFailure message={form.failure} />
        <Flex gap="3">
          <Button type="submit" colorPalette="brand" size="lg" loading={save.isPending} loadingText="Saving...">
            {programme ? 'Save programme' : 'Add programme'}
          </Button>
          <Button type="button" variant="outline" size="lg" onClick={onDone}>
            Cancel
          </Button>
        </Flex>
      </Stack>
    </chakra.form>
  );
}
