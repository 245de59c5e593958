import { Badge, Button, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { ADMIN_ROLES, staffCreateSchema, type AdminRole, type StaffAccount, type StaffAccountWithLink, type StaffStatus } from '@contract';
import { FormErrorSummary, SelectField, TextField } from '../../components/admin/form-field';
import { SectionCard } from '../../components/admin/section-card';
import { FormFailure } from '../../components/form/form-parts';
import { useContractForm } from '../../components/form/use-contract-form';
import { serverMessage } from '../../lib/form-errors';
import { useCreateStaff, useResetLink, useStaffAccounts, useUpdateStaff } from './api/settings';
import { StaffContactForm } from './staff-contact-form';
import { StaffLinkPanel } from './staff-link-panel';
import { ROLE_NAMES } from './role-names';
import { RoleChangePanel, RoleSelect, useRoleChange } from './staff-role-change';

const OFFLINE = 'This needs a connection to Mission Control. Try again when online.';

const STATUS: Record<StaffStatus, { text: string; palette: string }> = {
  active: { text: 'Active', palette: 'green' },
  pending: { text: 'Waiting for password', palette: 'orange' },
  deactivated: { text: 'Deactivated', palette: 'gray' },
};

const EMPTY = { fullName: '', username: '', role: '' as AdminRole | '' };

function CreateStaffForm({ onIssued }: { onIssued: (issued: StaffAccountWithLink) => void }) {
  const create = useCreateStaff();
  const form = useContractForm({ schema: staffCreateSchema, initial: EMPTY, save: create, offline: OFFLINE }, (data, { serverFailed, setValues }) =>
    create.mutate(data, {
      onSuccess: (issued) => {
        setValues(EMPTY);
        onIssued(issued);
      },
      onError: serverFailed,
    }),
  );
  const { errors } = form;

  return (
    <chakra.form {...form.formProps} aria-label="Add a staff member">
      <Stack gap="3">
        <Text fontWeight="semibold">Add a staff member</Text>
        <FormErrorSummary errors={errors} />
        <Flex gap="3" direction={{ base: 'column', md: 'row' }}>
          <TextField label="Full name" required maxLength={120} {...form.field('fullName')} />
          <TextField
            label="Username or e-mail"
            required
            maxLength={100}
            autoComplete="off"
            {...form.field('username')}
          />
          <SelectField label="Role" required empty="Choose a role" options={ADMIN_ROLES} labels={ROLE_NAMES} {...form.field('role')} />
        </Flex>
        <FormFailure message={form.failure} />
        <Button type="submit" colorPalette="brand" alignSelf="flex-start" loading={create.isPending} loadingText="Creating...">
          Create account
        </Button>
      </Stack>
    </chakra.form>
  );
}

function StaffRow({ account, onIssued }: { account: StaffAccount; onIssued: (issued: StaffAccountWithLink) => void }) {
  const update = useUpdateStaff();
  const reset = useResetLink();
  const roleChange = useRoleChange(account);
  const [confirming, setConfirming] = useState(false);
  const [editingContacts, setEditingContacts] = useState(false);
  const status = STATUS[account.status];
  const error = update.error ?? roleChange.update.error ?? reset.error;
  const deactivated = account.status === 'deactivated';
  const patch = (fields: { active: boolean }) => update.mutate({ id: account.id, version: account.version, ...fields }, { onSettled: () => setConfirming(false) });

  return (
    <Stack as="li" gap="2" borderWidth="1px" borderRadius="md" p="3" aria-label={account.fullName}>
      <Flex gap="3" align="center" justify="space-between" wrap="wrap">
        <Stack gap="0.5">
          <Flex gap="2" align="center" wrap="wrap">
            <Text fontWeight="medium">{account.fullName}</Text>
            <Badge colorPalette={status.palette}>{status.text}</Badge>
          </Flex>
          <Text fontSize="sm" color="fg.muted">
            {account.username}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {[account.email, account.whatsapp && `WhatsApp ${account.whatsapp}`].filter(Boolean).join(' · ') || 'No work e-mail or WhatsApp'}
          </Text>
        </Stack>
        <Flex gap="2" align="center" wrap="wrap">
          <RoleSelect account={account} change={roleChange} disabled={deactivated || update.isPending} />
          {!deactivated && !editingContacts && (
            <Button size="sm" minH="10" variant="outline" onClick={() => setEditingContacts(true)}>
              Work contacts<chakra.span srOnly> of {account.fullName}</chakra.span>
            </Button>
          )}
          {!deactivated && (
            <Button size="sm" minH="10" variant="outline" loading={reset.isPending} onClick={() => reset.mutate(account.id, { onSuccess: onIssued })}>
              {account.status === 'pending' ? 'New activation link' : 'Send password reset link'}
              <chakra.span srOnly> for {account.fullName}</chakra.span>
            </Button>
          )}
          {deactivated ? (
            <Button size="sm" minH="10" variant="outline" loading={update.isPending} onClick={() => patch({ active: true })}>
              Reactivate<chakra.span srOnly> {account.fullName}</chakra.span>
            </Button>
          ) : (
            !confirming && (
              <Button size="sm" minH="10" variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
                Deactivate<chakra.span srOnly> {account.fullName}</chakra.span>
              </Button>
            )
          )}
        </Flex>
      </Flex>
      <RoleChangePanel account={account} change={roleChange} />
      {editingContacts && <StaffContactForm account={account} onDone={() => setEditingContacts(false)} />}
      {confirming && (
        <Flex gap="2" align="center" wrap="wrap" role="group" aria-label={`Deactivate ${account.fullName}?`}>
          <Text fontSize="sm">Deactivate {account.fullName}? They are signed out everywhere at once; their history stays.</Text>
          <Button size="sm" minH="10" colorPalette="red" loading={update.isPending} onClick={() => patch({ active: false })}>
            Yes, deactivate
          </Button>
          <Button size="sm" minH="10" variant="ghost" onClick={() => setConfirming(false)}>
            Cancel
          </Button>
        </Flex>
      )}
      {error && (
        <Text role="alert" fontSize="sm" color="red.fg">
          {serverMessage(error, OFFLINE)}
        </Text>
      )}
    </Stack>
  );
}

/** Staff accounts, for the super_admin: add, change role, deactivate or reactivate, and one-time password links. */
export function StaffSection() {
  const accounts = useStaffAccounts();
  const [issued, setIssued] = useState<StaffAccountWithLink | null>(null);
  return (
    <SectionCard title="Staff accounts">
      <Stack gap="5">
        <CreateStaffForm onIssued={setIssued} />
        {issued && <StaffLinkPanel issued={issued} />}
        {accounts.isPending ? (
          <Text color="fg.muted">Loading staff accounts…</Text>
        ) : accounts.isError ? (
          <Text role="alert">{serverMessage(accounts.error, 'Staff accounts can be listed when you are online.')}</Text>
        ) : (
          <Stack as="ul" listStyle="none" gap="2" aria-label="Staff accounts">
            {accounts.data.map((account) => (
              <StaffRow key={account.id} account={account} onIssued={setIssued} />
            ))}
          </Stack>
        )}
      </Stack>
    </SectionCard>
  );
}
