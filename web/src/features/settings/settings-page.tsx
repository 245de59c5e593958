import { Stack } from '@chakra-ui/react';
import { can } from '@contract/permissions';
import { PageHeader } from '../../components/admin/page-header';
import { useSignedInAdmin } from '../../lib/signed-in-admin';
import { CurrencyRatesSection } from './currency-rates-section';
import { DeliveriesSection } from './deliveries-section';
import { MyAccountSection } from './my-account-section';
import { NotificationPreferencesSection } from './notification-preferences-section';
import { OrganisationSection } from './organisation-section';
import { PrivacySection } from './privacy-section';
import { StaffSection } from './staff-section';

/** /admin/settings (docs/PRODUCT.md §3.11): my account for everyone; staff accounts and the organisation for super admins. */
export function SettingsPage() {
  const admin = useSignedInAdmin();
  return (
    <>
      <PageHeader title="Settings" description={`Signed in as ${admin.fullName} (${admin.username}).`} />
      <Stack gap="5">
        <MyAccountSection />
        <NotificationPreferencesSection />
        {can(admin.role, 'staff:manage') && <StaffSection />}
        {can(admin.role, 'settings:write') && <OrganisationSection />}
        {can(admin.role, 'settings:write') && <CurrencyRatesSection />}
        {can(admin.role, 'privacy:erase') && <PrivacySection erase retention={can(admin.role, 'settings:write')} />}
        {can(admin.role, 'settings:write') && <DeliveriesSection />}
      </Stack>
    </>
  );
}
