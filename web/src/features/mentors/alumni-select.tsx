import { NativeSelect } from '@chakra-ui/react';
import { useLiveQuery } from 'dexie-react-hooks';
import type { Student } from '@contract/crm';
import { MENTOR_STUDENT_STAGES } from '@contract/mentors';
import { LabelledField } from '../../components/labelled-field';
import { offlineDatabase } from '../../lib/offline/offline-db';

/**
 * The student record a mentor is, if any: the students on this device who have arrived or are alumni. Choosing one
 * fills the form's empty fields from it.
 */
export function AlumniSelect({ value, error, onChange }: { value: string; error?: string; onChange: (student: Student | null, id: string) => void }) {
  const students = useLiveQuery(() => offlineDatabase().students.toArray(), []) ?? [];
  const alumni = students
    .filter((s) => (MENTOR_STUDENT_STAGES as readonly string[]).includes(s.stage))
    .sort((a, b) => a.personalInfo.name.localeCompare(b.personalInfo.name));
  const missing = value && !alumni.some((s) => s.id === value);
  return (
    <LabelledField label="Alumni student record" error={error} hint="Optional: a student who has arrived or is alumni. Leave it empty for a mentor added by hand.">
      <NativeSelect.Root size="lg">
        <NativeSelect.Field name="studentId" value={value} onChange={(e) => onChange(alumni.find((s) => s.id === e.target.value) ?? null, e.target.value)}>
          <option value="">None (added by hand)</option>
          {missing && <option value={value}>The linked student record</option>}
          {alumni.map((s) => (
            <option key={s.id} value={s.id}>
              {s.personalInfo.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </LabelledField>
  );
}
