import { Button, Flex } from '@chakra-ui/react';
import { UserCog } from 'lucide-react';
import { useState } from 'react';
import type { AssignedWork } from '@contract/assignments';
import { OWNER_LABELS, OwnerSelect } from './owner-select';

/**
 * "Change owner" on a card: the owner picker and Save, like Update Status. Saves through the outbox (offline too);
 * `onSave` gets the chosen id (null: unassigned) and the name to show until the server answers.
 */
export function OwnerUpdate({
  work,
  subject,
  current,
  onSave,
  size = 'xs',
}: {
  work: AssignedWork;
  /** Whose owner, for the accessible names ("Change owner of Amina Yusuf's application"). */
  subject: string;
  current: { id: string | null; name: string | null };
  onSave: (id: string | null, name: string | null) => Promise<unknown>;
  size?: 'xs' | 'sm';
}) {
  const [open, setOpen] = useState(false);
  const [choice, setChoice] = useState({ id: current.id ?? '', name: current.name });
  const [saving, setSaving] = useState(false);
  const label = OWNER_LABELS[work];
  if (!open) {
    return (
      <Button size={size} variant="ghost" aria-label={`Change ${label.toLowerCase()} of ${subject}`} onClick={() => (setChoice({ id: current.id ?? '', name: current.name }), setOpen(true))}>
        <UserCog /> Change owner
      </Button>
    );
  }
  const save = async () => {
    setSaving(true);
    try {
      if (choice.id !== (current.id ?? '')) await onSave(choice.id || null, choice.id ? choice.name : null);
      setOpen(false);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Flex gap="2" align="flex-end" wrap="wrap" role="group" aria-label={`Change ${label.toLowerCase()} of ${subject}`} width="full">
      <Flex flex="1" minW="12rem">
        <OwnerSelect work={work} size="sm" value={choice.id} currentName={current.name} onChange={(id, name) => setChoice({ id, name })} />
      </Flex>
      <Button size={size} colorPalette="blue" loading={saving} onClick={() => void save()}>
        Save owner
      </Button>
      <Button size={size} variant="ghost" onClick={() => setOpen(false)}>
        Cancel
      </Button>
    </Flex>
  );
}
