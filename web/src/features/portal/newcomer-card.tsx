import { Button, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { MessageCircle } from 'lucide-react';

// The card's words, in one place for the later translation.
const TEXT = {
  title: 'New here? Tell us about yourself',
  intro: 'You do not need an account to start. Tell us what you want to study: a counselor replies within one working day, free of charge.',
  action: 'Send an enquiry',
  invitations:
    'How invitations work: once you decide to apply with us, your counselor sends you a link by WhatsApp or e-mail. Open it to choose your password, then sign in here to follow your applications.',
} as const;

/**
 * The way forward for a visitor who is not a student yet (issue 28 item 1): the site's main buttons ("Start Your
 * Journey", "Start Application", "Apply Now") lead to the portal's sign-in, which sends a newcomer to the enquiry form
 * and says how invitations work.
 */
export function NewcomerCard() {
  return (
    <Card.Root maxW="md" mx="auto" w="full" variant="subtle" as="section" aria-labelledby="portal-newcomer">
      <Card.Body gap={3}>
        <Heading as="h2" id="portal-newcomer" size="lg">
          {TEXT.title}
        </Heading>
        <Text>{TEXT.intro}</Text>
        <Button asChild colorPalette="brand" size="lg" alignSelf={{ base: 'stretch', sm: 'flex-start' }}>
          <Link to="/enquire">
            <MessageCircle aria-hidden="true" /> {TEXT.action}
          </Link>
        </Button>
        <Stack gap={1}>
          <Text fontSize="sm" color="fg.muted">
            {TEXT.invitations}
          </Text>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
