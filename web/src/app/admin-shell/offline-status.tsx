import { Cloud, CloudOff, RefreshCw } from 'lucide-react';
import { offlineStatusText } from '../../lib/offline/status-text';
import { useOfflineSyncStatus } from '../../lib/offline/sync-status';
import { useOnline } from '../../lib/offline/use-online';
import { NetworkStatus } from '../../components/network-status';

const timeOf = (iso: string) => new Date(iso).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });

/** The admin header's word on the data, as visible text at every width: Offline, sync progress, or when the offline copy was last synced. */
export function OfflineStatus() {
  const online = useOnline();
  const text = offlineStatusText(online, useOfflineSyncStatus(), timeOf);
  const icon = text.tone === 'offline' ? CloudOff : text.tone === 'syncing' ? RefreshCw : Cloud;
  return <NetworkStatus text={text} icon={icon} testId="offline-status" labelled />;
}
