import { Box, HStack } from '@chakra-ui/react';
import type { LucideIcon } from 'lucide-react';
import type { OfflineStatusText } from '../lib/offline/status-text';

/**
 * A header's word on the network, in both shells: "Offline" is always spelled out; other labels (sync
 * progress, the sync time) only where the header has room, or always with `labelled` (Mission Control, whose
 * header gives it a line of its own on phones: a tooltip is out of a finger's reach). The live region is always
 * there, empty when there is nothing to say, so a screen reader hears "Offline" the moment it appears.
 */
export function NetworkStatus({
  text,
  icon: Icon,
  testId,
  labelled = false,
}: {
  text: OfflineStatusText | null;
  icon?: LucideIcon;
  testId?: string;
  labelled?: boolean;
}) {
  const offline = text?.tone === 'offline';
  const shown = offline || labelled;
  return (
    <HStack
      role="status"
      aria-live="polite"
      data-testid={testId}
      data-tone={text?.tone}
      title={text?.detail}
      gap="1.5"
      fontSize={labelled ? { base: 'xs', lg: 'sm' } : 'sm'}
      minW="0"
      whiteSpace="nowrap"
      color={offline ? 'orange.fg' : 'fg.muted'}
      fontWeight={offline ? 'semibold' : undefined}
    >
      {text && Icon && <Icon size={labelled ? 14 : 16} aria-hidden style={{ flexShrink: 0 }} />}
      {text && (
        <>
          <Box as="span" truncate display={shown ? 'inline' : { base: 'none', lg: 'inline' }}>
            {text.label}
          </Box>
          <Box as="span" srOnly>
            {shown ? '' : text.label}. {text.detail}
          </Box>
        </>
      )}
    </HStack>
  );
}
