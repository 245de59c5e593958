import { Alert, Button, chakra, Input, Stack, Text } from '@chakra-ui/react';
import { Copy } from 'lucide-react';
import { useId } from 'react';
import type { StaffAccountWithLink } from '@contract';
import { useCopyLink } from '../../components/admin/copy-link';
import { formatDate } from '../../lib/format';

/**
 * A staff account's one-time link, shown once (the server keeps only its hash) to the super_admin, who passes it on
 * (in person, by e-mail or chat). Opening it lets the holder set a password.
 */
export function StaffLinkPanel({ issued }: { issued: StaffAccountWithLink }) {
  const ids = { link: useId(), title: useId() };
  const { input, copy, status } = useCopyLink(issued.activationUrl);
  const pending = issued.account.status === 'pending';
  return (
    <Alert.Root status="success" flexDirection="column" alignItems="stretch" gap="3" as="section" aria-labelledby={ids.title}>
      <Alert.Title id={ids.title}>{pending ? `Activation link for ${issued.account.fullName}` : `Password reset link for ${issued.account.fullName}`}</Alert.Title>
      <Stack gap="1.5">
        <chakra.label htmlFor={ids.link} fontWeight="medium" fontSize="sm">
          One-time link
        </chakra.label>
        <Input id={ids.link} ref={input} readOnly value={issued.activationUrl} onFocus={(e) => e.currentTarget.select()} bg="bg" />
        <Text fontSize="sm">
          Send it to {issued.account.fullName} only. It works once, until {formatDate(issued.expiresAt)}, and sets the password for the
          username {issued.account.username}. A newer link replaces it.
        </Text>
      </Stack>
      <Button variant="outline" alignSelf="flex-start" onClick={copy}>
        <Copy aria-hidden="true" /> Copy link
      </Button>
      <Text role="status" fontSize="sm">
        {status}
      </Text>
    </Alert.Root>
  );
}
