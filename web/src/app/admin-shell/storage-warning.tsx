import { Button, Flex, Text } from '@chakra-ui/react';
import { TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { useOfflineSyncStatus } from '../../lib/offline/sync-status';

/** Once dismissed on a device, never shown there again (local storage outlives the session and the sign-in). */
const DISMISSED_KEY = 'mission-control-storage-warning-dismissed';

function readDismissed(): boolean {
  try {
    return localStorage.getItem(DISMISSED_KEY) === 'true';
  } catch {
    return false;
  }
}

/**
 * Shown when the browser refused persistent storage (navigator.storage.persist(), asked after sign-in): it may
 * then delete the offline copy when space runs low. A line or two above the page (never cut), until dismissed on this device.
 */
export function StorageWarning() {
  const { persisted } = useOfflineSyncStatus();
  const [dismissed, setDismissed] = useState(readDismissed);
  if (persisted !== false || dismissed) return null;
  const dismiss = () => {
    setDismissed(true);
    try {
      localStorage.setItem(DISMISSED_KEY, 'true');
    } catch {
      // Then it shows again on the next page load.
    }
  };
  return (
    <Flex role="status" aria-live="polite" align="center" gap="2" mb="3" fontSize="sm" color="fg.muted" data-testid="storage-warning">
      <TriangleAlert size={16} aria-hidden style={{ flexShrink: 0 }} color="var(--chakra-colors-orange-fg)" />
      <Text flex="1" minW="0">
        <Text as="span" fontWeight="semibold" color="fg">
          Offline data may be cleared
        </Text>{' '}
        if space runs low on this device.
      </Text>
      <Button size={{ base: 'md', md: 'xs' }} variant="ghost" onClick={dismiss} flexShrink={0}>
        Dismiss
      </Button>
    </Flex>
  );
}
