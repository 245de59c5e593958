import { Button, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { UNIVERSITY_TYPES } from '@contract/enums';
import type { UniversityImage } from '@contract';
import { universityCreateSchema, type AdminUniversity } from '@contract/universities-admin';
import { FormErrorSummary, SelectField, TextareaField, TextField } from '../../components/admin/form-field';
import { FormFailure } from '../../components/form/form-parts';
import { useContractForm } from '../../components/form/use-contract-form';
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
  const [id] = useState(() => crypto.randomUUID());
  const [picture, setPicture] = useState<UniversityImage | null>(university?.picture ?? null);
  const form = useContractForm(
    {
      schema: universityCreateSchema,
      initial: () => valuesOf(university),
      toInput: ({ shown, ...rest }: Values) => ({
        id,
        ...rest,
        image: rest.image || '/images/universities/default.svg',
        imageKey: picture?.key ?? null,
        specialties: listOf(rest.specialties, ','),
        programs: numberOf(rest.programs),
        students: numberOf(rest.students),
        archived: shown === 'archived',
      }),
      save,
    },
    ({ id: clientId, ...fields }, { serverFailed }) =>
      save.mutate(university ? { id: university.id, patch: { ...fields, version: university.version } } : { create: { id: clientId, ...fields } }, {
        onSuccess: (saved) => {
          if (!university) void navigate({ to: '/admin/universities/$id', params: { id: String(saved.id) }, replace: true });
        },
        onError: serverFailed,
      }),
  );
  const { values, errors } = form;

  return (
    <chakra.form {...form.formProps} aria-label="University">
      <chakra.fieldset disabled={!canWrite} minW="0">
        <Stack gap="4">
          <FormErrorSummary errors={errors} />
          <TextField label="Name" required maxLength={160} {...form.field('name')} />
          <Flex gap="3" direction={{ base: 'column', md: 'row' }}>
            <TextField label="Location" required maxLength={120} hint="City, state" {...form.field('location')} />
            <SelectField name="type" label="Type" required empty="Choose" options={UNIVERSITY_TYPES} value={values.type as never} error={errors.type} onChange={form.set('type')} />
          </Flex>
          <Flex gap="3" direction={{ base: 'column', md: 'row' }}>
            <TextField label="Ranking" required maxLength={80} hint="e.g. QS #70" {...form.field('ranking')} />
            <TextField label="Programmes offered" required inputMode="numeric" {...form.field('programs')} />
            <TextField label="Students" required inputMode="numeric" {...form.field('students')} />
          </Flex>
          <TextField label="Specialties" hint="Separated by commas, e.g. Engineering, Medicine." {...form.field('specialties')} />
          <TextareaField label="Description" required rows={4} maxLength={2000} {...form.field('description')} />
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
          <SelectField name="shown" label="Shown" required options={SHOWN} labels={SHOWN_LABELS} value={values.shown} onChange={(v) => form.set('shown')(v || 'listed')} />
          <FormFailure message={form.failure} />
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
