import { Box, HStack } from '@chakra-ui/react';
import type { LucideIcon } from 'lucide-react';
import type { OfflineStatusText } from '../lib/offline/status-text';

/**
 * A header's word on the network, in both shells: "Offline" is always spelled out; other labels (sync
 * progress, the sync time) only where the header has room. The live region is always there, empty when there
 * is nothing to say, so a screen reader hears "Offline" the moment it appears.
 */
export function NetworkStatus({ text, icon: Icon, testId }: { text: OfflineStatusText | null; icon?: LucideIcon; testId?: string }) {
  const offline = text?.tone === 'offline';
  return (
    <HStack
      role="status"
      aria-live="polite"
      data-testid={testId}
      data-tone={text?.tone}
      title={text?.detail}
      gap="1.5"
      fontSize="sm"
      whiteSpace="nowrap"
      color={offline ? 'orange.fg' : 'fg.muted'}
      fontWeight={offline ? 'semibold' : undefined}
    >
      {text && Icon && <Icon size={16} aria-hidden />}
      {text && (
        <>
          <Box as="span" display={offline ? 'inline' : { base: 'none', lg: 'inline' }}>
            {text.label}
          </Box>
          <Box as="span" srOnly>
            {offline ? '' : text.label}. {text.detail}
          </Box>
        </>
      )}
    </HStack>
  );
}
