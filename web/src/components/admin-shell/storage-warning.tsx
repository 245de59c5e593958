import { Alert, Button } from '@chakra-ui/react';
import { useState } from 'react';
import { useOfflineSyncStatus } from '../../lib/offline/sync-status';

const DISMISSED_KEY = 'mission-control-storage-warning-dismissed';

function readDismissed(): boolean {
  try {
    return sessionStorage.getItem(DISMISSED_KEY) === 'true';
  } catch {
    return false;
  }
}

/**
 * Shown when the browser refused persistent storage (navigator.storage.persist(), asked after sign-in): it may
 * then delete the offline copy when space runs low. Polite, and dismissed for the rest of the browser session.
 */
export function StorageWarning() {
  const { persisted } = useOfflineSyncStatus();
  const [dismissed, setDismissed] = useState(readDismissed);
  if (persisted !== false || dismissed) return null;
  const dismiss = () => {
    setDismissed(true);
    try {
      sessionStorage.setItem(DISMISSED_KEY, 'true');
    } catch {
      // Then it shows again on the next page load.
    }
  };
  return (
    <Alert.Root status="warning" role="status" aria-live="polite" size="sm" alignItems="center" flexWrap="wrap" mb="4">
      <Alert.Indicator />
      <Alert.Content flex="1" minW="60">
        <Alert.Title>Offline data may be cleared</Alert.Title>
        <Alert.Description>
          This browser did not agree to keep Mission Control&apos;s offline copy: when the device runs low on space it
          may delete it, and the copy is downloaded again when you are next online. Installing the app usually lets
          the browser keep it.
        </Alert.Description>
      </Alert.Content>
      <Button size="xs" variant="ghost" onClick={dismiss}>
        Dismiss
      </Button>
    </Alert.Root>
  );
}
