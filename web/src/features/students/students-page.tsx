import { Button, Flex, SimpleGrid, Spinner, Text } from '@chakra-ui/react';
import { getRouteApi, Link } from '@tanstack/react-router';
import { Upload, UserPlus, Users } from 'lucide-react';
import { useCallback, useMemo } from 'react';
import { CardSkeletons } from '../../components/admin/card-skeletons';
import { EmptyState } from '../../components/admin/empty-state';
import { ExportCsvLink } from '../../components/admin/export-csv-link';
import { LoadMore } from '../../components/admin/load-more';
import { PageHeader } from '../../components/admin/page-header';
import { QueryError } from '../../components/admin/query-error';
import { OutboxIssues } from '../../components/admin/outbox-issues';
import { matchesStudentFilter } from '@contract/student-filter';
import { can } from '@contract/permissions';
import { mayRead, searchesContact } from '@contract/read-scopes';
import { useSignedInAdmin } from '../../lib/signed-in-admin';
import { formatCount, formatTotal } from '../../lib/format';
import { useOverlaidRows } from '../../lib/offline/use-outbox';
import { useMediaQuery } from '../../lib/use-media-query';
import { CRM_URLS } from '../../lib/crm-urls';
import { studentListParams, useStudents } from './api/get-students';
import { StudentCard } from './student-card';
import { EventFilterNote } from './event-filter-note';
import { StudentFilters } from './student-filters';
import { hasStudentFilters, studentFilterOf, type StudentSearch } from './student-search';
import { StudentsTable } from './students-table';

const route = getRouteApi('/mission-control/signed-in/admin/students');

/**
 * /admin/students: the Student CRM, searched, filtered and sorted on the server, loaded a page at a time: a table at
 * desktop widths (1024 px and up), cards on phones and tablets.
 */
export function StudentsPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const setSearch = useCallback((next: StudentSearch) => void navigate({ search: next, replace: true }), [navigate]);
  const admin = useSignedInAdmin();
  const viewer = useMemo(() => ({ id: admin.id, contact: searchesContact(admin.role) }), [admin.id, admin.role]);
  const filter = useMemo(() => studentFilterOf(search), [search]);
  const query = useStudents(filter, viewer);
  const { data, isPending, isError, refetch, isFetching, isPlaceholderData, dataUpdatedAt } = query;
  const canWrite = can(admin.role, 'students:write');
  const wide = useMediaQuery('(min-width: 1024px)');
  // Leads and edits not yet on the server show too (marked), in the list whose filter they match.
  const { rows: students, waiting } = useOverlaidRows('students', data?.pages.flatMap((p) => p.items) ?? [], dataUpdatedAt, (s) =>
    matchesStudentFilter(s, filter, viewer),
  );
  const first = data?.pages[0];
  const filtered = hasStudentFilters(search);
  // At a desk the table puts the counter in its toolbar, beside the bulk change, to leave room for the rows.
  const table = wide && students.length > 0;
  const counter = (
    <>
      {first && (
        <Text fontSize="sm" color="fg.muted" aria-live="polite" whiteSpace="nowrap">
          {formatTotal(first)} of {formatCount(first.totalAll)} students
        </Text>
      )}
      {isFetching && (isPlaceholderData || isPending) && <Spinner size="xs" aria-label="Updating the list" />}
      {/* Beside the counter, not in the page header: at a desk the header stays one line and 20 rows fit. */}
      <ExportCsvLink url={CRM_URLS.students} params={studentListParams(filter)} size="xs" />
      {canWrite && (
        <Button asChild variant="outline" size="xs">
          <Link to="/admin/students/import">
            <Upload /> Import CSV
          </Link>
        </Button>
      )}
    </>
  );
  const addButton = (label: string, size?: 'sm') =>
    canWrite && (
      <Button asChild colorPalette="blue" size={size}>
        <Link to="/admin/students/new">
          <UserPlus /> {label}
        </Link>
      </Button>
    );

  return (
    <>
      <PageHeader
        title="Student CRM"
        description="Every student's journey, from first contact at a fair to arrival in Malaysia."
        actions={addButton('Add New Student')}
      />
      <OutboxIssues entity="students" />
      <StudentFilters search={search} onChange={setSearch} />
      {search.event && <EventFilterNote eventId={search.event} onClear={() => setSearch({ ...search, event: undefined })} />}
      {!table && (
        <Flex align="center" gap="2" mb="2" minH="6" wrap="wrap">
          {counter}
        </Flex>
      )}
      {isError && !data && <QueryError what="the students" onRetry={() => void refetch()} />}
      {isPending && students.length === 0 ? (
        <CardSkeletons count={6} label="Loading students" />
      ) : students.length === 0 && !isError ? (
        <EmptyState
          icon={Users}
          title="No Students Found"
          hint={filtered ? 'Try adjusting your search filters' : 'Start by adding your first student to the CRM'}
          action={addButton('Add First Student', 'sm')}
        />
      ) : (
        <>
          {table ? (
            <StudentsTable
              key={JSON.stringify(search)}
              counter={counter}
              students={students}
              waiting={waiting}
              sort={search.sort}
              onSort={(sort) => setSearch({ ...search, sort })}
              showPhone={mayRead(admin.role, 'students', 'phone')}
              canBulk={canWrite}
              dimmed={isPlaceholderData}
            />
          ) : (
            <SimpleGrid as="section" aria-label="Students" columns={{ base: 1, md: 2 }} gap="4" aria-busy={isPlaceholderData}>
              {students.map((s) => (
                <StudentCard key={s.id} student={s} waiting={waiting.get(s.id)} canWrite={canWrite} />
              ))}
            </SimpleGrid>
          )}
          <LoadMore query={query} shown={students.length} noun="students" />
        </>
      )}
    </>
  );
}
