import { Button, Stack, Text } from '@chakra-ui/react';
import { SectionCard } from '../../components/admin/section-card';
import { formatDate } from '../../lib/format';
import { useOnline } from '../../lib/offline/use-online';
import { useStudentActivity } from './api/get-student';

/** Offline the timeline (the server's audit trail) is not on the device; the notes and records above are. */
const NOT_OFFLINE = "The full timeline is available when you're back online.";

/**
 * The student's timeline from the audit trail: who changed what, newest first. Online only: offline (the query
 * paused, or failed to reach the server) it says so, never a spinner that does not end.
 */
export function StudentActivity({ id }: { id: string }) {
  const query = useStudentActivity(id);
  const online = useOnline();
  const entries = query.data?.pages.flatMap((p) => p.items) ?? [];
  const unreachable = !query.data && (!online || query.fetchStatus === 'paused' || query.isError);
  return (
    <SectionCard title="Activity">
      {unreachable ? (
        <Text color="fg.muted">{NOT_OFFLINE}</Text>
      ) : query.isPending ? (
        <Text color="fg.muted">Loading the timeline…</Text>
      ) : entries.length === 0 ? (
        <Text color="fg.muted">Nothing recorded yet.</Text>
      ) : (
        <Stack as="ol" gap="3" listStyleType="none">
          {!online && (
            <Text as="li" color="fg.muted" fontSize="sm">
              Offline: the timeline as last loaded on this device.
            </Text>
          )}
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
          Show older activity
        </Button>
      )}
    </SectionCard>
  );
}
