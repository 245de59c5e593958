import { Button, chakra, Stack, Text } from '@chakra-ui/react';
import { useRef, useState, type FormEvent } from 'react';
import { organisationPatchSchema, type OrganisationSettings } from '@contract';
import { FormErrorSummary, TextField } from '../../components/admin/form-field';
import { SectionCard } from '../../components/admin/section-card';
import { fieldErrorsOf, focusFirstError, serverFieldErrors, serverMessage, type FieldErrors } from '../../lib/form-errors';
import { useOrganisation, useSaveOrganisation } from './api/settings';

const OFFLINE = 'This needs a connection to Mission Control. Try again when online.';
type Values = Omit<OrganisationSettings, 'version'>;

function OrganisationForm({ saved, save }: { saved: OrganisationSettings; save: ReturnType<typeof useSaveOrganisation> }) {
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Values>({ phone: saved.phone, email: saved.email, whatsappNumber: saved.whatsappNumber, address: saved.address });
  const [errors, setErrors] = useState<FieldErrors>({});
  // The form starts anew from each saved version (its key), so "Saved" is read from the save itself.
  const done = save.isSuccess && save.data.version === saved.version;
  const set = (field: keyof Values) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.reset();
    const parsed = organisationPatchSchema.safeParse({ ...values, version: saved.version });
    if (!parsed.success) {
      const found = fieldErrorsOf(parsed.error);
      setErrors(found);
      return focusFirstError(form.current, found);
    }
    setErrors({});
    save.mutate(parsed.data, { onError: (error) => setErrors(serverFieldErrors(error)) });
  };
  const general = save.error && Object.keys(serverFieldErrors(save.error)).length === 0 ? serverMessage(save.error, OFFLINE) : '';

  return (
    <chakra.form ref={form} onSubmit={submit} noValidate aria-label="Organisation contact details">
      <Stack gap="3" maxW="xl">
        <Text color="fg.muted">What the public site shows in every call, e-mail and WhatsApp link, and on the About page. Changes show on the next page load.</Text>
        <FormErrorSummary errors={errors} />
        <TextField name="phone" label="Public phone" required type="tel" value={values.phone} error={errors.phone} onChange={set('phone')} />
        <TextField name="email" label="Public e-mail" required type="email" value={values.email} error={errors.email} onChange={set('email')} />
        <TextField name="whatsappNumber" label="WhatsApp number" required type="tel" hint="With the country code, e.g. +60 3-2181 4455." value={values.whatsappNumber} error={errors.whatsappNumber} onChange={set('whatsappNumber')} />
        <TextField name="address" label="Office address" value={values.address} error={errors.address} onChange={set('address')} />
        {general && (
          <Text role="alert" color="red.fg">
            {general}
          </Text>
        )}
        <Text role="status" color="green.fg">
          {done ? 'Saved. The public site shows the new details.' : ''}
        </Text>
        <Button type="submit" colorPalette="brand" alignSelf="flex-start" loading={save.isPending} loadingText="Saving...">
          Save details
        </Button>
      </Stack>
    </chakra.form>
  );
}

/** The organisation's public contact details, for the super_admin. */
export function OrganisationSection() {
  const organisation = useOrganisation();
  const save = useSaveOrganisation();
  return (
    <SectionCard title="Organisation">
      {organisation.isPending ? (
        <Text color="fg.muted">Loading…</Text>
      ) : organisation.isError ? (
        <Text role="alert">{serverMessage(organisation.error, 'The details can be edited when you are online.')}</Text>
      ) : (
        // Keyed by version: a save or a conflict's reload starts the form from what is stored.
        <OrganisationForm key={organisation.data.version} saved={organisation.data} save={save} />
      )}
    </SectionCard>
  );
}
