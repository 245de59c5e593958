import { Button, chakra, Stack, Text } from '@chakra-ui/react';
import { organisationPatchSchema, type OrganisationSettings } from '@contract';
import { FormErrorSummary, TextField } from '../../components/admin/form-field';
import { SectionCard } from '../../components/admin/section-card';
import { FormFailure } from '../../components/form/form-parts';
import { useContractForm } from '../../components/form/use-contract-form';
import { serverMessage } from '../../lib/form-errors';
import { useOrganisation, useSaveOrganisation } from './api/settings';

const OFFLINE = 'This needs a connection to Mission Control. Try again when online.';
type Values = Omit<OrganisationSettings, 'version'>;

function OrganisationForm({ saved, save }: { saved: OrganisationSettings; save: ReturnType<typeof useSaveOrganisation> }) {
  const form = useContractForm(
    {
      schema: organisationPatchSchema,
      initial: (): Values => ({ phone: saved.phone, email: saved.email, whatsappNumber: saved.whatsappNumber, address: saved.address }),
      toInput: (values: Values) => ({ ...values, version: saved.version }),
      save,
      offline: OFFLINE,
    },
    (data, { serverFailed }) => save.mutate(data, { onError: serverFailed }),
  );
  const { errors } = form;
  // The form starts anew from each saved version (its key), so "Saved" is read from the save itself.
  const done = save.isSuccess && save.data.version === saved.version;

  return (
    <chakra.form {...form.formProps} aria-label="Organisation contact details">
      <Stack gap="3" maxW="xl">
        <Text color="fg.muted">What the public site shows in every call, e-mail and WhatsApp link, and on the About page. Changes show on the next page load.</Text>
        <FormErrorSummary errors={errors} />
        <TextField label="Public phone" required type="tel" {...form.field('phone')} />
        <TextField label="Public e-mail" required type="email" {...form.field('email')} />
        <TextField label="WhatsApp number" required type="tel" hint="With the country code, e.g. +60 3-2181 4455." {...form.field('whatsappNumber')} />
        <TextField label="Office address" {...form.field('address')} />
        <FormFailure message={form.failure} />
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
