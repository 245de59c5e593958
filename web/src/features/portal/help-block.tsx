import { Button, Card, Flex, Heading, Link, Text } from '@chakra-ui/react';
import { LogOut, MessageCircle } from 'lucide-react';
import { useSiteContact, whatsappHref } from '../../lib/site-contact';

type HelpBlockProps = { studentName: string; signingOut: boolean; signOutFailed: boolean; onSignOut: () => void };

/** A way to reach a person, and the way out. */
export function HelpBlock({ studentName, signingOut, signOutFailed, onSignOut }: HelpBlockProps) {
  const contact = useSiteContact();
  return (
    <Card.Root as="section" aria-labelledby="portal-help" variant="subtle">
      <Card.Body gap={3}>
        <Heading as="h2" id="portal-help" size="lg">
          Need Help?
        </Heading>
        <Text color="fg.muted">
          Your counselor answers questions about your applications, visa and travel on WhatsApp, usually the same working day.
        </Text>
        <Flex gap={3} wrap="wrap">
          {contact && (
            <Button asChild colorPalette="brand" size="lg">
              <Link href={whatsappHref(contact.whatsappNumber, `Hello, this is ${studentName} from the student portal.`)} target="_blank" rel="noopener noreferrer">
                <MessageCircle aria-hidden="true" />
                Chat on WhatsApp
                <Text as="span" srOnly>
                  (opens WhatsApp)
                </Text>
              </Link>
            </Button>
          )}
          <Button variant="outline" size="lg" onClick={onSignOut} loading={signingOut} loadingText="Signing out...">
            <LogOut aria-hidden="true" />
            Sign Out
          </Button>
        </Flex>
        {signOutFailed && (
          <Text role="alert" color="red.fg">
            We could not sign you out: check your connection and try again.
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}
