import { Button, Flex, Link as ChakraLink, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { CloudUpload, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { outboxSummaryText, syncNowNote } from '../../lib/offline/outbox-summary-text';
import { flushNow } from '../../lib/offline/outbox-worker';
import { useOnline } from '../../lib/offline/use-online';
import { useOutboxEntries } from '../../lib/offline/use-outbox';

/**
 * Under the header, on phones and desktops alike (and sticky with it): how many changes have not reached the server, how many need
 * a person (linking to where they are resolved), and "Sync now" for a counselor who just found a network; pressed
 * offline, it says why nothing is sent yet, until the network is back. Nothing shows when the outbox is empty;
 * the live regions stay so a screen reader hears the count, or the note, appear.
 */
export function OutboxSummary({ owner }: { owner: string }) {
  const summary = outboxSummaryText(useOutboxEntries());
  const [sending, setSending] = useState(false);
  const online = useOnline();
  const [note, setNote] = useState<string | null>(null);
  // The note answers one press: a change of network clears it (state adjusted while rendering, not in an effect).
  const [noteOnline, setNoteOnline] = useState(online);
  if (noteOnline !== online) {
    setNoteOnline(online);
    setNote(null);
  }
  const syncNow = () => {
    setNote(syncNowNote(online));
    if (!online) return;
    setSending(true);
    // Forced: the person asked now, so a back-off left from failed attempts does not hold it.
    void flushNow(owner, { force: true, byPerson: true }).finally(() => setSending(false));
  };
  return (
    <Flex
      as="section"
      aria-label={summary ? 'Changes not yet on the server' : undefined}
      data-testid="outbox-summary"
      display={summary ? 'flex' : 'contents'}
      // Stuck under the sticky header (admin-header.tsx: 4.5rem on a phone, 14 above): a counselor scrolled down a long
      // form still sees it.
      position="sticky"
      top={{ base: '4.5rem', md: '14' }}
      zIndex="sticky"
      align="center"
      wrap="wrap"
      gap={{ base: '2', md: '4' }}
      px={{ base: '3', md: '6' }}
      py="2"
      borderBottomWidth="1px"
      borderColor="border.muted"
      bg="bg.subtle"
      fontSize="sm"
    >
      <Text role="status" aria-live="polite" display="flex" alignItems="center" gap="1.5" color="fg.muted">
        {summary?.waiting && <CloudUpload size={16} aria-hidden />}
        {summary?.waiting}
      </Text>
      {summary?.attention && (
        <ChakraLink asChild color="fg.error" fontWeight="semibold">
          <Link {...summary.attention.link}>
            <TriangleAlert size={16} aria-hidden />
            {summary.attention.label}
          </Link>
        </ChakraLink>
      )}
      <Text role="status" aria-live="polite" color="orange.fg" fontWeight="medium">
        {summary?.waiting && note}
      </Text>
      {summary?.waiting && (
        <Button size={{ base: 'md', md: 'sm' }} variant="outline" ms="auto" onClick={syncNow} disabled={sending}>
          Sync now
        </Button>
      )}
    </Flex>
  );
}
