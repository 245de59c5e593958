import { NativeSelect } from '@chakra-ui/react';
import { StaffOptions } from '../../components/admin/owner-select';
import { useAssignableStaff } from '../../lib/assignable-staff';
import type { OwnerFilter as Owner } from './student-search';

/**
 * The owner filter: anyone ('all': a counselor's list otherwise opens on their caseload), me ("My caseload"), nobody
 * ("Unassigned"), or one counselor from the staff list kept on the device. A filter for someone no longer on that
 * list (a shared link) still shows, as "Another owner".
 */
export function OwnerFilter({
  value,
  onChange,
  size,
}: {
  value: Owner | undefined;
  onChange: (value: Owner) => void;
  size: NativeSelect.RootProps['size'];
}) {
  const { staff } = useAssignableStaff('counselor');
  const unknown = value && value !== 'all' && value !== 'me' && value !== 'none' && !staff.some((s) => s.id === value);
  return (
    <NativeSelect.Root size={size}>
      <NativeSelect.Field aria-label="Owner" value={value ?? 'all'} onChange={(e) => onChange(e.target.value)}>
        <option value="all">Any Owner</option>
        <option value="me">Me</option>
        <option value="none">Unassigned</option>
        {unknown && <option value={value}>Another owner</option>}
        <StaffOptions staff={staff} />
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
