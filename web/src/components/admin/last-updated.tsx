import { HStack, Text } from '@chakra-ui/react';
import { Clock } from 'lucide-react';
import { useState } from 'react';
import { lastUpdatedText } from '../../lib/offline/status-text';
import { useOnline } from '../../lib/offline/use-online';

/**
 * When the figures on screen came from the server, and, when they are a saved copy (no network, or the
 * refresh failed), that they may be old. Nothing before the first answer.
 */
export function LastUpdated({ updatedAt, failed }: { updatedAt: number; failed: boolean }) {
  const online = useOnline();
  // Only tells "today" from other days: the time the screen opened is close enough.
  const [now] = useState(Date.now);
  if (!updatedAt) return null;
  const { label, note } = lastUpdatedText(updatedAt, now, !online ? 'offline' : failed ? 'failed' : 'live');
  return (
    <HStack role="status" aria-live="polite" gap="2" fontSize="sm" color={note ? 'orange.fg' : 'fg.muted'} flexWrap="wrap">
      <Clock size={14} aria-hidden />
      <Text>{label}</Text>
      {note && <Text fontWeight="medium">{note}</Text>}
    </HStack>
  );
}
