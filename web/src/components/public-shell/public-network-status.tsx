import { CloudOff } from 'lucide-react';
import { useOnline } from '../../lib/offline/use-online';
import { NetworkStatus } from '../network-status';
import { useT } from '../../i18n/i18n';


/** The public header's indicator: nothing while online, "Offline" when the network is gone. */
export function PublicNetworkStatus() {
  const t = useT();
  const offline = { tone: 'offline', label: t('network.offline'), detail: t('network.offlineDetail') } as const;
  return <NetworkStatus text={useOnline() ? null : offline} icon={CloudOff} />;
}
