import { Button, chakra, Stack, Text } from '@chakra-ui/react';
import { staffNotificationPreferencesSchema, type StaffNotificationPreferences } from '@contract';
import { SelectField } from '../../components/admin/form-field';
import { SectionCard } from '../../components/admin/section-card';
import { ADMIN_NOTIFICATION_TEXT, NotificationChoices } from '../notifications';
import { FormFailure } from '../../components/form/form-parts';
import { useContractForm } from '../../components/form/use-contract-form';
import { serverMessage } from '../../lib/form-errors';
import { useMyNotificationPreferences, useSaveMyNotificationPreferences } from './api/notifications';

const zones = (): string[] => {
  const intl = Intl as typeof Intl & { supportedValuesOf?: (key: 'timeZone') => string[] };
  const list = intl.supportedValuesOf?.('timeZone') ?? ['Africa/Nairobi', 'Africa/Mogadishu', 'Africa/Addis_Ababa', 'Asia/Kuala_Lumpur', 'Europe/London'];
  return list.includes('UTC') ? list : ['UTC', ...list];
};

function PreferencesForm({ saved }: { saved: StaffNotificationPreferences }) {
  const save = useSaveMyNotificationPreferences();
  const form = useContractForm(
    { schema: staffNotificationPreferencesSchema, initial: saved, save, offline: 'Saving needs a connection to Mission Control.' },
    (data, { serverFailed }) => save.mutate(data, { onError: serverFailed }),
  );
  const { values } = form;
  return (
    <chakra.form {...form.formProps} aria-label="Notification settings">
      <Stack gap="4">
        <Text color="fg.muted">
          What reaches you outside Mission Control: new leads, enquiries, tasks coming due and a digest of your day at 07:00 in your time zone. The bell
          shows everything either way.
        </Text>
        <NotificationChoices value={values} text={ADMIN_NOTIFICATION_TEXT.choices} onChange={(next) => form.setValues({ ...values, ...next })} />
        <SelectField label="Time zone" options={zones()} {...form.field('timeZone')} onChange={(timeZone) => form.set('timeZone')(timeZone || 'UTC')} />
        <FormFailure message={form.failure} />
        <Text role="status" color="green.fg">
          {save.isSuccess ? 'Saved.' : ''}
        </Text>
        <Button type="submit" colorPalette="brand" alignSelf="flex-start" loading={save.isPending} loadingText="Saving...">
          Save notification settings
        </Button>
      </Stack>
    </chakra.form>
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
