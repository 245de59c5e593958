import { Button, chakra, Flex, Link, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { HeartHandshake } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { SectionCard } from '../../components/admin/section-card';
import { LabelledField } from '../../components/labelled-field';
import { serverFieldErrors, serverMessage } from '../../lib/form-errors';
import { useMatchableMentors, useMatchMentor, useStudentMentors } from '../mentors';

/** "Match mentor": a mentor who is not archived, and not already this student's. */
function MatchMentorForm({ studentId, current, onDone }: { studentId: string; current: readonly number[]; onDone: () => void }) {
  const mentors = useMatchableMentors(true);
  const matchMentor = useMatchMentor();
  const [mentorId, setMentorId] = useState('');
  const [error, setError] = useState('');
  const options = (mentors.data?.items ?? []).filter((m) => !current.includes(m.id));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!mentorId) return setError('Choose a mentor.');
    setError('');
    matchMentor.mutate(
      { mentorId: Number(mentorId), studentId },
      {
        onSuccess: onDone,
        onError: (err) => setError(serverFieldErrors(err).studentId ?? serverMessage(err, 'Matching needs a connection to Mission Control. Try again when online.')),
      },
    );
  };
  return (
    <chakra.form onSubmit={submit} noValidate aria-label="Match mentor" mt="3">
      <Stack gap="3">
        <LabelledField label="Mentor" required error={error || undefined}>
          <NativeSelect.Root size="lg">
            <NativeSelect.Field name="mentorId" value={mentorId} onChange={(e) => setMentorId(e.target.value)}>
              <option value="">{mentors.isPending ? 'Loading mentors…' : options.length ? 'Choose a mentor' : 'No mentor to choose'}</option>
              {options.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.name} · {m.university} · {m.languages.join(', ')}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </LabelledField>
        <Flex gap="2" wrap="wrap">
          <Button type="submit" colorPalette="brand" loading={matchMentor.isPending} loadingText="Matching...">
            Match
          </Button>
          <Button variant="outline" onClick={onDone}>
            Cancel
          </Button>
        </Flex>
      </Stack>
    </chakra.form>
  );
}

/** The student's mentors now (docs/PRODUCT.md §3.16); roles with mentors:write match another. */
export function StudentMentors({ studentId, canWrite }: { studentId: string; canWrite: boolean }) {
  const query = useStudentMentors(studentId);
  const [matching, setMatching] = useState(false);
  const mentors = query.data?.items ?? [];
  return (
    <SectionCard
      title="Mentor"
      action={
        canWrite &&
        !matching && (
          <Button size="sm" variant="outline" onClick={() => setMatching(true)}>
            <HeartHandshake aria-hidden="true" /> Match mentor
          </Button>
        )
      }
    >
      {query.isPending ? (
        <Text color="fg.muted">Loading the mentors…</Text>
      ) : query.isError ? (
        <Text color="fg.muted">The mentors are shown when the server can be reached.</Text>
      ) : mentors.length === 0 ? (
        <Text color="fg.muted">No mentor matched yet.</Text>
      ) : (
        <Stack as="ul" gap="2" listStyleType="none" aria-label="Mentors">
          {mentors.map((m) => (
            <Stack as="li" key={m.id} gap="0.5">
              <Link asChild fontWeight="medium" minH="6" alignSelf="flex-start">
                <RouterLink to="/admin/mentors/$id" params={{ id: String(m.id) }}>
                  {m.name}
                </RouterLink>
              </Link>
              <Text fontSize="sm" color="fg.muted">
                {m.university} · {m.field} · {m.languages.join(', ')}
              </Text>
            </Stack>
          ))}
        </Stack>
      )}
      {matching && <MatchMentorForm studentId={studentId} current={mentors.map((m) => m.id)} onDone={() => setMatching(false)} />}
    </SectionCard>
  );
}
