import { chakra, Fieldset, SimpleGrid, Stack } from '@chakra-ui/react';
import { NOTIFICATION_CATEGORIES, NOTIFICATION_CATEGORY_LABELS } from '@contract/notification-events';
import type { NotificationPreferences } from '@contract/notification-settings';

const CHANNELS = [
  { key: 'email', legend: 'E-mail me about' },
  { key: 'push', legend: 'Notify this device about' },
] as const;

/**
 * The e-mail and push choices per category (issue 30 item 6), for My account and the student portal. Invitations
 * and password resets always come: they are not listed.
 */
export function NotificationChoices({ value, onChange }: { value: NotificationPreferences; onChange: (next: NotificationPreferences) => void }) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      {CHANNELS.map(({ key, legend }) => (
        <Fieldset.Root key={key}>
          <Fieldset.Legend fontWeight="medium">{legend}</Fieldset.Legend>
          <Stack gap="1" mt="2">
            {NOTIFICATION_CATEGORIES.map((category) => (
              <chakra.label key={category} display="flex" gap="2" alignItems="center" minH="10" cursor="pointer">
                <chakra.input
                  type="checkbox"
                  width="5"
                  height="5"
                  accentColor="var(--chakra-colors-brand-solid)"
                  checked={value[key][category]}
                  onChange={(e) => onChange({ ...value, [key]: { ...value[key], [category]: e.target.checked } })}
                />
                {NOTIFICATION_CATEGORY_LABELS[category]}
              </chakra.label>
            ))}
          </Stack>
        </Fieldset.Root>
      ))}
    </SimpleGrid>
  );
}
