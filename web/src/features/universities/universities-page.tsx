import { Badge, Button, Flex, Input, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { PageHeader } from '../../components/admin/page-header';
import { serverMessage } from '../../lib/form-errors';
import { useSignedInAdmin } from '../../lib/signed-in-admin';
import { can } from '@contract/permissions';
import { useAdminUniversities, type ArchivedFilter } from './api/universities';
import { ArchivedSelect } from './archived-filter';

/** /admin/universities: the partner universities, to add, edit and archive (docs/PRODUCT.md §3.15). */
export function UniversitiesPage() {
  const admin = useSignedInAdmin();
  const [search, setSearch] = useState('');
  const [archived, setArchived] = useState<ArchivedFilter>('false');
  const universities = useAdminUniversities({ search: useDeferredValue(search), archived });
  return (
    <>
      <PageHeader
        title="Universities"
        description="Partner universities and their programmes, as the public site shows them."
        actions={
          can(admin.role, 'universities:write') && (
            <Button asChild colorPalette="brand">
              <RouterLink to="/admin/universities/new">
                <Plus aria-hidden="true" /> New university
              </RouterLink>
            </Button>
          )
        }
      />
      <Flex gap="3" mb="4" direction={{ base: 'column', md: 'row' }}>
        <Input type="search" aria-label="Search universities by name or location" placeholder="Search by name or location" value={search} onChange={(e) => setSearch(e.target.value)} size="lg" />
        <ArchivedSelect value={archived} onChange={setArchived} />
      </Flex>
      {universities.isPending ? (
        <Text color="fg.muted">Loading universities…</Text>
      ) : universities.isError ? (
        <Text role="alert">{serverMessage(universities.error, 'Universities can be listed when you are online.')}</Text>
      ) : universities.data.items.length === 0 ? (
        <Text>No universities match.</Text>
      ) : (
        <Stack as="ul" listStyle="none" gap="2" aria-label="Universities">
          {universities.data.items.map((university) => (
            <Flex as="li" key={university.id} gap="3" justify="space-between" align="center" wrap="wrap" borderWidth="1px" borderRadius="md" p="3">
              <Stack gap="0.5">
                <Link asChild fontWeight="medium" minH="6">
                  <RouterLink to="/admin/universities/$id" params={{ id: String(university.id) }}>
                    {university.name}
                  </RouterLink>
                </Link>
                <Text fontSize="sm" color="fg.muted">
                  {university.location} · {university.type} · {university.ranking}
                </Text>
              </Stack>
              {university.archived && <Badge>Archived</Badge>}
            </Flex>
          ))}
        </Stack>
      )}
    </>
  );
}
