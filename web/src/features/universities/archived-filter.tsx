import { NativeSelect } from '@chakra-ui/react';
import type { ArchivedFilter } from './api/universities';

/** Listed (on the public site), archived (taken off it, kept), or both. */
export function ArchivedSelect({ value, onChange }: { value: ArchivedFilter; onChange: (value: ArchivedFilter) => void }) {
  return (
    <NativeSelect.Root size="lg" width={{ md: '60' }}>
      <NativeSelect.Field aria-label="Shown" value={value} onChange={(e) => onChange(e.target.value as ArchivedFilter)}>
        <option value="false">Listed</option>
        <option value="true">Archived</option>
        <option value="">Listed and archived</option>
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
