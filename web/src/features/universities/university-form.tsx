import { Button, chakra, Flex, Stack, Text, Textarea } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { useRef, useState, type FormEvent } from 'react';
import { UNIVERSITY_TYPES } from '@contract/enums';
import type { UniversityImage } from '@contract';
import { universityCreateSchema, type AdminUniversity } from '@contract/universities-admin';
import { FormErrorSummary, SelectField, TextField } from '../../components/admin/form-field';
import { LabelledField } from '../../components/labelled-field';
import { fieldErrorsOf, focusFirstError, serverFieldErrors, serverMessage, type FieldErrors } from '../../lib/form-errors';
import { useSaveUniversity } from './api/universities';
import { ImageUpload } from '../../components/admin/image-upload';
import { listOf, numberOf, SHOWN, SHOWN_LABELS, type Shown } from './form-values';

type Values = { name: string; location: string; type: string; ranking: string; specialties: string; image: string; description: string; programs: string; students: string; shown: Shown };

const valuesOf = (u: AdminUniversity | null): Values => ({
  name: u?.name ?? '',
  location: u?.location ?? '',
  type: u?.type ?? '',
  ranking: u?.ranking ?? '',
  specialties: u?.specialties.join(', ') ?? '',
  image: u?.image ?? '',
  description: u?.description ?? '',
  programs: u ? String(u.programs) : '',
  students: u ? String(u.students) : '',
  shown: u?.archived ? 'archived' : 'listed',
});

/** A university's own fields; archiving is "Shown: Archived" (nothing is deleted: applications may name it). */
export function UniversityForm({ university, canWrite }: { university: AdminUniversity | null; canWrite: boolean }) {
  const navigate = useNavigate();
  const save = useSaveUniversity();
  const form = useRef<HTMLFormElement>(null);
  const [id] = useState(() => crypto.randomUUID());
  const [values, setValues] = useState<Values>(() => valuesOf(university));
  const [picture, setPicture] = useState<UniversityImage | null>(university?.picture ?? null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = (field: keyof Values) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.reset();
    const { shown, ...rest } = values;
    const input = {
      id,
      ...rest,
      image: rest.image || '/images/universities/default.svg',
      imageKey: picture?.key ?? null,
      specialties: listOf(rest.specialties, ','),
      programs: numberOf(rest.programs),
      students: numberOf(rest.students),
      archived: shown === 'archived',
    };
    const parsed = universityCreateSchema.safeParse(input);
    if (!parsed.success) {
      const found = fieldErrorsOf(parsed.error);
      setErrors(found);
      return focusFirstError(form.current, found);
    }
    setErrors({});
    const { id: clientId, ...fields } = parsed.data;
    save.mutate(university ? { id: university.id, patch: { ...fields, version: university.version } } : { create: { id: clientId, ...fields } }, {
      onSuccess: (saved) => {
        if (!university) void navigate({ to: '/admin/universities/$id', params: { id: String(saved.id) }, replace: true });
      },
      onError: (error) => setErrors(serverFieldErrors(error)),
    });
  };
  const general = save.error && Object.keys(serverFieldErrors(save.error)).length === 0 ? serverMessage(save.error, 'Saving needs a connection to Mission Control. Try again when online.') : '';

  return (
    <chakra.form ref={form} onSubmit={submit} noValidate aria-label="University">
      <chakra.fieldset disabled={!canWrite} minW="0">
        <Stack gap="4">
          <FormErrorSummary errors={errors} />
          <TextField name="name" label="Name" required maxLength={160} value={values.name} error={errors.name} onChange={set('name')} />
          <Flex gap="3" direction={{ base: 'column', md: 'row' }}>
            <TextField name="location" label="Location" required maxLength={120} hint="City, state" value={values.location} error={errors.location} onChange={set('location')} />
            <SelectField name="type" label="Type" required empty="Choose" options={UNIVERSITY_TYPES} value={values.type as never} error={errors.type} onChange={set('type')} />
          </Flex>
          <Flex gap="3" direction={{ base: 'column', md: 'row' }}>
            <TextField name="ranking" label="Ranking" required maxLength={80} hint="e.g. QS #70" value={values.ranking} error={errors.ranking} onChange={set('ranking')} />
            <TextField name="programs" label="Programmes offered" required inputMode="numeric" value={values.programs} error={errors.programs} onChange={set('programs')} />
            <TextField name="students" label="Students" required inputMode="numeric" value={values.students} error={errors.students} onChange={set('students')} />
          </Flex>
          <TextField name="specialties" label="Specialties" hint="Separated by commas, e.g. Engineering, Medicine." value={values.specialties} error={errors.specialties} onChange={set('specialties')} />
          <LabelledField label="Description" required error={errors.description}>
            <Textarea name="description" rows={4} maxLength={2000} value={values.description} onChange={(e) => set('description')(e.target.value)} />
          </LabelledField>
          <ImageUpload
            name="imageKey"
            label="Image"
            hint="A logo or campus photo: JPEG, PNG or WebP, up to 5 MB. Visitors get a WebP copy sized to their screen."
            uploaded="Image uploaded: save the university to show it."
            alt="The university's image"
            picture={picture}
            error={errors.imageKey}
            onChange={setPicture}
          />
          <SelectField name="shown" label="Shown" required options={SHOWN} labels={SHOWN_LABELS} value={values.shown} onChange={(v) => set('shown')(v || 'listed')} />
          {general && (
            <Text role="alert" color="red.fg">
              {general}
            </Text>
          )}
          <Text role="status">{save.isSuccess && university && save.data.version === university.version ? 'Saved.' : ''}</Text>
          {canWrite && (
            <Button type="submit" colorPalette="brand" alignSelf="flex-start" size="lg" loading={save.isPending} loadingText="Saving...">
              {university ? 'Save university' : 'Add university'}
            </Button>
          )}
        </Stack>
      </chakra.fieldset>
    </chakra.form>
  );
}
