import { Field, Input, NativeSelect, Stack } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import type { Student } from '@contract/crm';
import { offlineDatabase } from '../../lib/offline/offline-db';
import { studentDetailQueryOptions } from './api/student-detail';

const SHOWN = 50;

/**
 * Picks a student from the device's copy of the CRM (so it works at a fair with no network), leads waiting
 * to sync included. A search box narrows the list; the select is what the form submits. Optional (`required`
 * false), its first choice is 'No student'.
 */
export function StudentPicker({
  value,
  onChange,
  error,
  required = true,
}: {
  value: string;
  onChange: (id: string, name: string | null) => void;
  error?: string;
  required?: boolean;
}) {
  const [search, setSearch] = useState('');
  const students = useLiveQuery(() => offlineDatabase().students.toArray(), []) ?? [];
  const needle = search.trim().toLowerCase();
  const matches = students
    .filter((s) => s.id === value || !needle || s.personalInfo.name.toLowerCase().includes(needle))
    .sort((a, b) => a.personalInfo.name.localeCompare(b.personalInfo.name))
    .slice(0, SHOWN);
  // A student opened on this device before its copy finished syncing: the page it came from knows the name.
  const cached = useCachedStudentName(value);
  const nameOf = (id: string) => students.find((s: Student) => s.id === id)?.personalInfo.name ?? null;
  const missing = value && !matches.some((s) => s.id === value) ? (cached ?? 'The student you came from') : null;
  return (
    <Stack gap="2">
      <Field.Root>
        <Field.Label>Find the student</Field.Label>
        <Input size="lg" type="search" value={search} onChange={(e) => setSearch(e.target.value)} placeholder="Type part of a name" />
      </Field.Root>
      <Field.Root invalid={Boolean(error)} required={required}>
        <Field.Label>
          Student
          {required && <Field.RequiredIndicator aria-hidden />}
        </Field.Label>
        <NativeSelect.Root size="lg">
          <NativeSelect.Field name="studentId" value={value} onChange={(e) => onChange(e.target.value, nameOf(e.target.value))}>
            <option value="">{!required ? 'No student' : students.length ? 'Choose a student' : 'No students on this device yet'}</option>
            {missing && <option value={value}>{missing}</option>}
            {matches.map((s) => (
              <option key={s.id} value={s.id}>
                {s.personalInfo.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Field.ErrorText>{error}</Field.ErrorText>
      </Field.Root>
    </Stack>
  );
}

/** The name in the student page's answer, if the person came from that page (nothing is fetched). */
function useCachedStudentName(id: string | undefined): string | null {
  const queryClient = useQueryClient();
  return id ? (queryClient.getQueryData(studentDetailQueryOptions(id).queryKey)?.student.personalInfo.name ?? null) : null;
}

/** The name of a student on this device, or in the answer of the page the person came from. */
export function useLocalStudentName(id: string | undefined): string | null {
  const cached = useCachedStudentName(id);
  const local = useLiveQuery(async () => (id ? ((await offlineDatabase().students.get(id))?.personalInfo.name ?? null) : null), [id]);
  return local ?? cached;
}
