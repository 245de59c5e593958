import { Button, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { mentorCreateSchema, type Mentor } from '@contract/mentors';
import { FormErrorSummary, SelectField, TextareaField, TextField } from '../../components/admin/form-field';
import { FormFailure } from '../../components/form/form-parts';
import { useContractForm } from '../../components/form/use-contract-form';
import { AlumniSelect } from './alumni-select';
import { useSaveMentor } from './api/mentors';

const SHOWN = ['active', 'archived'] as const;
type Shown = (typeof SHOWN)[number];
const SHOWN_LABELS: Record<Shown, string> = { active: 'Active (can be matched)', archived: 'Archived (hidden from students)' };

/** "Somali, English, " -> ['Somali', 'English'] */
const languagesOf = (text: string) => text.split(',').map((l) => l.trim()).filter(Boolean);

type Values = { studentId: string; name: string; country: string; university: string; field: string; languages: string; bio: string; whatsapp: string; shown: Shown };

const valuesOf = (m: Mentor | null): Values => ({
  studentId: m?.studentId ?? '',
  name: m?.name ?? '',
  country: m?.country ?? '',
  university: m?.university ?? '',
  field: m?.field ?? '',
  languages: m?.languages.join(', ') ?? '',
  bio: m?.bio ?? '',
  whatsapp: m?.whatsapp ?? '',
  shown: m?.archived ? 'archived' : 'active',
});

/** A mentor's own fields; archiving is "Status: Archived" (nothing is deleted). */
export function MentorForm({ mentor, canWrite }: { mentor: Mentor | null; canWrite: boolean }) {
  const navigate = useNavigate();
  const save = useSaveMentor();
  const [id] = useState(() => crypto.randomUUID());
  const form = useContractForm(
    {
      schema: mentorCreateSchema,
      initial: () => valuesOf(mentor),
      toInput: ({ shown, ...rest }: Values) => ({ id, ...rest, studentId: rest.studentId || null, languages: languagesOf(rest.languages), archived: shown === 'archived' }),
      save,
    },
    ({ id: clientId, ...fields }, { serverFailed }) =>
      save.mutate(mentor ? { id: mentor.id, patch: { ...fields, version: mentor.version } } : { create: { id: clientId, ...fields } }, {
        onSuccess: (saved) => {
          if (!mentor) void navigate({ to: '/admin/mentors/$id', params: { id: String(saved.id) }, replace: true });
        },
        onError: serverFailed,
      }),
  );
  const { values, errors } = form;

  return (
    <chakra.form {...form.formProps} aria-label="Mentor">
      <chakra.fieldset disabled={!canWrite} minW="0">
        <Stack gap="4">
          <FormErrorSummary errors={errors} />
          <AlumniSelect
            value={values.studentId}
            error={errors.studentId}
            onChange={(student, studentId) =>
              form.setValues((v) => ({
                ...v,
                studentId,
                name: v.name || student?.personalInfo.name || '',
                country: v.country || student?.personalInfo.country || '',
                field: v.field || student?.fieldOfStudy || '',
              }))
            }
          />
          <Flex gap="3" direction={{ base: 'column', md: 'row' }}>
            <TextField label="Name" required maxLength={120} {...form.field('name')} />
            <TextField label="Country" required maxLength={80} hint="Where the mentor is from" {...form.field('country')} />
          </Flex>
          <Flex gap="3" direction={{ base: 'column', md: 'row' }}>
            <TextField label="University" required maxLength={160} {...form.field('university')} />
            <TextField label="Field of study" required maxLength={80} {...form.field('field')} />
          </Flex>
          <TextField label="Languages spoken" required hint="Separated by commas, e.g. Somali, English, Arabic." {...form.field('languages')} />
          <TextareaField label="Short bio" required hint="What the mentor can help with; matched students read it." rows={4} maxLength={600} {...form.field('bio')} />
          <TextField
            label="WhatsApp number"
            required
            type="tel"
            inputMode="tel"
            hint="With the country code, e.g. +60 12 345 6789. Shared only with matched students."
            {...form.field('whatsapp')}
          />
          <SelectField name="shown" label="Status" required options={SHOWN} labels={SHOWN_LABELS} value={values.shown} onChange={(v) => form.set('shown')(v || 'active')} />
          <FormFailure message={form.failure} />
          <Text role="status">{save.isSuccess && mentor && save.data.version === mentor.version ? 'Saved.' : ''}</Text>
          {canWrite && (
            <Button type="submit" colorPalette="brand" alignSelf="flex-start" size="lg" loading={save.isPending} loadingText="Saving...">
              {mentor ? 'Save mentor' : 'Add mentor'}
            </Button>
          )}
        </Stack>
      </chakra.fieldset>
    </chakra.form>
  );
}
