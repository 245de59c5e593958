import { Button, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { staffPatchSchema, type StaffAccount } from '@contract';
import { TextField } from '../../components/admin/form-field';
import { FormFailure } from '../../components/form/form-parts';
import { useContractForm } from '../../components/form/use-contract-form';
import { useUpdateStaff } from './api/settings';

/**
 * A staff member's work e-mail and WhatsApp (docs/PRODUCT.md §3.11): the student portal gives them to the students
 * this person counsels; left empty, those students see the consultancy's general contacts.
 */
export function StaffContactForm({ account, onDone }: { account: StaffAccount; onDone: () => void }) {
  const update = useUpdateStaff();
  const form = useContractForm(
    {
      schema: staffPatchSchema,
      initial: { email: account.email ?? '', whatsapp: account.whatsapp ?? '' },
      toInput: (values) => ({ ...values, version: account.version }),
      save: update,
    },
    (data, { serverFailed }) => update.mutate({ id: account.id, ...data }, { onSuccess: onDone, onError: serverFailed }),
  );
  return (
    <chakra.form {...form.formProps} aria-label={`Work contacts of ${account.fullName}`}>
      <Stack gap="3">
        <Text fontSize="sm" color="fg.muted">
          Students this person counsels see these in the student portal. Empty: they see the general contacts.
        </Text>
        <Flex gap="3" direction={{ base: 'column', md: 'row' }}>
          <TextField label="Work e-mail" type="email" inputMode="email" maxLength={200} {...form.field('email')} />
          <TextField label="Work WhatsApp" type="tel" inputMode="tel" maxLength={40} {...form.field('whatsapp')} />
        </Flex>
        <FormFailure message={form.failure} />
        <Flex gap="2">
          <Button type="submit" size="sm" minH="10" colorPalette="brand" loading={update.isPending} loadingText="Saving...">
            Save contacts
          </Button>
          <Button size="sm" minH="10" variant="ghost" onClick={onDone}>
            Cancel
          </Button>
        </Flex>
      </Stack>
    </chakra.form>
  );
}
