import { Button, HStack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { registerSW } from 'virtual:pwa-register';
import { useT } from '../i18n/i18n';

const UPDATE_CHECK_MS = 60 * 60_000;

type Registration = { needRefresh: boolean; update: () => void };
let registration: Registration = { needRefresh: false, update: () => undefined };
const listeners = new Set<() => void>();
let registered = false;

function publish(patch: Partial<Registration>): void {
  registration = { ...registration, ...patch };
  for (const listener of listeners) listener();
}

/**
 * Registers the service worker once per page. A new build waits (registerType 'prompt') until the user
 * accepts it here: the page reloads only then, never by itself in the middle of a form. Updates are looked
 * for hourly and whenever the network comes back.
 */
function registerOnce(): void {
  if (registered || !('serviceWorker' in navigator)) return;
  registered = true;
  let accepted = false;
  const updateSW = registerSW({
    onNeedRefresh: () => publish({ needRefresh: true }),
    // Another tab accepted the update: this one reloads only once its own user says so.
    onNeedReload: () => (accepted ? window.location.reload() : publish({ needRefresh: true })),
    onRegisteredSW: (_url, reg) => {
      if (!reg) return;
      const check = () => {
        if (navigator.onLine) reg.update().catch(() => undefined);
      };
      window.setInterval(check, UPDATE_CHECK_MS);
      window.addEventListener('online', check);
    },
  });
  publish({
    update: () => {
      accepted = true;
      void updateSW(true);
    },
  });
}

/**
 * "A new version is ready": Reload takes it, Later hides the prompt until the next page load. In the page's language
 * (issue 29): it shows on the public pages and the portal too; Mission Control's pages are English.
 */
export function UpdatePrompt() {
  const t = useT();
  const [state, setState] = useState(registration);
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => {
    const listener = () => setState(registration);
    listeners.add(listener);
    registerOnce();
    return () => {
      listeners.delete(listener);
    };
  }, []);
  if (!state.needRefresh || dismissed) return null;
  return (
    <HStack
      role="alertdialog"
      aria-label={t('shell.update.label')}
      position="fixed"
      insetInline="3"
      bottom="3"
      mx="auto"
      maxW="md"
      zIndex="toast"
      gap="3"
      p="3"
      bg="bg.panel"
      borderWidth="1px"
      borderRadius="l2"
      boxShadow="lg"
    >
      <Text fontSize="sm" flex="1">
        {t('shell.update.ready')}
      </Text>
      <Button size="sm" variant="ghost" onClick={() => setDismissed(true)}>
        {t('shell.update.later')}
      </Button>
      <Button size="sm" colorPalette="teal" onClick={state.update}>
        {t('shell.update.reload')}
      </Button>
    </HStack>
  );
}
