import { Badge, Button, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { useRef, useState, type FormEvent } from 'react';
import { passwordChangeSchema } from '@contract';
import { FormErrorSummary, TextField } from '../../components/admin/form-field';
import { SectionCard } from '../../components/admin/section-card';
import { formatDate, formatTimeAgo } from '../../lib/format';
import { fieldErrorsOf, focusFirstError, serverFieldErrors, serverMessage, type FieldErrors } from '../../lib/form-errors';
import { useChangePassword, useEndSession, useMySessions } from './api/settings';
import { describeBrowser } from './describe-browser';

const OFFLINE = 'This needs a connection to Mission Control. Try again when online.';
const EMPTY = { currentPassword: '', newPassword: '', confirm: '' };

function PasswordForm() {
  const change = useChangePassword();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [done, setDone] = useState(false);
  const set = (field: keyof typeof EMPTY) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setDone(false);
    const parsed = passwordChangeSchema.safeParse(values);
    const found: FieldErrors = parsed.success ? {} : fieldErrorsOf(parsed.error);
    if (values.confirm !== values.newPassword) found.confirm = 'The two new passwords are not the same.';
    setErrors(found);
    if (!parsed.success || found.confirm) return focusFirstError(form.current, found);
    change.mutate(parsed.data, {
      onSuccess: () => {
        setValues(EMPTY);
        setDone(true);
      },
      onError: (error) => {
        const fromServer = serverFieldErrors(error);
        setErrors(fromServer);
        focusFirstError(form.current, fromServer);
      },
    });
  };
  const general = change.error && Object.keys(serverFieldErrors(change.error)).length === 0 ? serverMessage(change.error, OFFLINE) : '';

  return (
    <chakra.form ref={form} onSubmit={submit} noValidate aria-label="Change password">
      <Stack gap="3" maxW="md">
        <Text fontWeight="semibold">Change password</Text>
        <FormErrorSummary errors={errors} />
        <TextField name="currentPassword" label="Current password" type="password" autoComplete="current-password" required value={values.currentPassword} error={errors.currentPassword} onChange={set('currentPassword')} />
        <TextField
          name="newPassword"
          label="New password"
          type="password"
          autoComplete="new-password"
          required
          hint="At least 12 characters, not a common password. A few unrelated words work well."
          value={values.newPassword}
          error={errors.newPassword}
          onChange={set('newPassword')}
        />
        <TextField name="confirm" label="Confirm new password" type="password" autoComplete="new-password" required value={values.confirm} error={errors.confirm} onChange={set('confirm')} />
        {general && (
          <Text role="alert" color="red.fg">
            {general}
          </Text>
        )}
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
