import { Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { StaffNotificationPreferences } from '@contract';
import { SelectField } from '../../components/admin/form-field';
import { SectionCard } from '../../components/admin/section-card';
import { NotificationChoices } from '../../components/notification-choices';
import { serverMessage } from '../../lib/form-errors';
import { useMyNotificationPreferences, useSaveMyNotificationPreferences } from './api/notifications';

const zones = (): string[] => {
  const intl = Intl as typeof Intl & { supportedValuesOf?: (key: 'timeZone') => string[] };
  const list = intl.supportedValuesOf?.('timeZone') ?? ['Africa/Nairobi', 'Africa/Mogadishu', 'Africa/Addis_Ababa', 'Asia/Kuala_Lumpur', 'Europe/London'];
  return list.includes('UTC') ? list : ['UTC', ...list];
};

function PreferencesForm({ saved }: { saved: StaffNotificationPreferences }) {
  const [value, setValue] = useState(saved);
  const save = useSaveMyNotificationPreferences();
  return (
    <Stack
      as="form"
      gap="4"
      aria-label="Notification settings"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(value);
      }}
    >
      <Text color="fg.muted">
        What reaches you outside Mission Control: new leads, enquiries, tasks coming due and a digest of your day at 07:00 in your time zone. The bell
        shows everything either way.
      </Text>
      <NotificationChoices value={value} onChange={(next) => setValue({ ...value, ...next })} />
      <SelectField name="timeZone" label="Time zone" value={value.timeZone} options={zones()} onChange={(timeZone) => setValue({ ...value, timeZone: timeZone || 'UTC' })} />
      {save.isError && <Text role="alert">{serverMessage(save.error, 'Saving needs a connection to Mission Control.')}</Text>}
      <Text role="status" color="green.fg">
        {save.isSuccess ? 'Saved.' : ''}
      </Text>
      <Button type="submit" colorPalette="brand" alignSelf="flex-start" loading={save.isPending} loadingText="Saving...">
        Save notification settings
      </Button>
    </Stack>
  );
}

/** My account → Notifications (issue 30 item 6): my e-mail and push choices and the time zone of my 07:00 digest. */
export function NotificationPreferencesSection() {
  const prefs = useMyNotificationPreferences();
  return (
    <SectionCard title="Notifications">
      {prefs.isPending ? (
        <Text color="fg.muted">Loading…</Text>
      ) : prefs.isError ? (
        <Text role="alert">{serverMessage(prefs.error, 'Notification settings can be changed when you are online.')}</Text>
      ) : (
        <PreferencesForm saved={prefs.data} />
      )}
    </SectionCard>
  );
}
