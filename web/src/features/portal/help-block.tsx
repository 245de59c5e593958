import { Button, Card, chakra, Flex, Heading, Link, Text } from '@chakra-ui/react';
import { LogOut, MessageCircle } from 'lucide-react';
import type { FormEvent } from 'react';
import { languagePath } from '@contract/language-paths';
import { PORTAL_SIGN_OUT_PATH } from '@contract/portal-session';
import { useSiteContact, whatsappHref } from '../../lib/site-contact';
import { useLanguage, useT } from '../../i18n/i18n';

type HelpBlockProps = { studentName: string; signingOut: boolean; signOutFailed: boolean; onSignOut: () => void };

/**
 * A way to reach a person, and the way out. Sign Out is a form's button: tapped before the app has started (the
 * server renders the signed-in portal), it posts to the server's sign-out and comes back signed out; with the app,
 * the app signs out itself (the unfinished uploads cancelled first).
 */
export function HelpBlock({ studentName, signingOut, signOutFailed, onSignOut }: HelpBlockProps) {
  const t = useT();
  const contact = useSiteContact();
  const signOutAction = languagePath(useLanguage(), PORTAL_SIGN_OUT_PATH);
  const signOut = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!signingOut) onSignOut();
  };
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
          <chakra.form method="post" action={signOutAction} onSubmit={signOut} display="contents">
            <Button type="submit" variant="outline" size="lg" loading={signingOut} loadingText={t('portal.signingOut')}>
              <LogOut aria-hidden="true" />
              {t('portal.signOut')}
            </Button>
          </chakra.form>
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
