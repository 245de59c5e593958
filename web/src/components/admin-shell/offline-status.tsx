import { Box, HStack } from '@chakra-ui/react';
import { Cloud, CloudOff, RefreshCw } from 'lucide-react';
import { offlineStatusText } from '../../lib/offline/status-text';
import { useOfflineSyncStatus } from '../../lib/offline/sync-status';
import { useOnline } from '../../lib/offline/use-online';

const timeOf = (iso: string) => new Date(iso).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });

/** The header's word on the data: Offline, sync progress, or when the offline copy was last synced. */
export function OfflineStatus() {
  const online = useOnline();
  const text = offlineStatusText(online, useOfflineSyncStatus(), timeOf);
  const Icon = text.tone === 'offline' ? CloudOff : text.tone === 'syncing' ? RefreshCw : Cloud;
  return (
    <HStack
      role="status"
      aria-live="polite"
      data-testid="offline-status"
      data-tone={text.tone}
      title={text.detail}
      gap="1.5"
      fontSize="sm"
      whiteSpace="nowrap"
      color={text.tone === 'offline' ? 'orange.fg' : 'fg.muted'}
      fontWeight={text.tone === 'offline' ? 'semibold' : undefined}
    >
      <Icon size={16} aria-hidden />
      {/* Offline is always spelled out; progress and the sync time only where the header has room. */}
      <Box as="span" display={text.tone === 'offline' ? 'inline' : { base: 'none', lg: 'inline' }}>
        {text.label}
      </Box>
      <Box as="span" srOnly>
        {text.tone === 'offline' ? '' : text.label}. {text.detail}
      </Box>
    </HStack>
  );
}
