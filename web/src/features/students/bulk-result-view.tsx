import { Alert, Box, Button, List } from '@chakra-ui/react';
import type { BulkProblem, BulkSummary } from './bulk-result';

function Problems({ label, problems }: { label: string; problems: BulkProblem[] }) {
  if (problems.length === 0) return null;
  return (
    <List.Root aria-label={label} fontSize="sm" gap="0.5" ps="4">
      {problems.map((p) => (
        <List.Item key={p.id}>
          <Box as="span" fontWeight="medium">
            {p.name}
          </Box>
          : {p.reason}
        </List.Item>
      ))}
    </List.Root>
  );
}

/**
 * What a bulk change did, kept until dismissed: the count changed, and each student refused (with the server's
 * reason, e.g. a stage the transition rules do not allow from theirs) or in conflict. Announced when it arrives.
 */
export function BulkResult({ summary, error, onDismiss }: { summary?: BulkSummary; error?: string; onDismiss: () => void }) {
  const problems = summary ? summary.refused.length + summary.conflicts.length : 0;
  return (
    <Box role="status" aria-live="polite" aria-label="Bulk change result">
      {(summary || error) && (
        <Alert.Root status={error ? 'error' : problems ? 'warning' : 'success'} size="sm" mb="2" alignItems="flex-start">
          <Alert.Indicator />
          <Alert.Content gap="1">
            <Alert.Title>{error ?? summary?.headline}</Alert.Title>
            {summary && (
              <Alert.Description>
                <Problems label="Refused" problems={summary.refused} />
                <Problems label="Conflicts" problems={summary.conflicts} />
              </Alert.Description>
            )}
          </Alert.Content>
          <Button size="xs" variant="ghost" onClick={onDismiss}>
            Dismiss
          </Button>
        </Alert.Root>
      )}
    </Box>
  );
}
