import { CloudOff } from 'lucide-react';
import { useOnline } from '../../lib/offline/use-online';
import { NetworkStatus } from '../network-status';

const OFFLINE = {
  tone: 'offline',
  label: 'Offline',
  detail: 'Pages you have visited still open; new ones need the network.',
} as const;

/** The public header's indicator: nothing while online, "Offline" when the network is gone. */
export function PublicNetworkStatus() {
  return <NetworkStatus text={useOnline() ? null : OFFLINE} icon={CloudOff} />;
}
