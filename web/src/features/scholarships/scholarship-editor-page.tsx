import { Button, chakra, Flex, Stack, Text, Textarea } from '@chakra-ui/react';
import { useNavigate, useParams } from '@tanstack/react-router';
import { useRef, useState, type FormEvent } from 'react';
import { PROGRAMME_LEVELS, type ProgrammeLevel } from '@contract/enums';
import { SCHOLARSHIP_COLORS, scholarshipCreateSchema, type AdminScholarship } from '@contract/scholarships-admin';
import { FormErrorSummary, SelectField, TextField } from '../../components/admin/form-field';
import { StoredRecord } from '../../components/admin/stored-record';
import { PageHeader } from '../../components/admin/page-header';
import { LabelledField } from '../../components/labelled-field';
import { fieldErrorsOf, focusFirstError, serverFieldErrors, serverMessage, type FieldErrors } from '../../lib/form-errors';
import { useAdminScholarship, useSaveScholarship } from './api/scholarships';

type Values = {
  title: string;
  provider: string;
  amount: string;
  coverage: string;
  deadlineDate: string;
  deadlineNote: string;
  eligibility: string;
  levels: ProgrammeLevel[];
  color: AdminScholarship['color'];
};

const EMPTY: Values = { title: '', provider: '', amount: '', coverage: '', deadlineDate: '', deadlineNote: '', eligibility: '', levels: [], color: 'blue' };

const valuesOf = (s: AdminScholarship): Values => ({
  title: s.title,
  provider: s.provider,
  amount: s.amount,
  coverage: s.coverage,
  deadlineDate: s.deadlineDate ?? '',
  deadlineNote: s.deadlineNote,
  eligibility: s.eligibility.join('\n'),
  levels: s.levels,
  color: s.color,
});

const COLOR_LABELS: Record<AdminScholarship['color'], string> = { blue: 'Blue', green: 'Green', purple: 'Purple', orange: 'Orange' };

// Server errors name a list's item ("levels.0"); the form shows them at the list.
const byField = (errors: FieldErrors): FieldErrors =>
  Object.fromEntries(Object.entries(errors).map(([field, message]) => [field.split('.')[0]!, message]));

