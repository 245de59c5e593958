import { NativeSelect } from '@chakra-ui/react';
import type { AssignedWork } from '@contract/assignments';
import { staffNameOf, useAssignableStaff } from '../../lib/assignable-staff';
import { LabelledField } from '../labelled-field';

/** The label each kind of work's picker has unless the screen names it otherwise. */
export const OWNER_LABELS: Record<AssignedWork, string> = {
  counselor: 'Owner counselor',
  officer: 'Visa officer',
  applicationOwner: 'Application owner',
};

export type OwnerOption = { value: string; label: string };

/** The staff who may do a kind of work, as a select's options: each by full name, valued by id. */
export function StaffOptions({ staff }: { staff: readonly { id: string; fullName: string }[] }) {
  return staff.map((s) => (
    <option key={s.id} value={s.id}>
      {s.fullName}
    </option>
  ));
}

/**
 * Picks who works a record: "Unassigned" or one of the active staff whose role does that kind of work (GET
 * /api/admin/staff/assignable, kept on the device, so it works offline). `onChange` gets the id ('' for
 * unassigned, or a `leading` option's value) and the person's name. A form passes `currentName` so an owner who has
 * since left still shows; a list filter passes `leading` options (e.g. "Any owner", "Me") and `unassignedValue`.
 */
export function OwnerSelect({
  work,
  value,
  onChange,
  label = OWNER_LABELS[work],
  name,
  error,
  currentName,
  leading = [],
  unassignedValue = '',
  size = 'lg',
}: {
  work: AssignedWork;
  value: string;
  onChange: (value: string, name: string | null) => void;
  label?: string;
  name?: string;
  error?: string;
  currentName?: string | null;
  leading?: readonly OwnerOption[];
  unassignedValue?: string;
  size?: 'sm' | 'md' | 'lg';
}) {
  const { staff, isPending } = useAssignableStaff(work);
  const known = value === unassignedValue || leading.some((o) => o.value === value) || staff.some((s) => s.id === value);
  // Someone assigned before who is no longer offered (left, or changed role), or the list has not arrived yet.
  const missing = known ? null : (currentName ?? (isPending ? 'Loading staff…' : 'No longer assignable'));
  return (
    <LabelledField label={label} error={error}>
      <NativeSelect.Root size={size}>
        <NativeSelect.Field name={name} value={value} onChange={(e) => onChange(e.target.value, staffNameOf(staff, e.target.value))}>
          {leading.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
          <option value={unassignedValue}>Unassigned</option>
          {missing && <option value={value}>{missing}</option>}
          <StaffOptions staff={staff} />
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </LabelledField>
  );
}
