import { Button, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { staffPatchSchema, type StaffAccount } from '@contract';
import { TextField } from '../../components/admin/form-field';
import { fieldErrorsOf, serverFieldErrors, type FieldErrors } from '../../lib/form-errors';
import { useUpdateStaff } from './api/settings';

/**
 * A staff member's work e-mail and WhatsApp (docs/PRODUCT.md §3.11): the student portal gives them to the students
 * this person counsels; left empty, those students see the consultancy's general contacts.
 */
export function StaffContactForm({ account, onDone }: { account: StaffAccount; onDone: () => void }) {
  const update = useUpdateStaff();
  const [values, setValues] = useState({ email: account.email ?? '', whatsapp: account.whatsapp ?? '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = staffPatchSchema.safeParse({ ...values, version: account.version });
    if (!parsed.success) return setErrors(fieldErrorsOf(parsed.error));
    setErrors({});
    update.mutate({ id: account.id, ...parsed.data }, { onSuccess: onDone, onError: (error) => setErrors(serverFieldErrors(error)) });
  };
  return (
    <chakra.form onSubmit={submit} noValidate aria-label={`Work contacts of ${account.fullName}`}>
      <Stack gap="3">
        <Text fontSize="sm" color="fg.muted">
          Students this person counsels see these in the student portal. Empty: they see the general contacts.
        </Text>
        <Flex gap="3" direction={{ base: 'column', md: 'row' }}>
          <TextField name="email" label="Work e-mail" type="email" inputMode="email" maxLength={200} value={values.email} error={errors.email} onChange={(email) => setValues((v) => ({ ...v, email }))} />
          <TextField name="whatsapp" label="Work WhatsApp" type="tel" inputMode="tel" maxLength={40} value={values.whatsapp} error={errors.whatsapp} onChange={(whatsapp) => setValues((v) => ({ ...v, whatsapp }))} />
        </Flex>
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
