import { Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { NotificationPreferences } from '@contract/notification-settings';
import { NotificationChoices } from '../../components/notification-choices';
import { usePortalNotificationPreferences, useSavePortalNotificationPreferences } from './api/portal-notification-preferences';

function Choices({ saved }: { saved: NotificationPreferences }) {
  const [value, setValue] = useState(saved);
  const save = useSavePortalNotificationPreferences();
  return (
    <Stack
      as="form"
      gap="3"
      aria-label="Notification settings"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(value);
      }}
    >
      <Text color="fg.muted">Your portal always shows every update. Invitations and password links always come by e-mail.</Text>
      <NotificationChoices value={value} onChange={setValue} />
      {save.isError && <Text role="alert">Your choices could not be saved. Check your connection and try again.</Text>}
      <Text role="status" color="green.fg">
        {save.isSuccess ? 'Saved.' : ''}
      </Text>
      <Button type="submit" colorPalette="brand" alignSelf="flex-start" loading={save.isPending} loadingText="Saving...">
        Save my choices
      </Button>
    </Stack>
  );
}

/** The portal's notification choices (issue 30 item 6): e-mail and push per category. */
export function NotificationSettingsSection() {
  const prefs = usePortalNotificationPreferences();
  if (prefs.isPending) return <Text color="fg.muted">Loading…</Text>;
  if (prefs.isError || !prefs.data) return <Text role="alert">Your notification settings can be changed when you are online.</Text>;
  return <Choices saved={prefs.data} />;
}
