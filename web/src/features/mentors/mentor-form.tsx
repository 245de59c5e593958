import { Button, chakra, Flex, Stack, Text, Textarea } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { useRef, useState, type FormEvent } from 'react';
import { mentorCreateSchema, type Mentor } from '@contract/mentors';
import { FormErrorSummary, SelectField, TextField } from '../../components/admin/form-field';
import { LabelledField } from '../../components/labelled-field';
import { fieldErrorsOf, focusFirstError, serverFieldErrors, serverMessage, type FieldErrors } from '../../lib/form-errors';
import { AlumniSelect } from './alumni-select';
import { useSaveMentor } from '../../lib/mentors-api';

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
  const form = useRef<HTMLFormElement>(null);
  const [id] = useState(() => crypto.randomUUID());
  const [values, setValues] = useState<Values>(() => valuesOf(mentor));
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = (field: keyof Values) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.reset();
    const { shown, ...rest } = values;
    const parsed = mentorCreateSchema.safeParse({ id, ...rest, studentId: rest.studentId || null, languages: languagesOf(rest.languages), archived: shown === 'archived' });
    if (!parsed.success) {
      const found = fieldErrorsOf(parsed.error);
      setErrors(found);
      return focusFirstError(form.current, found);
    }
    setErrors({});
    const { id: clientId, ...fields } = parsed.data;
    save.mutate(mentor ? { id: mentor.id, patch: { ...fields, version: mentor.version } } : { create: { id: clientId, ...fields } }, {
      onSuccess: (saved) => {
        if (!mentor) void navigate({ to: '/admin/mentors/$id', params: { id: String(saved.id) }, replace: true });
      },
      onError: (error) => setErrors(serverFieldErrors(error)),
    });
  };
  const general = save.error && Object.keys(serverFieldErrors(save.error)).length === 0 ? serverMessage(save.error, 'Saving needs a connection to Mission Control. Try again when online.') : '';

  return (
    <chakra.form ref={form} onSubmit={submit} noValidate aria-label="Mentor">
      <chakra.fieldset disabled={!canWrite} minW="0">
        <Stack gap="4">
          <FormErrorSummary errors={errors} />
          <AlumniSelect
            value={values.studentId}
            error={errors.studentId}
            onChange={(student, studentId) =>
              setValues((v) => ({
                ...v,
                studentId,
                name: v.name || student?.personalInfo.name || '',
                country: v.country || student?.personalInfo.country || '',
                field: v.field || student?.fieldOfStudy || '',
              }))
            }
          />
          <Flex gap="3" direction={{ base: 'column', md: 'row' }}>
            <TextField name="name" label="Name" required maxLength={120} value={values.name} error={errors.name} onChange={set('name')} />
            <TextField name="country" label="Country" required maxLength={80} hint="Where the mentor is from" value={values.country} error={errors.country} onChange={set('country')} />
          </Flex>
          <Flex gap="3" direction={{ base: 'column', md: 'row' }}>
            <TextField name="university" label="University" required maxLength={160} value={values.university} error={errors.university} onChange={set('university')} />
            <TextField name="field" label="Field of study" required maxLength={80} value={values.field} error={errors.field} onChange={set('field')} />
          </Flex>
          <TextField name="languages" label="Languages spoken" required hint="Separated by commas, e.g. Somali, English, Arabic." value={values.languages} error={errors.languages} onChange={set('languages')} />
          <LabelledField label="Short bio" required error={errors.bio} hint="What the mentor can help with; matched students read it.">
            <Textarea name="bio" rows={4} maxLength={600} value={values.bio} onChange={(e) => set('bio')(e.target.value)} />
          </LabelledField>
          <TextField
            name="whatsapp"
            label="WhatsApp number"
            required
            type="tel"
            inputMode="tel"
            hint="With the country code, e.g. +60 12 345 6789. Shared only with matched students."
            value={values.whatsapp}
            error={errors.whatsapp}
            onChange={set('whatsapp')}
          />
          <SelectField name="shown" label="Status" required options={SHOWN} labels={SHOWN_LABELS} value={values.shown} onChange={(v) => set('shown')(v || 'active')} />
          {general && (
            <Text role="alert" color="red.fg">
              {general}
            </Text>
          )}
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
