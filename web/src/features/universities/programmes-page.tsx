import { Badge, Flex, Input, Link, NativeSelect, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useDeferredValue, useState } from 'react';
import { PROGRAMME_LEVELS, type ProgrammeLevel } from '@contract/enums';
import { PageHeader } from '../../components/admin/page-header';
import { RecordList } from '../../components/admin/record-list';
import { useAdminProgrammes, type ArchivedFilter } from './api/universities';
import { ArchivedSelect } from './archived-filter';

/** /admin/programs: every programme of every partner, found by name, field or level; edited on its university's page. */
export function ProgrammesPage() {
  const [search, setSearch] = useState('');
  const [level, setLevel] = useState<ProgrammeLevel | ''>('');
  const [archived, setArchived] = useState<ArchivedFilter>('false');
  const programmes = useAdminProgrammes({ search: useDeferredValue(search), level, archived });
  return (
    <>
      <PageHeader title="Programs" description="The programmes partner universities offer. Add or edit one on its university's page." />
      <Flex gap="3" mb="4" direction={{ base: 'column', md: 'row' }}>
        <Input type="search" aria-label="Search programmes by name or field" placeholder="Search by name or field" value={search} onChange={(e) => setSearch(e.target.value)} size="lg" />
        <NativeSelect.Root size="lg" width={{ md: '60' }}>
          <NativeSelect.Field aria-label="Level" value={level} onChange={(e) => setLevel(e.target.value as ProgrammeLevel | '')}>
            <option value="">All levels</option>
            {PROGRAMME_LEVELS.map((l) => (
              <option key={l} value={l}>
                {l}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <ArchivedSelect value={archived} onChange={setArchived} />
      </Flex>
      <RecordList
        noun="programmes"
        query={programmes}
        row={(programme) => ({
          key: programme.id,
          title: <Text fontWeight="medium">{programme.name}</Text>,
          detail: (
            <>
              {programme.level} · {programme.field} ·{' '}
              <Link asChild>
                <RouterLink to="/admin/universities/$id" params={{ id: String(programme.universityId) }}>
                  {programme.universityName}
                </RouterLink>
              </Link>
            </>
          ),
          badges: programme.archived && <Badge>Archived</Badge>,
        })}
      />
    </>
  );
}
