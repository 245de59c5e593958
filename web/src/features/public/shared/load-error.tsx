import { Button, Stack, Text } from '@chakra-ui/react';

/** A failed load, said plainly, with a retry (slow mobile networks drop requests). */
export function LoadError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <Stack role="alert" align="center" textAlign="center" gap="3" py="12" px="6" borderRadius="xl" borderWidth="1px" bg="bg.error">
      <Text fontWeight="semibold">We could not load the {what}.</Text>
      <Text color="fg.muted">Check your connection and try again.</Text>
      <Button variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </Stack>
  );
}
