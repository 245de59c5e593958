import { Alert, Box, Button, Card, Field, Flex, Heading, Input, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { ArrowLeft, Rocket } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { loginSchema } from '@contract';
import { preloadToaster, toaster } from '../../components/toaster';
import { ADMIN_HOME_PATH, storeAdmin } from '../../lib/admin-session';
import { usePageTitle } from '../../lib/use-page-title';
import { useLoginAdmin } from './api/login';
import { inlineLoginFailure, LOGIN_MESSAGES, loginFailure } from './login-messages';

/** Long enough to read the welcome toast before the full page load replaces it. */
const REDIRECT_DELAY_MS = 1000;

/** /admin/login: staff sign in to Mission Control (docs/PRODUCT.md §3.1). */
export function AdminLoginPage() {
  usePageTitle('Sign in');
  // The answer to a sign-in is a toast: its code is fetched now, so the welcome shows for the whole redirect delay.
  useEffect(preloadToaster, []);
  const [failure, setFailure] = useState<string | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  const login = useLoginAdmin();
  const pending = login.isPending || redirecting;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const parsed = loginSchema.safeParse({ username: form.get('username') ?? '', password: form.get('password') ?? '' });
    if (!parsed.success) {
      toaster.show({ ...LOGIN_MESSAGES.incomplete, variant: 'destructive' });
      return;
    }
    setFailure(null);
    login.mutate(parsed.data, {
      onSuccess: (admin) => {
        storeAdmin(admin);
        toaster.show(LOGIN_MESSAGES.granted(admin.fullName));
        setRedirecting(true);
        // A full load: the admin area starts with a clean cache under the new session.
        setTimeout(() => window.location.assign(ADMIN_HOME_PATH), REDIRECT_DELAY_MS);
      },
      onError: (error) => {
        setFailure(inlineLoginFailure(error));
        toaster.show({ ...loginFailure(error), variant: 'destructive' });
      },
    });
  };

  return (
    <Flex as="main" minH="100dvh" align="center" justify="center" px="4" py="10" bg="bg.subtle">
      <Stack w="full" maxW="sm" gap="6">
        <Stack align="center" textAlign="center" gap="3">
          <Flex boxSize="12" rounded="xl" bg="blue.solid" color="blue.contrast" align="center" justify="center">
            <Rocket size={26} aria-hidden />
          </Flex>
          <Heading as="h1" size="2xl">
            Mission Control
          </Heading>
          <Text color="fg.muted">Staff sign-in for the student pipeline.</Text>
        </Stack>
        <Card.Root variant="outline">
          <Card.Body>
            <Stack asChild gap="4">
              <form onSubmit={onSubmit} noValidate aria-label="Sign in to Mission Control">
              {failure && (
                <Alert.Root status="error" role="alert">
                  <Alert.Indicator />
                  <Alert.Title>{failure}</Alert.Title>
                </Alert.Root>
              )}
              <Field.Root>
                <Field.Label>Username</Field.Label>
                <Input name="username" autoComplete="username" autoCapitalize="none" spellCheck={false} maxLength={100} />
              </Field.Root>
              <Field.Root>
                <Field.Label>Password</Field.Label>
                <Input name="password" type="password" autoComplete="current-password" maxLength={200} />
              </Field.Root>
              <Button type="submit" colorPalette="blue" disabled={pending} w="full">
                {pending ? 'Initializing Mission Control...' : 'Access Mission Control'}
              </Button>
              </form>
            </Stack>
          </Card.Body>
        </Card.Root>
        <Box textAlign="center">
          <ChakraLink asChild fontSize="sm" color="fg.muted">
            <Link to="/">
              <ArrowLeft size={14} aria-hidden /> Back to the website
            </Link>
          </ChakraLink>
        </Box>
      </Stack>
    </Flex>
  );
}
