import { Button, Flex, NativeSelect, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { CaseEntity, CaseKind, CaseRow, CaseStatus } from './api/case-records';
import { staffNameOf, useAssignableStaff } from '../../lib/assignable-staff';
import type { Writer } from '../../lib/offline/crm-writes';
import { countOf } from '../../lib/format';
import { StaffOptions } from '../../components/admin/owner-select';

const UNASSIGNED = 'none';

/**
 * The selected cases' bulk change (issue 32 item 1): a new owner, or a new status for each case whose status may move
 * to it (contract/transitions.ts; the others are left as they are and named). Each change goes through the outbox
 * like a card's, so it works offline and the server decides on each.
 */
export function CaseBulkActions<E extends CaseEntity>({
  kind,
  writer,
  selected,
  onApplied,
}: {
  kind: CaseKind<E>;
  writer: Writer;
  selected: CaseRow<E>[];
  onApplied: (summary: string) => void;
}) {
  const { staff } = useAssignableStaff(kind.owner.work);
  const [action, setAction] = useState<'owner' | 'status'>('owner');
  const [owner, setOwner] = useState('');
  const [status, setStatus] = useState<CaseStatus<E> | ''>('');
  const [saving, setSaving] = useState(false);
  if (selected.length === 0) return null;
  const noun = (n: number) => countOf(n, kind.noun);

  const apply = async () => {
    setSaving(true);
    try {
      if (action === 'owner' && owner) {
        const id = owner === UNASSIGNED ? null : owner;
        const changing = selected.filter((r) => kind.owner.of(r).id !== id);
        await Promise.all(changing.map((r) => kind.owner.save(writer, r, id, id ? staffNameOf(staff, id) : null)));
        onApplied(`${kind.owner.label} set on ${noun(changing.length)}.`);
      } else if (action === 'status' && status) {
        const label = kind.statusLabels[status];
        const movable = selected.filter((r) => kind.nextStatuses(r.status as CaseStatus<E>).includes(status));
        const left = selected.filter((r) => !movable.includes(r));
        await Promise.all(movable.map((r) => kind.saveStatus(writer, r, status)));
        const skipped = left.length > 0 ? ` ${noun(left.length)} left as they are: their status cannot move to ${label}.` : '';
        onApplied(`${noun(movable.length)} moved to ${label}.${skipped}`);
      }
    } finally {
      setSaving(false);
    }
  };

  const statuses = Object.keys(kind.statusLabels) as CaseStatus<E>[];
  return (
    <Flex role="group" aria-label={`Change the selected ${kind.plural}`} align="center" gap="2" wrap="wrap" ps="3" borderStartWidth="1px">
      <Text fontSize="sm" fontWeight="medium" me="1">
        {noun(selected.length)} selected
      </Text>
      <NativeSelect.Root size="sm" width="auto">
        <NativeSelect.Field aria-label="Bulk action" value={action} onChange={(e) => setAction(e.target.value as 'owner' | 'status')}>
          <option value="owner">Change {kind.owner.label.toLowerCase()}</option>
          <option value="status">Change status</option>
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {action === 'owner' ? (
        <NativeSelect.Root size="sm" width="auto">
          <NativeSelect.Field aria-label={`New ${kind.owner.label.toLowerCase()}`} value={owner} onChange={(e) => setOwner(e.target.value)}>
            <option value="">Choose the {kind.owner.label.toLowerCase()}</option>
            <option value={UNASSIGNED}>Unassigned</option>
            <StaffOptions staff={staff} />
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      ) : (
        <NativeSelect.Root size="sm" width="auto">
          <NativeSelect.Field aria-label="New status" value={status} onChange={(e) => setStatus(e.target.value as CaseStatus<E> | '')}>
            <option value="">Choose the status</option>
            {statuses.map((s) => (
              <option key={s} value={s}>
                {kind.statusLabels[s]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      )}
      <Button size="sm" colorPalette="blue" disabled={action === 'owner' ? !owner : !status} loading={saving} onClick={() => void apply()}>
        Apply to {noun(selected.length)}
      </Button>
    </Flex>
  );
}
