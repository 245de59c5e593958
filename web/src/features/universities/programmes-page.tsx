import { Badge, Flex, Input, Link, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useDeferredValue, useState } from 'react';
import { PROGRAMME_LEVELS, type ProgrammeLevel } from '@contract/enums';
import { PageHeader } from '../../components/admin/page-header';
import { serverMessage } from '../../lib/form-errors';
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
      {programmes.isPending ? (
        <Text color="fg.muted">Loading programmes…</Text>
      ) : programmes.isError ? (
        <Text role="alert">{serverMessage(programmes.error, 'Programmes can be listed when you are online.')}</Text>
      ) : programmes.data.items.length === 0 ? (
        <Text>No programmes match.</Text>
      ) : (
        <Stack as="ul" listStyle="none" gap="2" aria-label="Programmes">
          {programmes.data.items.map((programme) => (
            <Flex as="li" key={programme.id} gap="3" justify="space-between" align="center" wrap="wrap" borderWidth="1px" borderRadius="md" p="3">
              <Stack gap="0.5">
                <Text fontWeight="medium">{programme.name}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {programme.level} · {programme.field} ·{' '}
                  <Link asChild>
                    <RouterLink to="/admin/universities/$id" params={{ id: String(programme.universityId) }}>
                      {programme.universityName}
                    </RouterLink>
                  </Link>
                </Text>
              </Stack>
              {programme.archived && <Badge>Archived</Badge>}
            </Flex>
          ))}
        </Stack>
      )}
    </>
  );
}
