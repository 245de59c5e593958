import { useParams } from '@tanstack/react-router';
import { can } from '@contract/permissions';
import { StoredRecord } from '../../components/admin/stored-record';
import { PageHeader } from '../../components/admin/page-header';
import { useSignedInAdmin } from '../../lib/signed-in-admin';
import { useMentor } from './api/mentors';
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
      ) : (
        <StoredRecord query={mentor} noun="mentor">
          {(m) => (
            <>
              <MentorForm key={m.version} mentor={m} canWrite={canWrite} />
              <MentorMatches mentor={m} canWrite={canWrite} />
            </>
          )}
        </StoredRecord>
      )}
    </>
  );
}
