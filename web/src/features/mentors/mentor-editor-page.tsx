import { Text } from '@chakra-ui/react';
import { useParams } from '@tanstack/react-router';
import { can } from '@contract/permissions';
import { PageHeader } from '../../components/admin/page-header';
import { serverMessage } from '../../lib/form-errors';
import { useSignedInAdmin } from '../../lib/signed-in-admin';
import { useMentor } from '../../lib/mentors-api';
import { MentorForm } from './mentor-form';
import { MentorMatches } from './mentor-matches';

/** /admin/mentors/new and /admin/mentors/$id: a mentor and the students matched to them (docs/PRODUCT.md §3.16). */
export function MentorEditorPage() {
  const { id } = useParams({ strict: false }) as { id?: string };
  const admin = useSignedInAdmin();
  const canWrite = can(admin.role, 'mentors:write');
  const mentor = useMentor(id);
  return (
    <>
      <PageHeader
        title={id ? (mentor.data?.name ?? 'Mentor') : 'New mentor'}
        description="Matched students see the mentor in their portal, with a link to chat on WhatsApp."
      />
      {id === undefined ? (
        <MentorForm mentor={null} canWrite={canWrite} />
      ) : mentor.isPending ? (
        <Text color="fg.muted">Loading the mentor…</Text>
      ) : mentor.isError ? (
        <Text role="alert">{serverMessage(mentor.error, 'The mentor can be opened when you are online.')}</Text>
      ) : (
        <>
          {/* Keyed by version: a save starts the form from what is stored. */}
          <MentorForm key={mentor.data.version} mentor={mentor.data} canWrite={canWrite} />
          <MentorMatches mentor={mentor.data} canWrite={canWrite} />
        </>
      )}
    </>
  );
}
