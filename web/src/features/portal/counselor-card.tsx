import { Box, Button, Flex, Link, Stack, Text } from '@chakra-ui/react';
import { Mail, MessageCircle } from 'lucide-react';
import type { PortalCounselor } from '@contract/portal';
import { mailtoHref, useSiteContact, whatsappHref } from '../../lib/site-contact';
import type { MessageId } from '../../i18n/i18n';
import { useT } from '../../i18n/i18n';

// The card's words, in one place for the later translation.
const TEXT = {
  role: 'portal.counselor.role',
  none: 'portal.counselor.none',
  team: 'portal.counselor.team',
  whatsapp: 'portal.counselor.whatsapp',
  email: 'portal.counselor.email',
} as const satisfies Record<string, MessageId>;

/** Where "Email Your Counselor" writes: the counselor's own address, else the general inbox. */
export function counselorEmail(counselor: PortalCounselor | null, general: string | undefined): string | undefined {
  return counselor?.email ?? general;
}

/**
 * The student's counselor (docs/PRODUCT.md §2.7): name, initials, and that person's WhatsApp and e-mail; what the
 * account lacks falls back to the general contacts. With no counselor yet, it says one will be assigned.
 */
export function CounselorCard({ counselor, studentName }: { counselor: PortalCounselor | null; studentName: string }) {
  const t = useT();
  const contact = useSiteContact();
  const whatsapp = counselor?.whatsapp ? counselor.whatsapp.replace(/\D/g, '') : contact?.whatsappNumber;
  const email = counselorEmail(counselor, contact?.email);
  return (
    <Flex gap={3} align="flex-start" borderWidth="1px" rounded="l2" p={3} bg="bg.panel">
      <Box
        aria-hidden="true"
        flexShrink={0}
        w={12}
        h={12}
        rounded="full"
        bg="brand.solid"
        color="brand.contrast"
        display="flex"
        alignItems="center"
        justifyContent="center"
        fontWeight="bold"
      >
        {counselor ? counselor.initials : 'MC'}
      </Box>
      <Stack gap={1} minW={0}>
        <Text fontSize="sm" color="fg.muted">
          {t(TEXT.role)}
        </Text>
        <Text fontWeight="semibold">{counselor ? counselor.name : t(TEXT.team)}</Text>
        {counselor ? null : <Text fontSize="sm">{t(TEXT.none)}</Text>}
        <Flex gap={2} wrap="wrap" mt={1}>
          {whatsapp ? (
            <Button asChild size="sm" colorPalette="brand" variant="outline" minH={10}>
              <Link href={whatsappHref(whatsapp, t('portal.counselor.greeting', { counselor: counselor?.name.split(' ')[0] ?? 'none', student: studentName }))} target="_blank" rel="noopener noreferrer">
                <MessageCircle aria-hidden="true" /> {t(TEXT.whatsapp)}
              </Link>
            </Button>
          ) : null}
          {email ? (
            <Button asChild size="sm" variant="outline" minH={10}>
              <Link href={mailtoHref(email, t('portal.counselor.subject', { student: studentName }))}>
                <Mail aria-hidden="true" /> {t(TEXT.email)}
                <Text as="span" srOnly>
                  {' '}
                  {email}
                </Text>
              </Link>
            </Button>
          ) : null}
        </Flex>
      </Stack>
    </Flex>
  );
}
