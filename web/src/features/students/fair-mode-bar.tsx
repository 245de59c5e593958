import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { CalendarDays } from 'lucide-react';
import { SelectField } from '../../components/admin/form-field';
import type { FairMode } from '../../lib/fair-mode';
import { useEvents } from '../events';

/**
 * Fair mode on the lead form (docs/PRODUCT.md §3.18): off, a picker of the fairs (saved on the device, so it works
 * with no network); on, a band that cannot be missed naming the fair every lead is credited to, and the way out.
 */
export function FairModeBar({ fair, onChange }: { fair: FairMode | null; onChange: (fair: FairMode | null) => void }) {
  const events = useEvents();
  if (fair) {
    return (
      <Box role="region" aria-label="Fair mode" mb="4" p="3" borderWidth="2px" borderColor="green.solid" bg="green.subtle" borderRadius="md" maxW="36rem">
        <Flex gap="3" align="center" wrap="wrap" justify="space-between">
          <Flex gap="2" align="center">
            <Box color="green.fg" flexShrink="0">
              <CalendarDays aria-hidden="true" size={20} />
            </Box>
            <Text fontWeight="semibold" data-testid="fair-mode-on">
              Fair mode on: {fair.name}
            </Text>
          </Flex>
          <Button size="sm" minH="10" variant="outline" onClick={() => onChange(null)}>
            Switch off fair mode
          </Button>
        </Flex>
        <Text mt="1" fontSize="sm">
          Every lead you save here is credited to this fair and tagged with its name, online or offline.
        </Text>
      </Box>
    );
  }
  const list = events.data ?? [];
  if (list.length === 0) return null;
  const names = Object.fromEntries(list.map((e) => [e.id, `${e.name} (${e.city})`]));
  return (
    <Box mb="4" maxW="36rem">
      <SelectField
        name="fairMode"
        label="Fair mode"
        empty="Off"
        hint="Choose a fair to credit every lead you save to it, offline too."
        options={list.map((e) => e.id)}
        labels={names}
        value=""
        onChange={(id) => {
          const event = list.find((e) => e.id === id);
          if (event) onChange({ id: event.id, name: event.name });
        }}
      />
    </Box>
  );
}
