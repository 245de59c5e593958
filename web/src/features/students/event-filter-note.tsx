import { Button, Flex, Text } from '@chakra-ui/react';
import { can } from '@contract/permissions';
import { useEvents } from '../events';
import { useSignedInAdmin } from '../../lib/signed-in-admin';

/** Above a list filtered by a recruitment fair (the event page's link to its leads): which fair, and the way back. */
export function EventFilterNote({ eventId, onClear }: { eventId: string; onClear: () => void }) {
  const admin = useSignedInAdmin();
  const events = useEvents(can(admin.role, 'events:read'));
  const name = events.data?.find((e) => e.id === eventId)?.name ?? 'one recruitment fair';
  return (
    <Flex gap="3" align="center" wrap="wrap" mb="3" role="status">
      <Text fontWeight="medium">Leads from {name}</Text>
      <Button size="sm" minH="10" variant="outline" onClick={onClear}>
        Show leads from every fair
      </Button>
    </Flex>
  );
}
