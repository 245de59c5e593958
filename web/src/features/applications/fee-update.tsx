import { Button, Flex, Text } from '@chakra-ui/react';
import { DollarSign } from 'lucide-react';
import { useState } from 'react';
import type { Application } from '@contract/crm';
import { updateApplicationSchema } from '@contract/crm-writes';
import { TextField } from '../../components/admin/form-field';
import { fieldErrorsOf, type FieldErrors } from '../../lib/form-errors';
import { updateApplication, type Writer } from '../../lib/offline/crm-writes';

/**
 * "Set fee": how finance records an application's fee and its status (fees:write). It sends a change of just those
 * two fields, through the outbox like every write, so it works offline too (docs/SECURITY.md, the read table).
 */
export function FeeUpdate({ application: a, writer, subject }: { application: Application; writer: Writer; subject: string }) {
  // The application as it was when the panel opened: the change is made on that version (as the student's Edit).
  const [opened, setOpened] = useState<Application | null>(null);
  const [fee, setFee] = useState('');
  const [status, setStatus] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const start = () => {
    setFee(a.applicationFee === null || a.applicationFee === undefined ? '' : String(a.applicationFee));
    setStatus(a.feeStatus ?? '');
    setErrors({});
    setOpened(a);
  };
  if (!opened) {
    return (
      <Button size="xs" variant="ghost" aria-label={`Set the fee of ${subject}`} onClick={start}>
        <DollarSign /> Set fee
      </Button>
    );
  }
  const save = async () => {
    const result = updateApplicationSchema.safeParse({
      version: Math.max(1, opened.version),
      applicationFee: fee.trim() === '' ? null : Number(fee),
      feeStatus: status,
    });
    if (!result.success) return setErrors(fieldErrorsOf(result.error));
    setSaving(true);
    try {
      const { applicationFee, feeStatus } = result.data;
      await updateApplication(writer, opened, { applicationFee, feeStatus });
      setOpened(null);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Flex gap="2" align="flex-end" wrap="wrap" role="group" aria-label={`Set the fee of ${subject}`} width="full">
      <TextField name="applicationFee" label="Application fee (USD)" inputMode="decimal" size="sm" value={fee} onChange={setFee} error={errors.applicationFee} />
      <TextField name="feeStatus" label="Fee status" hint="e.g. paid, pending" size="sm" value={status} onChange={setStatus} error={errors.feeStatus} />
      <Button size="xs" colorPalette="blue" loading={saving} onClick={() => void save()}>
        Save fee
      </Button>
      <Button size="xs" variant="ghost" onClick={() => setOpened(null)}>
        Cancel
      </Button>
      {Object.keys(errors).length > 0 && (
        <Text role="alert" color="fg.error" fontSize="sm">
          Check the fee.
        </Text>
      )}
    </Flex>
  );
}
