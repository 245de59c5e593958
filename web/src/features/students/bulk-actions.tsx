import { Button, Flex, Input, NativeSelect, Text } from '@chakra-ui/react';
import { CloudOff } from 'lucide-react';
import { useState } from 'react';
import type { Student } from '@contract';
import { STUDENT_STAGES, type StudentStage } from '@contract/enums';
import type { StudentBulkInput } from '@contract/student-bulk';
import { StaffOptions } from '../../components/admin/owner-select';
import { useAssignableStaff } from '../../lib/assignable-staff';
import { STAGE_LABELS } from '../../lib/crm-labels';
import { useOnline } from '../../lib/offline/use-online';
import { useStudentsBulk } from './api/bulk-students';
import { summariseBulk, type BulkSummary, type StudentsBulkAction } from './bulk-result';
import { studentName } from './student-card';
import { countOf } from '../../lib/format';

const ACTIONS: Record<StudentsBulkAction, string> = { assign: 'Assign owner', stage: 'Change stage', tag: 'Add tag' };

/** The owner choice that leaves the students with nobody (sent as null). */
const UNASSIGNED = 'none';

/** What a bulk change came to: the answer per student, or why it was not sent (nothing while one is on its way). */
export type BulkOutcome = { summary?: BulkSummary; error?: string };

/**
 * The selected students' bulk change (docs/PRODUCT.md §3.4): assign an owner, change the stage (each student's move
 * checked by the server against the transition rules) or add a tag; the answer goes to `onOutcome`. It needs the
 * server, so offline it is disabled and says why. Stays mounted with nothing selected, keeping the choices made.
 */
export function BulkActions({
  selected,
  onApplied,
  onOutcome,
}: {
  /** The selected rows as the list shows them: their versions go along, so a change made since is a conflict. */
  selected: Student[];
  /** The students the server changed: they leave the selection, the refused ones stay for another try. */
  onApplied: (doneIds: string[]) => void;
  onOutcome: (outcome: BulkOutcome) => void;
}) {
  const ids = selected.map((s) => s.id);
  const online = useOnline();
  const bulk = useStudentsBulk();
  const { staff } = useAssignableStaff('counselor');
  const [action, setAction] = useState<StudentsBulkAction>('assign');
  const [owner, setOwner] = useState('');
  const [stage, setStage] = useState<StudentStage | ''>('');
  const [tag, setTag] = useState('');

  const input = ((): StudentBulkInput | undefined => {
    const versions = Object.fromEntries(selected.map((s) => [s.id, s.version]));
    if (action === 'assign') return owner ? { ids, versions, action, value: owner === UNASSIGNED ? null : owner } : undefined;
    if (action === 'stage') return stage ? { ids, versions, action, value: stage } : undefined;
    const trimmed = tag.trim();
    return trimmed ? { ids, versions, action, value: trimmed } : undefined;
  })();
  // Names as the list showed them, for the answer (the list reloads meanwhile).
  const names = new Map(selected.map((s) => [s.id, studentName(s)]));

  const apply = async () => {
    if (!input) return;
    onOutcome({});
    try {
      const answer = await bulk.mutateAsync(input);
      onOutcome({ summary: summariseBulk(input.action, answer, (id) => names.get(id) ?? 'A student') });
      onApplied(answer.results.filter((r) => r.outcome === 'done').map((r) => r.id));
    } catch (e) {
      onOutcome({ error: e instanceof Error ? e.message : 'The change was not sent. Try again.' });
    }
  };

  const disabled = !online;
  if (ids.length === 0) return null;
  return (
    <Flex role="group" aria-label="Change the selected students" align="center" gap="2" wrap="wrap" ps="3" borderStartWidth="1px">
      <Text fontSize="sm" fontWeight="medium" me="1">
        {countOf(ids.length, 'student')} selected
      </Text>
      <NativeSelect.Root size="sm" width="auto" disabled={disabled}>
        <NativeSelect.Field aria-label="Bulk action" value={action} onChange={(e) => setAction(e.target.value as StudentsBulkAction)}>
          {Object.entries(ACTIONS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {action === 'assign' && (
        <NativeSelect.Root size="sm" width="auto" disabled={disabled}>
          <NativeSelect.Field aria-label="New owner" value={owner} onChange={(e) => setOwner(e.target.value)}>
            <option value="">Choose the owner</option>
            <option value={UNASSIGNED}>Unassigned</option>
            <StaffOptions staff={staff} />
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      )}
      {action === 'stage' && (
        <NativeSelect.Root size="sm" width="auto" disabled={disabled}>
          <NativeSelect.Field aria-label="New stage" value={stage} onChange={(e) => setStage(e.target.value as StudentStage | '')}>
            <option value="">Choose the stage</option>
            {STUDENT_STAGES.map((s) => (
              <option key={s} value={s}>
                {STAGE_LABELS[s]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      )}
      {action === 'tag' && (
        <Input size="sm" width="12rem" aria-label="Tag to add" placeholder="Tag, e.g. Nairobi Fair 2026" maxLength={40} value={tag} disabled={disabled} onChange={(e) => setTag(e.target.value)} />
      )}
      <Button size="sm" colorPalette="blue" disabled={disabled || !input} loading={bulk.isPending} onClick={() => void apply()}>
        Apply to {countOf(ids.length, 'student')}
      </Button>
      {!online && (
        <Flex align="center" gap="1.5" fontSize="sm" color="fg.warning">
          <CloudOff size={14} aria-hidden />
          <Text>Bulk changes need a connection: you're offline.</Text>
        </Flex>
      )}
    </Flex>
  );
}
