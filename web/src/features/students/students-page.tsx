import { Button, Flex, SimpleGrid, Spinner, Text } from '@chakra-ui/react';
import { getRouteApi, Link } from '@tanstack/react-router';
import { UserPlus, Users } from 'lucide-react';
import { useCallback } from 'react';
import { CardSkeletons } from '../../components/admin/card-skeletons';
import { EmptyState } from '../../components/admin/empty-state';
import { LoadMore } from '../../components/admin/load-more';
import { PageHeader } from '../../components/admin/page-header';
import { QueryError } from '../../components/admin/query-error';
import { OutboxIssues } from '../../components/admin/outbox-issues';
import { matchesStudentFilter } from '@contract/student-filter';
import { can } from '@contract/permissions';
import { useSignedInAdmin } from '../../lib/signed-in-admin';
import { formatCount } from '../../lib/format';
import { overlayWaiting, useWaitingRows } from '../../lib/offline/use-outbox';
import { useStudents } from './api/get-students';
import { StudentCard } from './student-card';
import { StudentFilters } from './student-filters';
import { hasStudentFilters, type StudentSearch } from './student-search';

const route = getRouteApi('/mission-control/signed-in/admin/students');

/** /admin/students: the Student CRM, searched and filtered on the server, loaded a page at a time. */
export function StudentsPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const setSearch = useCallback((next: StudentSearch) => void navigate({ search: next, replace: true }), [navigate]);
  const query = useStudents(search);
  const { data, isPending, isError, refetch, isFetching, isPlaceholderData } = query;
  const waiting = useWaitingRows('students');
  const admin = useSignedInAdmin();
  const canWrite = can(admin.role, 'students:write');
  // Leads and edits not yet on the server show too (marked), in the list whose filter they match.
  const students = overlayWaiting(data?.pages.flatMap((p) => p.items) ?? [], waiting, (s) => matchesStudentFilter(s, search));
  const first = data?.pages[0];
  const filtered = hasStudentFilters(search);
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
      <Flex align="center" gap="2" mb="4" minH="6">
        {first && (
          <Text fontSize="sm" color="fg.muted" aria-live="polite">
            {formatCount(first.total)} of {formatCount(first.totalAll)} students
          </Text>
        )}
        {isFetching && (isPlaceholderData || isPending) && <Spinner size="xs" aria-label="Updating the list" />}
      </Flex>
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
          <SimpleGrid as="section" aria-label="Students" columns={{ base: 1, md: 2, xl: 3 }} gap="4" opacity={isPlaceholderData ? 0.6 : 1}>
            {students.map((s) => (
              <StudentCard key={s.id} student={s} waiting={waiting.get(s.id)} canWrite={canWrite} />
            ))}
          </SimpleGrid>
          <LoadMore query={query} shown={students.length} noun="students" />
        </>
      )}
    </>
  );
}
