import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import type { StudentEnquiry } from '@contract/activity';
import type { StudentMessage } from '@contract/message-templates';
import { MESSAGE_CHANNEL_LABELS } from '@contract/template-fill';
import { SectionCard } from '../../components/admin/section-card';
import { SyncBadge } from '../../components/admin/sync-badge';
import { formatDate } from '../../lib/format';
import type { WaitingRow } from '../../lib/offline/outbox-engine';
import { useOverlaidRows } from '../../lib/offline/use-outbox';
import { useOnline } from '../../lib/offline/use-online';
import { useStudentActivity } from './api/get-student';
import { EnquiryDetails } from './student-enquiry';

/** Offline the timeline (the server's audit trail) is not on the device; the notes and records above are. */
const NOT_OFFLINE = "The full timeline is available when you're back online.";

const at = (iso: string) => `${formatDate(iso)} ${new Date(iso).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' })}`;

/**
 * A message sent from this device whose log is not in the timeline as read: on it at once, marked waiting until the
 * server has it (then unmarked, until the timeline is read again and holds the server's entry).
 */
function SentMessage({ message, waiting }: { message: StudentMessage; waiting: WaitingRow | undefined }) {
  return (
    <Stack as="li" gap="0" borderLeftWidth="2px" borderColor={waiting ? 'orange.500' : 'blue.500'} pl="3">
      <Flex gap="2" wrap="wrap" align="center">
        <Text fontWeight="medium">
          {MESSAGE_CHANNEL_LABELS[message.channel]} sent by {message.sentByName ?? 'you'}: {message.templateName ?? 'a message of their own'}
        </Text>
        <SyncBadge waiting={waiting} />
      </Flex>
      <Text fontSize="xs" color="fg.muted">
        {message.sentByName ?? 'You'} · {at(message.createdAt)}
      </Text>
    </Stack>
  );
}

/**
 * The student's timeline from the audit trail: who changed what, newest first; its first entry, the website enquiry
 * that made the lead, with what the student wrote. Online only: offline (the query
 * paused, or failed to reach the server) it says so, never a spinner that does not end.
 */
export function StudentActivity({ id, enquiry }: { id: string; enquiry?: StudentEnquiry | null | undefined }) {
  const query = useStudentActivity(id);
  const online = useOnline();
  const entries = query.data?.pages.flatMap((p) => p.items) ?? [];
  const unreachable = !query.data && (!online || query.fetchStatus === 'paused' || query.isError);
  // Messages sent from this device, their log in the outbox or just acknowledged (docs/PRODUCT.md §3.19).
  const { rows: sent, waiting } = useOverlaidRows<StudentMessage>('messages', [], query.dataUpdatedAt, (m) => m.studentId === id);
  return (
    <SectionCard title="Activity">
      {sent.length > 0 && (
        <Stack as="ul" gap="3" listStyleType="none" mb="3" aria-label="Messages sent from this device">
          {sent.map((m) => (
            <SentMessage key={m.id} message={m} waiting={waiting.get(m.id)} />
          ))}
        </Stack>
      )}
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
              {e.action === 'enquired' && enquiry ? <EnquiryDetails enquiry={enquiry} /> : null}
              <Text fontSize="xs" color="fg.muted">
                {e.actorName ?? 'Someone'} · {at(e.createdAt)}
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
