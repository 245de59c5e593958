import { Badge, Button, Flex, Input, Link, NativeSelect } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link as RouterLink } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import type { Mentor } from '@contract/mentors';
import { can } from '@contract/permissions';
import { LoadMore } from '../../components/admin/load-more';
import { PageHeader } from '../../components/admin/page-header';
import { RecordList } from '../../components/admin/record-list';
import { useSignedInAdmin } from '../../lib/signed-in-admin';
import { useMentorList, type MentorArchived } from './api/mentors';

const matchesText = (count: number) => (count === 0 ? 'No student matched' : count === 1 ? '1 student matched' : `${count} students matched`);

/** /admin/mentors: alumni who mentor new students, to add, edit, archive and match (docs/PRODUCT.md §3.16). */
export function MentorsPage() {
  const admin = useSignedInAdmin();
  const [search, setSearch] = useState('');
  const [archived, setArchived] = useState<MentorArchived>('false');
  const query = useMentorList({ search: useDeferredValue(search), archived });
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  // RecordList reads one list; the pages are joined into it.
  const list = { ...query, data: query.data ? { items } : undefined } as UseQueryResult<{ items: Mentor[] }, Error>;
  return (
    <>
      <PageHeader
        title="Mentors"
        description="Alumni who help new students settle in. A student sees their mentor, and the mentor's WhatsApp, once matched."
        actions={
          can(admin.role, 'mentors:write') && (
            <Button asChild colorPalette="brand">
              <RouterLink to="/admin/mentors/new">
                <Plus aria-hidden="true" /> New mentor
              </RouterLink>
            </Button>
          )
        }
      />
      <Flex gap="3" mb="4" direction={{ base: 'column', md: 'row' }}>
        <Input
          type="search"
          aria-label="Search mentors by name, country, university, field or language"
          placeholder="Name, country, university, field, language"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          size="lg"
        />
        <NativeSelect.Root size="lg" width={{ md: '60' }}>
          <NativeSelect.Field aria-label="Shown" value={archived} onChange={(e) => setArchived(e.target.value as MentorArchived)}>
            <option value="false">Active</option>
            <option value="true">Archived</option>
            <option value="">Active and archived</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Flex>
      <RecordList
        noun="mentors"
        query={list}
        row={(mentor) => ({
          key: mentor.id,
          title: (
            <Link asChild fontWeight="medium" minH="6">
              <RouterLink to="/admin/mentors/$id" params={{ id: String(mentor.id) }}>
                {mentor.name}
              </RouterLink>
            </Link>
          ),
          detail: `${mentor.university} · ${mentor.field} · ${mentor.country} · ${mentor.languages.join(', ')}`,
          badges: (
            <Flex gap="2" wrap="wrap">
              <Badge colorPalette={mentor.activeMatches ? 'green' : 'gray'}>{matchesText(mentor.activeMatches)}</Badge>
              {mentor.archived && <Badge>Archived</Badge>}
            </Flex>
          ),
        })}
      />
      {query.isSuccess && <LoadMore query={query} shown={items.length} noun="mentors" />}
    </>
  );
}
