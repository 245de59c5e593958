import { Button, Card, chakra, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useLocation, useRouter } from '@tanstack/react-router';
import { LogIn } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { PORTAL_PATH, postedPortalError } from '@contract/portal-session';
import { ApiError } from '../../lib/api-client';
import { inPageLanguage, loadValidationMessages } from '../../lib/form/validation-language';
import { useLoginPortal } from './api/login-portal';
import { languagePath } from '@contract/language-paths';
import { useLanguage, useT, type Translate } from '../../i18n/i18n';

/** The sentence of what a sign-in posted before the app came back with (`?error=`), in the page's language. */
function postedErrorMessage(searchStr: string, t: Translate): string | null {
  const posted = postedPortalError(new URLSearchParams(searchStr));
  if (!posted) return null;
  if (posted.code === 'limited') return t('portal.signIn.limited', { minutes: posted.minutes });
  if (posted.code === 'incomplete') return t('portal.emptyFields');
  if (posted.code === 'unavailable') return t('portal.loginFailed');
  return t('portal.signIn.credentials');
}

function loginErrorMessage(error: Error, t: Translate): string {
  // The API's own words for a refused login ("Wrong username or password...", or a 400 or 429 it explains), in the
  // page's language when they are a student's validation message: the API answers in the cookie's language or the
  // browser's, which a page reached by a link in another language may not share.
  if (error instanceof ApiError && error.status < 500 && error.body) return inPageLanguage(error.body.error.message);
  if (error instanceof ApiError) return t('portal.loginFailed');
  return t('common.unreachable');
}

type LoginFormProps = { autoFocus: boolean; onSignedIn: () => void };

/**
 * The signed-out portal: username and password, checked by the server. A real HTML form too (method, action and
 * field names): tapped before the JavaScript has arrived, it posts to POST /student-portal, which signs in and
 * comes back here. Once the app runs, it sends the form to the JSON API itself.
 */
export function LoginForm({ autoFocus, onSignedIn }: LoginFormProps) {
  const t = useT();
  useEffect(() => void loadValidationMessages(), []);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [emptyFields, setEmptyFields] = useState(false);
  // What a sign-in posted before the JavaScript arrived answered (POST /student-portal sends back `?error=`): read
  // from the router's location, so the server renders it and hydration finds the same text.
  const router = useRouter();
  const searchStr = useLocation({ select: (location) => location.searchStr });
  const [postedError, setPostedError] = useState(() => postedErrorMessage(searchStr, t));
  const login = useLoginPortal();
  const ids = { title: useId(), username: useId(), password: useId(), error: useId() };
  const usernameInput = useRef<HTMLInputElement>(null);

  // Back from Sign Out: the form is empty and ready for the next login.
  useEffect(() => {
    if (autoFocus) usernameInput.current?.focus();
  }, [autoFocus]);

  const message = emptyFields ? t('portal.emptyFields') : login.error ? loginErrorMessage(login.error, t) : (postedError ?? '');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (login.isPending) return;
    if (postedError) {
      // The posted form's refusal is answered: a form shown after a later sign-out does not repeat it.
      router.history.replace(PORTAL_PATH);
      setPostedError(null);
    }
    // No request while a field is empty: nothing to check on the server.
    if (!username.trim() || !password) {
      login.reset();
      setEmptyFields(true);
      return;
    }
    setEmptyFields(false);
    login.mutate({ username: username.trim(), password }, { onSuccess: onSignedIn });
  }

  const invalid = message !== '';
  return (
    <Card.Root maxW="md" mx="auto" w="full">
      <Card.Body asChild gap={5}>
        <form method="post" action={languagePath(useLanguage(), PORTAL_PATH)} onSubmit={submit} noValidate aria-labelledby={ids.title}>
          <Stack gap={2}>
            <Heading as="h1" id={ids.title} size="2xl">
              {t('portal.studentPortal')}
            </Heading>
            <Text color="fg.muted">{t('portal.signInToFollow')}</Text>
          </Stack>

          <Stack gap={1.5}>
            <chakra.label htmlFor={ids.username} fontWeight="medium">
              {t('portal.username')}
            </chakra.label>
            <Input
              id={ids.username}
              ref={usernameInput}
              name="username"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              value={username}
              onChange={(e) => setUsername(e.target.value)}
              aria-invalid={invalid || undefined}
              aria-describedby={invalid ? ids.error : undefined}
              size="lg"
            />
          </Stack>
          <Stack gap={1.5}>
            <chakra.label htmlFor={ids.password} fontWeight="medium">
              {t('portal.password')}
            </chakra.label>
            <Input
              id={ids.password}
              name="password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              aria-invalid={invalid || undefined}
              aria-describedby={invalid ? ids.error : undefined}
              size="lg"
            />
          </Stack>

          {invalid && (
            <Text id={ids.error} role="alert" color="red.fg" fontWeight="medium">
              {message}
            </Text>
          )}

          <Button type="submit" size="lg" colorPalette="brand" loading={login.isPending} loadingText={t('portal.signingIn')}>
            <LogIn aria-hidden="true" />
            {t('portal.signIn')}
          </Button>
          <Text fontSize="sm" color="fg.muted">
            {t('portal.signInWithYour')}
          </Text>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
