import { Badge, Button, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { passwordChangeSchema } from '@contract';
import { FormErrorSummary, TextField } from '../../components/admin/form-field';
import { SectionCard } from '../../components/admin/section-card';
import { formatDate, formatTimeAgo } from '../../lib/format';
import { FormFailure } from '../../components/form/form-parts';
import { useContractForm } from '../../components/form/use-contract-form';
import { serverFieldErrors, serverMessage, type FieldErrors } from '../../lib/form-errors';
import { useChangePassword, useEndSession, useMySessions } from './api/settings';
import { describeBrowser } from './describe-browser';

const OFFLINE = 'This needs a connection to Mission Control. Try again when online.';
const EMPTY = { currentPassword: '', newPassword: '', confirm: '' };

function PasswordForm() {
  const change = useChangePassword();
  const [done, setDone] = useState(false);
  const form = useContractForm(
    {
      schema: passwordChangeSchema,
      initial: EMPTY,
      check: (values): FieldErrors => (values.confirm !== values.newPassword ? { confirm: 'The two new passwords are not the same.' } : {}),
      save: change,
      offline: OFFLINE,
    },
    (data, { showErrors, setValues }) =>
      change.mutate(data, {
        onSuccess: () => {
          setValues(EMPTY);
          setDone(true);
        },
        onError: (error) => showErrors(serverFieldErrors(error)),
      }),
  );
  const { errors } = form;

  return (
    <chakra.form
      {...form.formProps}
      onSubmit={(event) => {
        setDone(false);
        form.formProps.onSubmit(event);
      }}
      aria-label="Change password"
    >
      <Stack gap="3" maxW="md">
        <Text fontWeight="semibold">Change password</Text>
        <FormErrorSummary errors={errors} />
        <TextField label="Current password" type="password" autoComplete="current-password" required {...form.field('currentPassword')} />
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          required
          hint="At least 12 characters, not a common password. A few unrelated words work well."
          {...form.field('newPassword')}
        />
        <TextField label="Confirm new password" type="password" autoComplete="new-password" required {...form.field('confirm')} />
        <FormFailure message={form.failure} />
        <Text role="status" color="green.fg">
          {done ? 'Password changed. Your other sessions were signed out.' : ''}
        </Text>
        <Button type="submit" colorPalette="brand" alignSelf="flex-start" loading={change.isPending} loadingText="Saving...">
          Change password
        </Button>
      </Stack>
    </chakra.form>
  );
}

function SessionList() {
  const sessions = useMySessions();
  const end = useEndSession();
  if (sessions.isPending) return <Text color="fg.muted">Loading your sessions…</Text>;
  if (sessions.isError) return <Text role="alert">{serverMessage(sessions.error, 'Your sessions can be listed when you are online.')}</Text>;
  return (
    <Stack gap="2" as="ul" listStyle="none" aria-label="Your sessions">
      {sessions.data.map((session) => {
        const browser = describeBrowser(session.userAgent);
        const lastActive = `last active ${formatTimeAgo(session.lastSeenAt)}`;
        return (
          <Flex as="li" key={session.id} gap="3" align="center" justify="space-between" wrap="wrap" borderWidth="1px" borderRadius="md" p="3">
            <Stack gap="0.5">
              <Flex gap="2" align="center">
                <Text fontWeight="medium">{browser}</Text>
                {session.current && <Badge colorPalette="green">This device</Badge>}
              </Flex>
              <Text fontSize="sm" color="fg.muted">
                Signed in {formatDate(session.createdAt)}, {lastActive}
              </Text>
            </Stack>
            {!session.current && (
              <Button size="sm" variant="outline" minH="10" aria-label={`End session: ${browser}, ${lastActive}`} loading={end.isPending && end.variables === session.id} onClick={() => end.mutate(session.id)}>
                End session
              </Button>
            )}
          </Flex>
        );
      })}
      {end.error && <Text role="alert">{serverMessage(end.error, OFFLINE)}</Text>}
    </Stack>
  );
}

/** "My account", for every role: a new password (ending the other sessions), and the sessions to end. */
export function MyAccountSection() {
  return (
    <SectionCard title="My account">
      <Stack gap="6">
        <PasswordForm />
        <Stack gap="2">
          <Text fontWeight="semibold">Where you are signed in</Text>
          <SessionList />
        </Stack>
      </Stack>
    </SectionCard>
  );
}
