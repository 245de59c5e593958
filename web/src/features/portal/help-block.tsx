import { Button, Card, Flex, Heading, Link, Text } from '@chakra-ui/react';
import { LogOut, MessageCircle } from 'lucide-react';
import { useSiteContact, whatsappHref } from '../../lib/site-contact';
import { useT } from '../../i18n/i18n';

type HelpBlockProps = { studentName: string; signingOut: boolean; signOutFailed: boolean; onSignOut: () => void };

/** A way to reach a person, and the way out. */
export function HelpBlock({ studentName, signingOut, signOutFailed, onSignOut }: HelpBlockProps) {
  const t = useT();
  const contact = useSiteContact();
  return (
    <Card.Root as="section" aria-labelledby="portal-help" variant="subtle">
      <Card.Body gap={3}>
        <Heading as="h2" id="portal-help" size="lg">
          {t('portal.needHelp')}
        </Heading>
        <Text color="fg.muted">
          {t('portal.yourCounselorAnswersQuestions')}
        </Text>
        <Flex gap={3} wrap="wrap">
          {contact && (
            <Button asChild colorPalette="brand" size="lg">
              <Link href={whatsappHref(contact.whatsappNumber, t('portal.help.greeting', { student: studentName }))} target="_blank" rel="noopener noreferrer">
                <MessageCircle aria-hidden="true" />
                {t('common.chatWhatsapp')}
                <Text as="span" srOnly>
                  {t('portal.opensWhatsapp')}
                </Text>
              </Link>
            </Button>
          )}
          <Button variant="outline" size="lg" onClick={onSignOut} loading={signingOut} loadingText={t('portal.signingOut')}>
            <LogOut aria-hidden="true" />
            {t('portal.signOut')}
          </Button>
        </Flex>
        {signOutFailed && (
          <Text role="alert" color="red.fg">
            {t('portal.weCouldNotSign')}
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}
