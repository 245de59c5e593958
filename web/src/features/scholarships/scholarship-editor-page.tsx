import { Button, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { useNavigate, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { PROGRAMME_LEVELS, type ProgrammeLevel } from '@contract/enums';
import { SCHOLARSHIP_COLORS, scholarshipCreateSchema, type AdminScholarship } from '@contract/scholarships-admin';
import { FormErrorSummary, SelectField, TextareaField, TextField } from '../../components/admin/form-field';
import { StoredRecord } from '../../components/admin/stored-record';
import { PageHeader } from '../../components/admin/page-header';
import { FormFailure } from '../../components/form/form-parts';
import { useContractForm } from '../../components/form/use-contract-form';
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

function ScholarshipForm({ scholarship, save }: { scholarship: AdminScholarship | null; save: ReturnType<typeof useSaveScholarship> }) {
  const navigate = useNavigate();
  const [id] = useState(() => crypto.randomUUID());
  const form = useContractForm(
    {
      schema: scholarshipCreateSchema,
      initial: () => (scholarship ? valuesOf(scholarship) : EMPTY),
      toInput: (values: Values) => ({
        id,
        ...values,
        deadlineDate: values.deadlineDate || null,
        eligibility: values.eligibility.split('\n').map((line) => line.trim()).filter(Boolean),
        archived: scholarship?.archived ?? false,
      }),
      save,
    },
    (data, { serverFailed }) => {
      const { title, provider, amount, coverage, deadlineNote, deadlineDate, eligibility, levels, color } = data;
      const fields = { title, provider, amount, coverage, deadlineNote, deadlineDate, eligibility, levels, color };
      save.mutate(scholarship ? { id: scholarship.id, patch: { ...fields, version: scholarship.version } } : { create: data }, {
        onSuccess: (saved) => {
          if (!scholarship) void navigate({ to: '/admin/scholarships/$id', params: { id: String(saved.id) }, replace: true });
        },
        onError: serverFailed,
      });
    },
  );
  const { values, errors } = form;
  const toggleLevel = (level: ProgrammeLevel, on: boolean) =>
    form.setValues((v) => ({ ...v, levels: PROGRAMME_LEVELS.filter((l) => (l === level ? on : v.levels.includes(l))) }));

  const archive = () => {
    if (!scholarship) return;
    save.reset();
    save.mutate({ id: scholarship.id, patch: { archived: !scholarship.archived, version: scholarship.version } });
  };

  const saved =
    save.isSuccess && save.data.version === scholarship?.version
      ? save.data.archived
        ? 'Archived: the public page no longer lists it.'
        : 'Saved: the public page shows it.'
      : '';

  return (
    <chakra.form {...form.formProps} aria-label="Scholarship" maxW="3xl">
      <Stack gap="4">
        <FormErrorSummary errors={errors} />
        {scholarship?.archived && <Text color="fg.muted">Archived: the public page does not list it. Restore it to list it again.</Text>}
        <TextField label="Title" required maxLength={160} {...form.field('title')} />
        <TextField label="Provider" required maxLength={160} {...form.field('provider')} />
        <Flex gap="3" direction={{ base: 'column', md: 'row' }}>
          <TextField label="Amount" required maxLength={200} hint="e.g. Full tuition and RM 1,500 a month" {...form.field('amount')} />
          <TextField label="Coverage" required maxLength={40} hint="e.g. 50%" {...form.field('coverage')} />
        </Flex>
        <Flex gap="3" direction={{ base: 'column', md: 'row' }}>
          <TextField label="Deadline date" type="date" hint="After this day the page says “Deadline passed”." {...form.field('deadlineDate')} />
          <TextField label="Deadline in words" maxLength={80} hint="Optional, e.g. Rolling; shown instead of the date." {...form.field('deadlineNote')} />
        </Flex>
        <TextareaField label="Eligibility" required hint="One requirement per line." rows={5} {...form.field('eligibility')} />
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
        <SelectField name="color" label="Card colour" required options={SCHOLARSHIP_COLORS} labels={COLOR_LABELS} value={values.color} error={errors.color} onChange={(c) => form.set('color')(c || 'blue')} />
        <FormFailure message={form.failure} />
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