function ScholarshipForm({ scholarship, save }: { scholarship: AdminScholarship | null; save: ReturnType<typeof useSaveScholarship> }) {
  const navigate = useNavigate();
  const form = useRef<HTMLFormElement>(null);
  const [id] = useState(() => crypto.randomUUID());
  const [values, setValues] = useState<Values>(scholarship ? valuesOf(scholarship) : EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = (field: keyof Values) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  const toggleLevel = (level: ProgrammeLevel, on: boolean) =>
    setValues((v) => ({ ...v, levels: PROGRAMME_LEVELS.filter((l) => (l === level ? on : v.levels.includes(l))) }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.reset();
    const parsed = scholarshipCreateSchema.safeParse({
      id,
      ...values,
      deadlineDate: values.deadlineDate || null,
      eligibility: values.eligibility.split('\n').map((line) => line.trim()).filter(Boolean),
      archived: scholarship?.archived ?? false,
    });
    if (!parsed.success) {
      const found = fieldErrorsOf(parsed.error);
      setErrors(found);
      return focusFirstError(form.current, found);
    }
    setErrors({});
    const { title, provider, amount, coverage, deadlineNote, deadlineDate, eligibility, levels, color } = parsed.data;
    const fields = { title, provider, amount, coverage, deadlineNote, deadlineDate, eligibility, levels, color };
    save.mutate(scholarship ? { id: scholarship.id, patch: { ...fields, version: scholarship.version } } : { create: parsed.data }, {
      onSuccess: (saved) => {
        if (!scholarship) void navigate({ to: '/admin/scholarships/$id', params: { id: String(saved.id) }, replace: true });
      },
      onError: (error) => setErrors(byField(serverFieldErrors(error))),
    });
  };

  const archive = () => {
    if (!scholarship) return;
    save.reset();
    save.mutate({ id: scholarship.id, patch: { archived: !scholarship.archived, version: scholarship.version } });
  };

  const general = save.error && Object.keys(serverFieldErrors(save.error)).length === 0 ? serverMessage(save.error, 'Saving needs a connection to Mission Control. Try again when online.') : '';
  const saved =
    save.isSuccess && save.data.version === scholarship?.version
      ? save.data.archived
        ? 'Archived: the public page no longer lists it.'
        : 'Saved: the public page shows it.'
      : '';

  return (
    <chakra.form ref={form} onSubmit={submit} noValidate aria-label="Scholarship" maxW="3xl">
      <Stack gap="4">
        <FormErrorSummary errors={errors} />
        {scholarship?.archived && <Text color="fg.muted">Archived: the public page does not list it. Restore it to list it again.</Text>}
        <TextField name="title" label="Title" required maxLength={160} value={values.title} error={errors.title} onChange={set('title')} />
        <TextField name="provider" label="Provider" required maxLength={160} value={values.provider} error={errors.provider} onChange={set('provider')} />
        <Flex gap="3" direction={{ base: 'column', md: 'row' }}>
          <TextField name="amount" label="Amount" required maxLength={200} hint="e.g. Full tuition and RM 1,500 a month" value={values.amount} error={errors.amount} onChange={set('amount')} />
          <TextField name="coverage" label="Coverage" required maxLength={40} hint="e.g. 50%" value={values.coverage} error={errors.coverage} onChange={set('coverage')} />
        </Flex>
        <Flex gap="3" direction={{ base: 'column', md: 'row' }}>
          <TextField name="deadlineDate" label="Deadline date" type="date" hint="After this day the page says “Deadline passed”." value={values.deadlineDate} error={errors.deadlineDate} onChange={set('deadlineDate')} />
          <TextField name="deadlineNote" label="Deadline in words" maxLength={80} hint="Optional, e.g. Rolling; shown instead of the date." value={values.deadlineNote} error={errors.deadlineNote} onChange={set('deadlineNote')} />
        </Flex>
        <LabelledField label="Eligibility" required error={errors.eligibility} hint="One requirement per line.">
          <Textarea name="eligibility" rows={5} value={values.eligibility} onChange={(e) => set('eligibility')(e.target.value)} />
        </LabelledField>
        <chakra.fieldset aria-invalid={errors.levels ? true : undefined} aria-describedby={errors.levels ? 'levels-error' : undefined}>
          <chakra.legend fontWeight="medium" mb="2">
            Study levels
          </chakra.legend>
          <Flex gap="4" wrap="wrap">
            {PROGRAMME_LEVELS.map((level) => (
              <chakra.label key={level} display="flex" gap="2" alignItems="center" minH="10" cursor="pointer">
                <chakra.input
                  type="checkbox"
                  name="levels"
                  checked={values.levels.includes(level)}
                  onChange={(e) => toggleLevel(level, e.target.checked)}
                  width="5"
                  height="5"
                  accentColor="var(--chakra-colors-brand-solid)"
                />
                {level}
              </chakra.label>
            ))}
          </Flex>
          {errors.levels && (
            <Text id="levels-error" mt="1.5" fontSize="sm" color="red.fg">
              {errors.levels}
            </Text>
          )}
        </chakra.fieldset>
        <SelectField name="color" label="Card colour" required options={SCHOLARSHIP_COLORS} labels={COLOR_LABELS} value={values.color} error={errors.color} onChange={(c) => set('color')(c || 'blue')} />
        {general && (
          <Text role="alert" color="red.fg">
            {general}
          </Text>
        )}
        <Text role="status">{saved}</Text>
        <Flex gap="3" wrap="wrap">
          <Button type="submit" colorPalette="brand" size="lg" loading={save.isPending} loadingText="Saving...">
            Save
          </Button>
          {scholarship && (
            <Button type="button" variant="outline" size="lg" onClick={archive} disabled={save.isPending}>
              {scholarship.archived ? 'Restore' : 'Archive'}
            </Button>
          )}
        </Flex>
      </Stack>
    </chakra.form>
  );
}

/** /admin/scholarships/new and /admin/scholarships/$id: write, archive or restore a scholarship (docs/PRODUCT.md §3.14). */
export function ScholarshipEditorPage() {
  const { id } = useParams({ strict: false }) as { id?: string };
  const scholarship = useAdminScholarship(id);
  // Here, not in the form: the form starts anew from each saved version, and "Saved" is read from the save.
  const save = useSaveScholarship();
  return (
    <>
      <PageHeader title={id ? 'Edit scholarship' : 'New scholarship'} description="Students see it on the public scholarships page unless it is archived." />
      {id === undefined ? (
        <ScholarshipForm scholarship={null} save={save} />
      ) : (
        <StoredRecord query={scholarship} noun="scholarship">
          {(s) => <ScholarshipForm key={s.version} scholarship={s} save={save} />}
        </StoredRecord>
      )}
    </>
  );
}
