import { Button, Flex, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ApplicationFilter } from '@contract/case-filter';
import { daysUntil, DEADLINE_WINDOW_DAYS, localToday } from '@contract/deadlines';
import { DeadlineAlarm } from '../../components/admin/deadline-alarm';
import { SectionCard } from '../../components/admin/section-card';
import { caseListQueryOptions } from '../case-records';
import { formatDate, formatTotal } from '../../lib/format';
import { useSignedInAdmin } from '../../lib/signed-in-admin';

/** The applications whose deadline shouts (contract/deadlines.ts): the list's `due=7d` filter. */
const DUE: ApplicationFilter = { due: '7d', sort: 'deadline' };
/** One request for the card: the most a page holds, so the week ahead is there behind many overdue ones. */
const CARD_QUERY: ApplicationFilter & { limit: number } = { ...DUE, limit: 100 };
const SHOWN = 6;

/** "Deadlines this week" on the dashboard: each application a link to its page, and the whole list one tap away. */
export function DeadlinesCard() {
  const admin = useSignedInAdmin();
  const today = localToday();
  const query = useInfiniteQuery(caseListQueryOptions('applications', CARD_QUERY, { me: admin.id, today }));
  const first = query.data?.pages[0];
  // The week ahead first (soonest first), then the overdue ones, the most recently missed first: a deadline that
  // can still be met is the one to act on today.
  const rank = (a: { deadlineDate: string | null }) => {
    const days = daysUntil(a.deadlineDate ?? today, today);
    return days >= 0 ? days : DEADLINE_WINDOW_DAYS + 1 - days;
  };
  const due = [...(first?.items ?? [])].sort((a, b) => rank(a) - rank(b)).slice(0, SHOWN);
  const seeAll = first && first.total > 0 && (
    <Button asChild size="xs" variant="ghost">
      <Link to="/admin/applications" search={DUE}>
        See all {formatTotal(first)}
      </Link>
    </Button>
  );
  return (
    <SectionCard title="Deadlines this week" action={seeAll}>
      {query.isPending ? (
        <Text color="fg.muted">Loading the deadlines…</Text>
      ) : query.isError && !first ? (
        <Text color="fg.muted">The deadlines are shown when the server or this device's copy can be read.</Text>
      ) : due.length === 0 ? (
        <Text color="fg.muted">No application is due in the next 7 days or overdue.</Text>
      ) : (
        <Stack as="ul" gap="3" listStyleType="none">
          {due.map((a) => (
            <Flex as="li" key={a.id} justify="space-between" align="flex-start" gap="3" wrap="wrap">
              <Stack gap="0" minW="0">
                <ChakraLink asChild fontWeight="medium">
                  <Link to="/admin/applications/$id" params={{ id: a.id }}>
                    {a.studentName?.trim() || 'Unknown Student'}: {a.program}
                  </Link>
                </ChakraLink>
                <Text fontSize="sm" color="fg.muted">
                  {a.universityName ?? 'Unknown University'} · deadline {formatDate(a.deadlineDate)}
                </Text>
              </Stack>
              <DeadlineAlarm application={a} today={today} />
            </Flex>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
