import { Box, Button, chakra, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { Mail } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { validationText } from '@contract/i18n/validation';
import { NEWSLETTER_FORM_STATE_PATH, newsletterSubscriptionSchema, type NewsletterFormState } from '@contract/newsletter';
import { ApiError } from '../../lib/api-client';
import { inPageLanguage, loadValidationMessages } from '../../lib/form/validation-language';
import { useSubscribeNewsletter } from './api/subscribe-newsletter';
import { useT } from '../../i18n/i18n';

const newsletterInvalidEmail = validationText('newsletterEmail');

const firstIssue = (email: string): string | null => {
  const parsed = newsletterSubscriptionSchema.safeParse({ email });
  // The schema's English, in the page's language (issue 29; the page's validation messages load with the box).
  return parsed.success ? null : inPageLanguage(parsed.error.issues[0]?.message ?? newsletterInvalidEmail);
};

/**
 * The newsletter box: validated with the API's own schema before anything is sent (no request for an invalid
 * address). Success reads the same for a new address and one already on the list (the server does not say which);
 * a failure, a 429 past the per-address limit included, shows the server's sentence. `narrow`: in a column too
 * narrow for the text and the form side by side (an article's), they stay one above the other at every width.
 */
export function NewsletterBox({ narrow = false }: { narrow?: boolean }) {
  const t = useT();
  // A post without JavaScript: the server rendered the page with the thank-you, or the address and why it was refused.
  const posted = useQueryClient().getQueryData<NewsletterFormState>([NEWSLETTER_FORM_STATE_PATH]);
  const [email, setEmail] = useState(() => (posted && !posted.subscribed ? posted.email : ''));
  const [touched, setTouched] = useState(false);
  const [postedNote, setPostedNote] = useState(posted ?? null);
  const subscribe = useSubscribeNewsletter();
  const problem = touched ? firstIssue(email) : null;
  useEffect(() => void loadValidationMessages(), []);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (firstIssue(email) || subscribe.isPending) return;
    subscribe.mutate({ email: email.trim() });
  };

  const serverMessage =
    subscribe.error instanceof ApiError && subscribe.error.body
      ? inPageLanguage(subscribe.error.body.error.message)
      : t('news.subscribeFailed');

  return (
    <Box as="section" aria-labelledby="newsletter-title" p={{ base: '6', md: '10' }} borderRadius="2xl" bg="brand.subtle">
      <Stack direction={narrow ? 'column' : { base: 'column', lg: 'row' }} gap="6" align={narrow ? 'stretch' : { lg: 'center' }} justify="space-between">
        <Box maxW="xl">
          <Heading as="h2" id="newsletter-title" size="xl">
            {t('news.getScholarshipDeadlinesIn')}
          </Heading>
          <Text mt="2" color="fg.muted">
            {t('news.oneShortEMail')}
          </Text>
        </Box>
        {/* POST: submitted before the app has started, the address must not go into a URL. */}
        <chakra.form method="post" onSubmit={onSubmit} noValidate width={narrow ? 'full' : { base: 'full', lg: 'md' }} flexShrink="0">
          <chakra.label htmlFor="newsletter-email" display="block" fontSize="sm" fontWeight="medium" mb="1.5">
            {t('news.emailAddress')}
          </chakra.label>
          <Stack direction={{ base: 'column', sm: 'row' }} gap="2">
            <Input
              id="newsletter-email"
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              placeholder={t('news.youExampleCom')}
              bg="bg.panel"
              value={email}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? 'newsletter-problem' : undefined}
              onChange={(e) => {
                setEmail(e.target.value);
                setPostedNote(null);
                if (subscribe.isSuccess || subscribe.isError) subscribe.reset();
              }}
            />
            <Button type="submit" colorPalette="brand" loading={subscribe.isPending} loadingText={t('news.subscribing')} flexShrink="0">
              <Mail aria-hidden="true" /> {t('news.subscribe')}
            </Button>
          </Stack>
          <Box minH="6" mt="2" fontSize="sm" aria-live="polite">
            {problem ? (
              <Text id="newsletter-problem" color="fg.error">
                {problem}
              </Text>
            ) : subscribe.isSuccess ? (
              <Text color="fg.success" fontWeight="medium">
                {t('news.subscribed', { email: subscribe.data.email })}
              </Text>
            ) : subscribe.isError ? (
              <Text color="fg.error">{serverMessage}</Text>
            ) : postedNote?.subscribed ? (
              <Text color="fg.success" fontWeight="medium">
                {t('news.subscribed', { email: postedNote.email })}
              </Text>
            ) : postedNote?.message ? (
              <Text color="fg.error">{postedNote.message}</Text>
            ) : null}
          </Box>
        </chakra.form>
      </Stack>
    </Box>
  );
}
