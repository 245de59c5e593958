import { Button, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { MessageCircle } from 'lucide-react';
import type { MessageId } from '../../i18n/i18n';
import { useT } from '../../i18n/i18n';

// The card's words, in one place for the later translation.
const TEXT = {
  title: 'portal.newcomer.title',
  intro: 'portal.newcomer.intro',
  action: 'portal.newcomer.action',
  invitations:
    'portal.newcomer.invitations',
} as const satisfies Record<string, MessageId>;

/**
 * The way forward for a visitor who is not a student yet (issue 28 item 1): the site's main buttons ("Start Your
 * Journey", "Start Application", "Apply Now") lead to the portal's sign-in, which sends a newcomer to the enquiry form
 * and says how invitations work.
 */
export function NewcomerCard() {
  const t = useT();
  return (
    <Card.Root maxW="md" mx="auto" w="full" variant="subtle" as="section" aria-labelledby="portal-newcomer">
      <Card.Body gap={3}>
        <Heading as="h2" id="portal-newcomer" size="lg">
          {t(TEXT.title)}
        </Heading>
        <Text>{t(TEXT.intro)}</Text>
        <Button asChild colorPalette="brand" size="lg" alignSelf={{ base: 'stretch', sm: 'flex-start' }}>
          <Link to="/enquire">
            <MessageCircle aria-hidden="true" /> {t(TEXT.action)}
          </Link>
        </Button>
        <Stack gap={1}>
          <Text fontSize="sm" color="fg.muted">
            {t(TEXT.invitations)}
          </Text>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
