import { Button, Card, chakra, Container, Heading, Input, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useLocation, useNavigate } from '@tanstack/react-router';
import { KeyRound } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { PORTAL_PATH } from '@contract/portal-session';
import { ApiError } from '../../lib/api-client';
import { usePageTitle } from '../../lib/use-page-title';
import { useActivatePortal, useActivationLinkCheck } from './api/activate-portal';

// The same rule as the server's (api/src/auth/password-policy.ts), checked here only to answer at once; the
// server decides, and its sentence is shown for anything else (a common password, the student's name).
const MIN_LENGTH = 12;

export const NO_TOKEN_MESSAGE = 'This activation link is incomplete. Open the whole link your counselor sent you, or ask for a new one.';

function activateErrorMessage(error: Error): string {
  // The server's words: a used, expired or replaced link (404/410), or a password it refuses (400).
  if (error instanceof ApiError && error.status < 500 && error.body) return error.body.error.message;
  if (error instanceof ApiError) return 'Mission Control could not activate your account just now. Please try again in a moment.';
  return 'We could not reach Mission Control. Check your connection and try again.';
}

/** A refused link cannot be fixed by typing: the form gives way to what to do next. */
const isLinkRefusal = (error: Error | null) => error instanceof ApiError && (error.status === 404 || error.status === 410);

/**
 * /student-portal/activate?token=…: the page an invitation link opens (docs/PRODUCT.md §2.7). The student chooses
 * a password (twice), the server checks the link and the password, signs the student in, and the portal opens on
 * the dashboard. The page is never rendered on the server (api/src/http/web-app.ts): its URL carries the token.
 */
export function ActivatePage() {
  usePageTitle('Activate your Student Portal account');
  const token = useLocation({ select: (location) => new URLSearchParams(location.searchStr).get('token') ?? '' });
  const navigate = useNavigate();
  const activate = useActivatePortal();
  const check = useActivationLinkCheck(token);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const ids = { title: useId(), password: useId(), confirm: useId(), hint: useId(), error: useId() };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (activate.isPending) return;
    activate.reset();
    if (password.length < MIN_LENGTH) return setProblem(`The password must have at least ${MIN_LENGTH} characters.`);
    if (password !== confirm) return setProblem('The two passwords are not the same. Type the same password in both fields.');
    setProblem(null);
    // Replace: the spent link does not stay in the history for Back to open again.
    activate.mutate({ token, password }, { onSuccess: () => void navigate({ to: PORTAL_PATH, replace: true }) });
  }

  // A refusal from the check on opening, or from the activation itself; a failed check for another reason (no
  // network) leaves the form, and the activation answers for the link.
  const refusal = isLinkRefusal(activate.error) ? activate.error : isLinkRefusal(check.error) ? check.error : null;
  const linkRefused = refusal !== null;
  const error = refusal ?? activate.error;
  const message = !token ? NO_TOKEN_MESSAGE : (problem ?? (error ? activateErrorMessage(error) : ''));
  const invalid = message !== '' && !linkRefused && Boolean(token);

  return (
    <Container maxW="6xl" py={{ base: 6, md: 12 }} px={{ base: 4, md: 8 }}>
      <Card.Root maxW="md" mx="auto" w="full">
        <Card.Body asChild gap={5}>
          <form onSubmit={submit} noValidate aria-labelledby={ids.title}>
            <Stack gap={2}>
              <Heading as="h1" id={ids.title} size="2xl">
                Activate your account
              </Heading>
              <Text color="fg.muted">Choose the password you will use to sign in to the Student Portal, with your e-mail or phone number.</Text>
            </Stack>

            {!token || linkRefused ? (
              <Stack gap={3} role="alert">
                <Text color="red.fg" fontWeight="medium">
                  {message}
                </Text>
                <Link asChild colorPalette="brand" fontWeight="medium">
                  <RouterLink to={PORTAL_PATH}>Go to the Student Portal sign-in</RouterLink>
                </Link>
              </Stack>
            ) : (
              <>
                <Stack gap={1.5}>
                  <chakra.label htmlFor={ids.password} fontWeight="medium">
                    New password
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
                    At least {MIN_LENGTH} characters, not a common password. A few unrelated words work well.
                  </Text>
                </Stack>
                <Stack gap={1.5}>
                  <chakra.label htmlFor={ids.confirm} fontWeight="medium">
                    Confirm password
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

                <Button type="submit" size="lg" colorPalette="brand" loading={activate.isPending} loadingText="Activating...">
                  <KeyRound aria-hidden="true" />
                  Activate account
                </Button>
              </>
            )}
          </form>
        </Card.Body>
      </Card.Root>
    </Container>
  );
}
