import { Box, Grid, SimpleGrid } from '@chakra-ui/react';
import { getRouteApi } from '@tanstack/react-router';
import { FileText } from 'lucide-react';
import { useCallback } from 'react';
import type { ApplicationPage } from '@contract';
import { matchesApplicationFilter } from '@contract/case-filter';
import { APPLICATION_STATUSES, type ApplicationSort, type ApplicationStatus } from '@contract/enums';
import { CaseListPage, CASE_KINDS } from '../case-records';
import { ListSearchBox, ListSelect } from '../../components/admin/list-filters';
import { OwnerSelect } from '../../components/admin/owner-select';
import { StatTile } from '../../components/admin/stat-tile';
import { APPLICATION_STATUS_COLORS, APPLICATION_STATUS_LABELS } from '../../lib/crm-labels';
import { formatCount } from '../../lib/format';
import { compact } from '../../lib/list-search';
import { useMediaQuery } from '../../lib/use-media-query';
import { APPLICATION_COLUMNS } from './application-columns';
import { useUniversityOptions } from './api/get-university-options';
import { statusTiles } from './application-figures';
import { ApplicationCard } from './application-card';
import type { ApplicationSearch } from './application-search';

const route = getRouteApi('/mission-control/signed-in/admin/applications');

const SORTS: { value: ApplicationSort; label: string }[] = [
  { value: 'deadline', label: 'Deadline, soonest first' },
  { value: '-updatedAt', label: 'Last updated' },
];
const STATUS_CHOICES = APPLICATION_STATUSES.map((value) => ({ value, label: APPLICATION_STATUS_LABELS[value] }));

/** A tile per status present, none while loading; each filters the list by its status (pressed while it does). */
function ApplicationTiles({ page, status, onStatus, dense }: { page: ApplicationPage | undefined; status?: ApplicationStatus; onStatus: (s?: ApplicationStatus) => void; dense: boolean }) {
  const tiles = statusTiles(page?.statusCounts);
  if (tiles.length === 0) return null;
  return (
    <SimpleGrid as="nav" aria-label="Filter by status" columns={dense ? undefined : { base: 2, md: 3, xl: 6 }} display={dense ? 'flex' : undefined} flexWrap="wrap" gap={dense ? '2' : '3'} mb={dense ? '0' : '6'}>
      {tiles.map((t) => (
        <StatTile
          key={t.status}
          label={APPLICATION_STATUS_LABELS[t.status]}
          value={formatCount(t.count)}
          palette={APPLICATION_STATUS_COLORS[t.status]}
          pressed={status === t.status}
          onPress={() => onStatus(status === t.status ? undefined : t.status)}
          compact={dense}
        />
      ))}
    </SimpleGrid>
  );
}

/** Search, status, university, owner, deadline window and order; each change goes into the URL. */
function ApplicationFilters({ search, onChange }: { search: ApplicationSearch; onChange: (next: ApplicationSearch) => void }) {
  const universities = useUniversityOptions().data ?? [];
  const set = (patch: ApplicationSearch) => onChange(compact({ ...search, ...patch }));
  // At a desk the table's headers sort, so the order's select gives its room to the search: one row, 20+ rows below.
  const wide = useMediaQuery('(min-width: 1024px)');
  return (
    <Grid role="search" templateColumns={{ base: '1fr 1fr', md: 'repeat(3, 1fr)', lg: '1.5fr repeat(4, 1fr)' }} gap="3" mb={{ base: '4', lg: '2' }} alignItems="end">
      <Box gridColumn={{ base: 'span 2', md: 'auto' }}>
        <ListSearchBox label="Search applications" value={search.search} onChange={(text) => set({ search: text })} />
      </Box>
      <ListSelect label="Status" allLabel="All statuses" value={search.status} choices={STATUS_CHOICES} onChange={(status) => set({ status })} />
      <ListSelect
        label="University"
        allLabel="All universities"
        value={search.universityId === undefined ? undefined : String(search.universityId)}
        choices={universities.map((u) => ({ value: String(u.id), label: u.name }))}
        onChange={(id) => set({ universityId: id ? Number(id) : undefined })}
      />
      <OwnerSelect
        work="applicationOwner"
        label="Owner"
        size="md"
        value={search.owner ?? ''}
        leading={[{ value: '', label: 'Any owner' }, { value: 'me', label: 'Me' }]}
        unassignedValue="none"
        onChange={(owner) => set({ owner: owner || undefined })}
      />
      <ListSelect
        label="Deadline"
        allLabel="Any deadline"
        value={search.due}
        choices={[{ value: '7d', label: 'Due within 7 days or overdue' }]}
        onChange={(due) => set({ due })}
      />
      {!wide && <ListSelect label="Sort by" allLabel="Deadlines due first" value={search.sort} choices={SORTS} onChange={(sort) => set({ sort })} />}
    </Grid>
  );
}

/** /admin/applications: Application Management, searched, filtered and ordered on the server. */
export function ApplicationsPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const setSearch = useCallback((next: ApplicationSearch) => void navigate({ search: compact(next), replace: true }), [navigate]);
  return (
    <CaseListPage
      kind={CASE_KINDS.applications}
      description="Applications to partner universities, their deadlines, decisions and fees."
      filter={search}
      onFilter={setSearch}
      filters={<ApplicationFilters search={search} onChange={setSearch} />}
      matches={(row, context) => matchesApplicationFilter(row, search, context)}
      tiles={(page, _loading, dense) => <ApplicationTiles page={page} status={search.status} onStatus={(status) => setSearch({ ...search, status })} dense={dense} />}
      placeholders={5}
      empty={{ icon: FileText, title: 'No Applications Found', hint: 'Applications appear here once a student applies to a partner university.' }}
      Card={ApplicationCard}
      columns={APPLICATION_COLUMNS}
    />
  );
}
