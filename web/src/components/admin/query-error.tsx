import { Alert, Button } from '@chakra-ui/react';

/** A screen's data did not load: say so and offer a retry (docs/PRODUCT.md §3.10). */
export function QueryError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <Alert.Root status="error" role="alert" alignItems="center" flexWrap="wrap">
      <Alert.Indicator />
      <Alert.Content flex="1">
        <Alert.Title>Could not load {what}.</Alert.Title>
        <Alert.Description>Check the connection and try again.</Alert.Description>
      </Alert.Content>
      <Button size="sm" variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </Alert.Root>
  );
}
