import { Alert, Button, chakra, Flex, Input, Link, Stack, Text } from '@chakra-ui/react';
import { Copy, MessageCircle, UserPlus } from 'lucide-react';
import { useId } from 'react';
import type { Student } from '@contract/crm';
import type { PortalInvite } from '@contract/portal';
import { useCopyLink } from '../../components/admin/copy-link';
import { formatDate } from '../../lib/format';
import { serverMessage } from '../../lib/form-errors';
import { whatsappHref } from '../../lib/site-contact';
import type { usePortalInvite } from './api/portal-invite';

type Invite = ReturnType<typeof usePortalInvite>;

/** "Invite to portal" in the student page's header, for roles that may write students (docs/PRODUCT.md §2.7). */
export function PortalInviteButton({ invite, studentId }: { invite: Invite; studentId: string }) {
  return (
    <Button variant="outline" onClick={() => invite.mutate(studentId)} loading={invite.isPending} loadingText="Creating link...">
      <UserPlus aria-hidden="true" /> Invite to portal
    </Button>
  );
}

/** The message the student receives on WhatsApp, with the link and until when it works. */
export function inviteMessage(student: Student, invitation: PortalInvite): string {
  const first = student.personalInfo.name.trim().split(/\s+/)[0] ?? '';
  return (
    `Hello ${first}, your Mission Control student portal is ready. Open this link to choose your password ` +
    `(it works once, until ${formatDate(invitation.expiresAt)}): ${invitation.url}`
  );
}

const failureText = (error: Error) =>
  serverMessage(error, 'Could not create the link: it needs a connection to Mission Control. Try again when online.');

/**
 * The link just created: shown once (the server keeps only its hash), with "Send on WhatsApp" to the student's
 * number and "Copy link". A new invitation replaces it and ends the student's portal sessions.
 */
export function PortalInvitePanel({ invite, student }: { invite: Invite; student: Student }) {
  const ids = { link: useId(), title: useId() };
  const { input, copy, status } = useCopyLink(invite.data?.url ?? '');
  // Only this student's invitation: the page may have moved on from the student it was made for.
  if (invite.variables !== student.id) return null;
  if (invite.error) {
    return (
      <Alert.Root status="error" mb="4" role="alert">
        <Alert.Description>{failureText(invite.error)}</Alert.Description>
      </Alert.Root>
    );
  }
  const invitation = invite.data;
  if (!invitation) return null;
  const digits = student.personalInfo.phone?.replace(/\D/g, '') ?? '';

  return (
    <Alert.Root status="success" mb="4" flexDirection="column" alignItems="stretch" gap="3" as="section" aria-labelledby={ids.title}>
      <Alert.Title id={ids.title}>Portal invitation ready</Alert.Title>
      <Stack gap="1.5">
        <chakra.label htmlFor={ids.link} fontWeight="medium" fontSize="sm">
          Activation link
        </chakra.label>
        <Input id={ids.link} ref={input} readOnly value={invitation.url} onFocus={(e) => e.currentTarget.select()} bg="bg" />
        <Text fontSize="sm">
          Works once, until {formatDate(invitation.expiresAt)}. A new invitation replaces it and signs the student out of the portal.
        </Text>
      </Stack>
      <Flex gap="2" wrap="wrap">
        <Button asChild colorPalette="brand">
          <Link href={whatsappHref(digits, inviteMessage(student, invitation))} target="_blank" rel="noopener noreferrer" textDecoration="none">
            <MessageCircle aria-hidden="true" /> Send on WhatsApp
          </Link>
        </Button>
        <Button variant="outline" onClick={copy}>
          <Copy aria-hidden="true" /> Copy link
        </Button>
      </Flex>
      <Text role="status" fontSize="sm">
        {status}
      </Text>
    </Alert.Root>
  );
}
