import { Badge, Button, Flex, Input, Link } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { PageHeader } from '../../components/admin/page-header';
import { RecordList } from '../../components/admin/record-list';
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
      <RecordList
        noun="universities"
        query={universities}
        row={(university) => ({
          key: university.id,
          title: (
            <Link asChild fontWeight="medium" minH="6">
              <RouterLink to="/admin/universities/$id" params={{ id: String(university.id) }}>
                {university.name}
              </RouterLink>
            </Link>
          ),
          detail: `${university.location} · ${university.type} · ${university.ranking}`,
          badges: university.archived && <Badge>Archived</Badge>,
        })}
      />
    </>
  );
}
