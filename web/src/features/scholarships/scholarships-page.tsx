import { Badge, Button, Flex, Input, Link, chakra } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { isDeadlinePassed } from '@contract/scholarship-deadline';
import { PageHeader } from '../../components/admin/page-header';
import { RecordList } from '../../components/admin/record-list';
import { useAdminScholarships } from './api/scholarships';

/** /admin/scholarships: the scholarships the public page lists, and the archived ones on request (docs/PRODUCT.md §3.14). */
export function ScholarshipsAdminPage() {
  const [search, setSearch] = useState('');
  const [archived, setArchived] = useState(false);
  const scholarships = useAdminScholarships({ search: useDeferredValue(search), archived });
  return (
    <>
      <PageHeader
        title="Scholarships"
        description="What the public scholarships page lists: deadlines, coverage, eligibility and study levels."
        actions={
          <Button asChild colorPalette="brand">
            <RouterLink to="/admin/scholarships/new">
              <Plus aria-hidden="true" /> New scholarship
            </RouterLink>
          </Button>
        }
      />
      <Flex gap="3" mb="4" direction={{ base: 'column', md: 'row' }} align={{ md: 'center' }}>
        <Input type="search" aria-label="Search scholarships" placeholder="Search by title or provider" value={search} onChange={(e) => setSearch(e.target.value)} size="lg" />
        <chakra.label display="flex" gap="2" alignItems="center" flexShrink="0" minH="10" cursor="pointer">
          <chakra.input type="checkbox" checked={archived} onChange={(e) => setArchived(e.target.checked)} width="5" height="5" accentColor="var(--chakra-colors-brand-solid)" />
          Show archived
        </chakra.label>
      </Flex>
      <RecordList
        noun="scholarships"
        query={scholarships}
        row={(s) => ({
          key: s.id,
          title: (
            <Link asChild fontWeight="medium" minH="6">
              <RouterLink to="/admin/scholarships/$id" params={{ id: String(s.id) }}>
                {s.title}
              </RouterLink>
            </Link>
          ),
          detail: `${s.provider} · ${s.coverage} · deadline ${s.deadlineNote || s.deadlineDate}`,
          badges: (
            <Flex gap="2">
              {isDeadlinePassed(s.deadlineDate) && <Badge colorPalette="red">Deadline passed</Badge>}
              {s.archived && <Badge colorPalette="gray">Archived</Badge>}
            </Flex>
          ),
        })}
      />
    </>
  );
}
