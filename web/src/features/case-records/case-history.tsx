import { Button, Stack, Text } from '@chakra-ui/react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';
import { caseHistoryQueryOptions, type CaseEntity } from './api/case-records';
import { formatDate } from '../../lib/format';
import { SectionCard } from '../../components/admin/section-card';

/** The fragment of a link to a record's history ('Track Progress' on an application's card). */
export const HISTORY_HASH = 'history';

/** A record's history from the audit trail: who changed what, newest first; offline it says it needs the server. */
export function CaseHistory({ entity, id }: { entity: CaseEntity; id: string }) {
  const query = useInfiniteQuery(caseHistoryQueryOptions(entity, id));
  const entries = query.data?.pages.flatMap((p) => p.items) ?? [];
  const opened = useLocation({ select: (l) => l.hash === HISTORY_HASH });
  const settled = !query.isPending;
  // Opened at #history: brought into view once its entries are in (the page lays out around them first).
  useEffect(() => {
    if (opened && settled) document.getElementById(HISTORY_HASH)?.scrollIntoView({ block: 'start' });
  }, [opened, settled]);
  return (
    <SectionCard title="History" id={HISTORY_HASH}>
      {query.isPending ? (
        <Text color="fg.muted">Loading the history…</Text>
      ) : query.isError && !query.data ? (
        <Text color="fg.muted">The history is shown when the server can be reached.</Text>
      ) : entries.length === 0 ? (
        <Text color="fg.muted">Nothing recorded yet.</Text>
      ) : (
        <Stack as="ol" gap="3" listStyleType="none">
          {entries.map((e) => (
            <Stack as="li" key={e.id} gap="0" borderLeftWidth="2px" borderColor="blue.500" pl="3">
              <Text fontWeight="medium">{e.title}</Text>
              <Text fontSize="sm">{e.detail}</Text>
              <Text fontSize="xs" color="fg.muted">
                {e.actorName ?? 'Someone'} · {formatDate(e.createdAt)} {new Date(e.createdAt).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' })}
              </Text>
            </Stack>
          ))}
        </Stack>
      )}
      {query.hasNextPage && (
        <Button mt="3" size="sm" variant="outline" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          Show older history
        </Button>
      )}
    </SectionCard>
  );
}
