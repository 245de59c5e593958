import { Badge, Button, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useParams } from '@tanstack/react-router';
import { ExternalLink, Plus } from 'lucide-react';
import { useState } from 'react';
import { can } from '@contract/permissions';
import type { AdminUniversityDetail } from '@contract/universities-admin';
import { StoredRecord } from '../../components/admin/stored-record';
import { PageHeader } from '../../components/admin/page-header';
import { useSignedInAdmin } from '../../lib/signed-in-admin';
import { useAdminUniversity } from './api/universities';
import { ProgrammeForm } from './programme-form';
import { UniversityForm } from './university-form';

/** The university's programmes, each editable in place, and one to add. */
function Programmes({ university, canWrite }: { university: AdminUniversityDetail; canWrite: boolean }) {
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  return (
    <Stack as="section" aria-labelledby="programmes-heading" gap="3" mt="8">
      <Flex justify="space-between" align="center" wrap="wrap" gap="2">
        <Heading as="h2" size="lg" id="programmes-heading">
          Programmes
        </Heading>
        {canWrite && editing !== 'new' && (
          <Button colorPalette="brand" variant="outline" onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" /> Add programme
          </Button>
        )}
      </Flex>
      {editing === 'new' && <ProgrammeForm universityId={university.id} programme={null} onDone={() => setEditing(null)} />}
      {university.programmes.length === 0 && editing !== 'new' && <Text>No programmes yet.</Text>}
      <Stack as="ul" listStyle="none" gap="2" aria-label="Programmes">
        {university.programmes.map((programme) => (
          <li key={programme.id}>
            {editing === programme.id ? (
              <ProgrammeForm key={programme.version} universityId={university.id} programme={programme} onDone={() => setEditing(null)} />
            ) : (
              <Flex gap="3" justify="space-between" align="center" wrap="wrap" borderWidth="1px" borderRadius="md" p="3">
                <Stack gap="0.5">
                  <Text fontWeight="medium">{programme.name}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {programme.level} · {programme.field} · {programme.durationYears} {programme.durationYears === 1 ? 'year' : 'years'} · RM {programme.tuitionPerYear.toLocaleString('en-GB')} a year
                  </Text>
                </Stack>
                <Flex gap="2" align="center">
                  {programme.archived && <Badge>Archived</Badge>}
                  {canWrite && (
                    <Button size="sm" variant="outline" aria-label={`Edit ${programme.name}`} onClick={() => setEditing(programme.id)}>
                      Edit
                    </Button>
                  )}
                </Flex>
              </Flex>
            )}
          </li>
        ))}
      </Stack>
    </Stack>
  );
}

/** /admin/universities/new and /admin/universities/$id: a university and its programmes (docs/PRODUCT.md §3.15). */
export function UniversityEditorPage() {
  const { id } = useParams({ strict: false }) as { id?: string };
  const admin = useSignedInAdmin();
  const canWrite = can(admin.role, 'universities:write');
  const university = useAdminUniversity(id);
  return (
    <>
      <PageHeader
        title={id ? (university.data?.name ?? 'University') : 'New university'}
        description="The public site shows a listed university and its listed programmes on the next page load."
        actions={
          university.data &&
          !university.data.archived && (
            <Link asChild colorPalette="brand" fontWeight="medium" minH="6">
              <RouterLink to="/universities/$id" params={{ id: String(university.data.id) }}>
                <ExternalLink size={16} aria-hidden /> View on the website
              </RouterLink>
            </Link>
          )
        }
      />
      {id === undefined ? (
        <UniversityForm university={null} canWrite={canWrite} />
      ) : (
        <StoredRecord query={university} noun="university">
          {(u) => (
            <>
              <UniversityForm key={u.version} university={u} canWrite={canWrite} />
              <Programmes university={u} canWrite={canWrite} />
            </>
          )}
        </StoredRecord>
      )}
    </>
  );
}
