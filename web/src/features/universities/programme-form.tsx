import { Button, chakra, Flex, Stack, Text, Textarea } from '@chakra-ui/react';
import { useRef, useState, type FormEvent } from 'react';
import { PROGRAMME_LEVELS } from '@contract/enums';
import { programmeCreateSchema, type AdminProgramme } from '@contract/universities-admin';
import { FormErrorSummary, SelectField, TextField } from '../../components/admin/form-field';
import { LabelledField } from '../../components/labelled-field';
import { fieldErrorsOf, focusFirstError, serverFieldErrors, serverMessage, type FieldErrors } from '../../lib/form-errors';
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
  const form = useRef<HTMLFormElement>(null);
  const [id] = useState(() => crypto.randomUUID());
  const [values, setValues] = useState<Values>(() => valuesOf(programme));
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = (field: keyof Values) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.reset();
    const { shown, ...rest } = values;
    const parsed = programmeCreateSchema.safeParse({
      id,
      universityId,
      ...rest,
      durationYears: numberOf(rest.durationYears),
      tuitionPerYear: numberOf(rest.tuitionPerYear),
      intakes: listOf(rest.intakes, ','),
      entryRequirements: listOf(rest.entryRequirements, '\n'),
      archived: shown === 'archived',
    });
    if (!parsed.success) {
      const found = fieldErrorsOf(parsed.error);
      setErrors(found);
      return focusFirstError(form.current, found);
    }
    setErrors({});
    const { id: clientId, universityId: university, ...fields } = parsed.data;
    save.mutate(programme ? { id: programme.id, patch: { ...fields, version: programme.version } } : { create: { id: clientId, universityId: university, ...fields } }, {
      onSuccess: onDone,
      onError: (error) => setErrors(serverFieldErrors(error)),
    });
  };
  const general = save.error && Object.keys(serverFieldErrors(save.error)).length === 0 ? serverMessage(save.error, 'Saving needs a connection to Mission Control. Try again when online.') : '';

  return (
    <chakra.form ref={form} onSubmit={submit} noValidate aria-label={programme ? `Edit ${programme.name}` : 'New programme'} borderWidth="1px" borderRadius="md" p="4">
      <Stack gap="4">
        <FormErrorSummary errors={errors} />
        <TextField name="name" label="Programme name" required maxLength={160} value={values.name} error={errors.name} onChange={set('name')} />
        <Flex gap="3" direction={{ base: 'column', md: 'row' }}>
          <SelectField name="level" label="Level" required empty="Choose a level" options={PROGRAMME_LEVELS} value={values.level as never} error={errors.level} onChange={set('level')} />
          <TextField name="field" label="Field of study" required maxLength={80} value={values.field} error={errors.field} onChange={set('field')} />
        </Flex>
        <Flex gap="3" direction={{ base: 'column', md: 'row' }}>
          <TextField name="durationYears" label="Duration (years)" required inputMode="decimal" value={values.durationYears} error={errors.durationYears} onChange={set('durationYears')} />
          <TextField name="tuitionPerYear" label="Tuition per year (RM)" required inputMode="numeric" value={values.tuitionPerYear} error={errors.tuitionPerYear} onChange={set('tuitionPerYear')} />
        </Flex>
        <TextField name="intakes" label="Intakes" hint="Months separated by commas, e.g. February, September." value={values.intakes} error={errors.intakes} onChange={set('intakes')} />
        <LabelledField label="Entry requirements" error={errors.entryRequirements} hint="One per line.">
          <Textarea name="entryRequirements" rows={3} value={values.entryRequirements} onChange={(e) => set('entryRequirements')(e.target.value)} />
        </LabelledField>
        <SelectField name="shown" label="Shown" required options={SHOWN} labels={SHOWN_LABELS} value={values.shown} onChange={(v) => set('shown')(v || 'listed')} />
        {general && (
          <Text role="alert" color="red.fg">
            {general}
          </Text>
        )}
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
