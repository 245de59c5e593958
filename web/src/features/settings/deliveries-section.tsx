import { Alert, Button, List, Stack, Text } from '@chakra-ui/react';
import { SectionCard } from '../../components/admin/section-card';
import { serverMessage } from '../../lib/form-errors';
import { useDeliveries, useRetryDelivery } from './api/notifications';

const when = (iso: string) => new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * Settings → Deliveries (issue 30, settings:write): whether e-mail is configured, how many notifications are waiting,
 * sent and given up, and the dead letters with "Retry".
 */
export function DeliveriesSection() {
  const deliveries = useDeliveries();
  const retry = useRetryDelivery();
  return (
    <SectionCard title="Deliveries">
      {deliveries.isPending ? (
        <Text color="fg.muted">Loading…</Text>
      ) : deliveries.isError ? (
        <Text role="alert">{serverMessage(deliveries.error, 'Deliveries can be seen when you are online.')}</Text>
      ) : (
        <Stack gap="3">
          {!deliveries.data.emailConfigured && (
            <Alert.Root status="warning">
              <Alert.Indicator />
              <Alert.Description>
                E-mail is not configured: notification e-mails are written as files under DATA_DIR/mail instead of being sent. Set SMTP_URL and MAIL_FROM
                to send them.
              </Alert.Description>
            </Alert.Root>
          )}
          <Text>
            {deliveries.data.counts.pending} waiting, {deliveries.data.counts.sent} sent, {deliveries.data.counts.skipped} skipped,{' '}
            {deliveries.data.counts.dead} failed for good.
          </Text>
          {deliveries.data.items.length === 0 ? (
            <Text color="fg.muted">No delivery has failed for good.</Text>
          ) : (
            <List.Root as="ul" listStyle="none" gap="3" aria-label="Failed deliveries">
              {deliveries.data.items.map((d) => (
                <List.Item key={d.id} borderWidth="1px" borderRadius="md" p="3" display="flex" flexWrap="wrap" gap="3" alignItems="center" justifyContent="space-between">
                  <Stack gap="0">
                    <Text fontWeight="medium">{d.title}</Text>
                    <Text color="fg.muted" fontSize="sm">
                      {d.channel === 'email' ? 'E-mail' : 'Push'} to {d.recipientName ?? 'a removed person'} · {d.attempts} attempts since {when(d.createdAt)}
                    </Text>
                    {d.lastError && <Text fontSize="sm">Last error: {d.lastError}</Text>}
                  </Stack>
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={`Retry: ${d.title}`}
                    loading={retry.isPending && retry.variables === d.id}
                    onClick={() => retry.mutate(d.id)}
                  >
                    Retry
                  </Button>
                </List.Item>
              ))}
            </List.Root>
          )}
          {retry.isError && <Text role="alert">{serverMessage(retry.error, 'Retrying needs a connection to Mission Control.')}</Text>}
        </Stack>
      )}
    </SectionCard>
  );
}
