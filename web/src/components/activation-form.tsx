import { Button, Card, chakra, Container, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { KeyRound } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { ApiError } from '../lib/api-client';
import { useT, type Translate } from '../i18n/i18n';

// The same rule as the server's (api/src/auth/password-policy.ts), checked here only to answer at once; the
// server decides, and its sentence is shown for anything else (a common password, the person's name).
const MIN_LENGTH = 12;

/** What a one-time link's page is given: the link's check on opening, and the activation itself. */
export type ActivationForm = {
  /** The token in the link ('' when the link was cut short). */
  token: string;
  /** The check asked when the page opens: a 404/410 error means the link cannot be used. */
  checkError: Error | null;
  activate: { mutate: (password: string) => void; reset: () => void; isPending: boolean; error: Error | null };
  title: string;
  intro: string;
  /** Said when the link holds no token. */
  noTokenMessage: string;
  /** Where a person whose link is refused goes next (a link to the sign-in page). */
  nextStep: ReactNode;
};

function activateErrorMessage(error: Error, t: Translate): string {
  // The server's words: a used, expired or replaced link (404/410), or a password it refuses (400).
  if (error instanceof ApiError && error.status < 500 && error.body) return error.body.error.message;
  if (error instanceof ApiError) return t('portal.activateFailed');
  return t('common.unreachable');
}

/** A refused link cannot be fixed by typing: the form gives way to what to do next. */
const isLinkRefusal = (error: Error | null) => error instanceof ApiError && (error.status === 404 || error.status === 410);

/**
 * The page a one-time link opens, for a student's portal invitation and a staff account's activation or reset
 * link alike: the holder chooses a password (twice) and the server checks the link and the password.
 */
export function ActivationCard({ token, checkError, activate, title, intro, noTokenMessage, nextStep }: ActivationForm) {
  const t = useT();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const ids = { title: useId(), password: useId(), confirm: useId(), hint: useId(), error: useId() };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (activate.isPending) return;
    activate.reset();
    if (password.length < MIN_LENGTH) return setProblem(t('portal.passwordTooShort', { count: MIN_LENGTH }));
    if (password !== confirm) return setProblem(t('portal.passwordsDiffer'));
    setProblem(null);
    activate.mutate(password);
  }

  // A refusal from the check on opening, or from the activation itself; a failed check for another reason (no
  // network) leaves the form, and the activation answers for the link.
  const refusal = isLinkRefusal(activate.error) ? activate.error : isLinkRefusal(checkError) ? checkError : null;
  const linkRefused = refusal !== null;
  const error = refusal ?? activate.error;
  const message = !token ? noTokenMessage : (problem ?? (error ? activateErrorMessage(error, t) : ''));
  const invalid = message !== '' && !linkRefused && Boolean(token);

  return (
    <Container maxW="6xl" py={{ base: 6, md: 12 }} px={{ base: 4, md: 8 }}>
      <Card.Root maxW="md" mx="auto" w="full">
        <Card.Body asChild gap={5}>
          <form onSubmit={submit} noValidate aria-labelledby={ids.title}>
            <Stack gap={2}>
              <Heading as="h1" id={ids.title} size="2xl">
                {title}
              </Heading>
              <Text color="fg.muted">{intro}</Text>
            </Stack>

            {!token || linkRefused ? (
              <Stack gap={3} role="alert">
                <Text color="red.fg" fontWeight="medium">
                  {message}
                </Text>
                {nextStep}
              </Stack>
            ) : (
              <>
                <Stack gap={1.5}>
                  <chakra.label htmlFor={ids.password} fontWeight="medium">
                    {t('portal.newPassword')}
                  </chakra.label>
                  <Input
                    id={ids.password}
                    type="password"
                    autoComplete="new-password"
                    value={password}
                    onChange={(e) => setPassword(e.target.value)}
                    aria-invalid={invalid || undefined}
                    aria-describedby={invalid ? `${ids.hint} ${ids.error}` : ids.hint}
                    size="lg"
                  />
                  <Text id={ids.hint} fontSize="sm" color="fg.muted">
                    {t('portal.passwordHint', { min: MIN_LENGTH })}
                  </Text>
                </Stack>
                <Stack gap={1.5}>
                  <chakra.label htmlFor={ids.confirm} fontWeight="medium">
                    {t('portal.confirmPassword')}
                  </chakra.label>
                  <Input
                    id={ids.confirm}
                    type="password"
                    autoComplete="new-password"
                    value={confirm}
                    onChange={(e) => setConfirm(e.target.value)}
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

                <Button type="submit" size="lg" colorPalette="brand" loading={activate.isPending} loadingText={t('portal.activating')}>
                  <KeyRound aria-hidden="true" />
                  {t('portal.activateAccount')}
                </Button>
              </>
            )}
          </form>
        </Card.Body>
      </Card.Root>
    </Container>
  );
}
