import { Badge } from '@chakra-ui/react';
import { CloudOff, TriangleAlert } from 'lucide-react';
import type { WaitingRow } from '../../lib/offline/outbox-engine';

const TEXT: Record<WaitingRow['state'], string> = {
  pending: 'Waiting to sync',
  rejected: 'Not saved: refused',
  conflict: 'Conflict: choose a version',
};

/** Marks a row whose change has not reached the server yet (or was refused): it is never hidden. */
export function SyncBadge({ waiting }: { waiting: WaitingRow | undefined }) {
  if (!waiting) return null;
  const pending = waiting.state === 'pending';
  return (
    <Badge colorPalette={pending ? 'orange' : 'red'} variant="solid" gap="1" title={waiting.error ?? undefined}>
      {pending ? <CloudOff size={12} aria-hidden /> : <TriangleAlert size={12} aria-hidden />}
      {TEXT[waiting.state]}
    </Badge>
  );
}
