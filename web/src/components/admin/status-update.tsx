import { Button, Flex, NativeSelect } from '@chakra-ui/react';
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';

/**
 * "Update Status" (docs/PRODUCT.md §6): opens a choice of only the states the contract allows next, and saves the one
 * picked. With no move left (a final state) the button says so instead of offering nothing.
 */
export function StatusUpdate<T extends string>({
  subject,
  options,
  labels,
  onSave,
  size = 'xs',
  variant = 'ghost',
}: {
  /** Whose status, for the accessible names ("Update Status of Amina Yusuf"). */
  subject: string;
  options: readonly T[];
  labels: Record<T, string>;
  onSave: (next: T) => Promise<unknown>;
  size?: 'xs' | 'sm' | 'md';
  /** 'outline' among a page header's outlined buttons; 'ghost' on a card. */
  variant?: 'ghost' | 'outline';
}) {
  const [open, setOpen] = useState(false);
  const [choice, setChoice] = useState<T | ''>('');
  const [saving, setSaving] = useState(false);
  if (!open) {
    return (
      <Button size={size} variant={variant} aria-label={`Update Status of ${subject}`} disabled={options.length === 0} title={options.length === 0 ? 'This status is final' : undefined} onClick={() => setOpen(true)}>
        <RefreshCw /> Update Status
      </Button>
    );
  }
  const save = async () => {
    if (!choice) return;
    setSaving(true);
    try {
      await onSave(choice);
      setOpen(false);
      setChoice('');
    } finally {
      setSaving(false);
    }
  };
  return (
    <Flex gap="2" align="center" wrap="wrap" role="group" aria-label={`Update Status of ${subject}`}>
      <NativeSelect.Root size={size} width="auto" minW="12rem">
        <NativeSelect.Field aria-label={`New status for ${subject}`} value={choice} onChange={(e) => setChoice(e.target.value as T)}>
          <option value="">Choose the new status</option>
          {options.map((o) => (
            <option key={o} value={o}>
              {labels[o]}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Button size={size} colorPalette="blue" disabled={!choice} loading={saving} onClick={() => void save()}>
        Save status
      </Button>
      <Button size={size} variant="ghost" onClick={() => setOpen(false)}>
        Cancel
      </Button>
    </Flex>
  );
}
