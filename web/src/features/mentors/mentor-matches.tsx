import { Badge, Button, chakra, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import type { MentorDetail, MentorMatch } from '@contract/mentors';
import { StudentPicker } from '../students';
import { formatDate } from '../../lib/format';
import { serverFieldErrors, serverMessage } from '../../lib/form-errors';
import { useEndMatch, useMatchMentor } from './api/mentors';

const failure = (error: Error) => serverMessage(error, 'Matching needs a connection to Mission Control. Try again when online.');

/** "Match a student": the student picked from the device's copy of the CRM. */
function MatchForm({ mentor }: { mentor: MentorDetail }) {
  const matchMentor = useMatchMentor();
  const [studentId, setStudentId] = useState('');
  const [error, setError] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!studentId) return setError('Choose the student to match.');
    setError('');
    matchMentor.mutate(
      { mentorId: mentor.id, studentId },
      {
        onSuccess: () => setStudentId(''),
        onError: (err) => setError(serverFieldErrors(err).studentId ?? failure(err)),
      },
    );
  };
  return (
    <chakra.form onSubmit={submit} noValidate aria-label="Match a student" borderWidth="1px" borderRadius="md" p="3">
      <Stack gap="3">
        <Text fontWeight="semibold">Match a student</Text>
        <StudentPicker value={studentId} error={error || undefined} onChange={(id) => setStudentId(id)} />
        <Button type="submit" colorPalette="brand" alignSelf="flex-start" loading={matchMentor.isPending} loadingText="Matching...">
          Match student
        </Button>
      </Stack>
    </chakra.form>
  );
}

function MatchRow({ match, canWrite }: { match: MentorMatch; canWrite: boolean }) {
  const end = useEndMatch();
  return (
    <Flex as="li" gap="3" justify="space-between" align="center" wrap="wrap" borderWidth="1px" borderRadius="md" p="3">
      <Stack gap="0.5">
        <Link asChild fontWeight="medium" minH="6">
          <RouterLink to="/admin/students/$id" params={{ id: match.studentId }}>
            {match.studentName}
          </RouterLink>
        </Link>
        <Text fontSize="sm" color="fg.muted">
          Matched {formatDate(match.matchedAt)}
          {match.endedAt && `, ended ${formatDate(match.endedAt)}`}
        </Text>
        {end.error && (
          <Text role="alert" fontSize="sm" color="red.fg">
            {failure(end.error)}
          </Text>
        )}
      </Stack>
      {match.endedAt ? (
        <Badge>Ended</Badge>
      ) : (
        canWrite && (
          <Button size="sm" variant="outline" aria-label={`End the match with ${match.studentName}`} loading={end.isPending} onClick={() => end.mutate(match)}>
            End match
          </Button>
        )
      )}
    </Flex>
  );
}

/** The students the mentor is (or was) matched to; writers match another and end a match. */
export function MentorMatches({ mentor, canWrite }: { mentor: MentorDetail; canWrite: boolean }) {
  return (
    <Stack as="section" aria-labelledby="matches-heading" gap="3" mt="8">
      <Heading as="h2" size="lg" id="matches-heading">
        Matched students
      </Heading>
      {canWrite && !mentor.archived && <MatchForm mentor={mentor} />}
      {mentor.matches.length === 0 ? (
        <Text>No students matched yet.</Text>
      ) : (
        <Stack as="ul" listStyle="none" gap="2" aria-label="Matched students">
          {mentor.matches.map((match) => (
            <MatchRow key={match.id} match={match} canWrite={canWrite} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
