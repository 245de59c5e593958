import { Button, chakra, Stack, Text } from '@chakra-ui/react';
import { notificationPreferencesSchema, type NotificationPreferences } from '@contract/notification-settings';
import { FormFailure } from '../../components/form/form-parts';
import { useContractForm } from '../../components/form/use-contract-form';
import { NotificationChoices } from '../notifications';
import { useT } from '../../i18n/i18n';
import { usePortalNotificationPreferences, useSavePortalNotificationPreferences } from './api/portal-notification-preferences';
import { usePortalNotificationText } from './notification-text';

function Choices({ saved }: { saved: NotificationPreferences }) {
  const t = useT();
  const { choices } = usePortalNotificationText();
  const save = useSavePortalNotificationPreferences();
  const form = useContractForm(
    { schema: notificationPreferencesSchema, initial: saved, save, offline: t('portal.notifications.saveFailed') },
    (data, { serverFailed }) => save.mutate(data, { onError: serverFailed }),
  );
  return (
    <chakra.form {...form.formProps} aria-label={t('portal.notifications.settingsLabel')}>
      <Stack gap="3">
        <Text color="fg.muted">{t('portal.notifications.intro')}</Text>
        <NotificationChoices value={form.values} text={choices} onChange={form.setValues} />
        <FormFailure message={form.failure} />
        <Text role="status" color="green.fg">
          {save.isSuccess ? t('portal.notifications.saved') : ''}
        </Text>
        <Button type="submit" colorPalette="brand" alignSelf="flex-start" loading={save.isPending} loadingText={t('portal.notifications.saving')}>
          {t('portal.notifications.save')}
        </Button>
      </Stack>
    </chakra.form>
  );
}

/** The portal's notification choices (issue 30 item 6): e-mail and push per category. */
export function NotificationSettingsSection() {
  const t = useT();
  const prefs = usePortalNotificationPreferences();
  if (prefs.isPending) return <Text color="fg.muted">{t('portal.notifications.loading')}</Text>;
  if (prefs.isError || !prefs.data) return <Text role="alert">{t('portal.notifications.offline')}</Text>;
  return <Choices saved={prefs.data} />;
}
