import { chakra, Fieldset, SimpleGrid, Stack } from '@chakra-ui/react';
import { NOTIFICATION_CATEGORIES, type NotificationCategory } from '@contract/notification-events';
import type { NotificationPreferences } from '@contract/notification-settings';

/** The choices' words, given by their place: the portal's in the page's language, staff's in English. */
export type NotificationChoicesText = { email: string; push: string; categories: Record<NotificationCategory, string> };

const CHANNELS = ['email', 'push'] as const;

/**
 * The e-mail and push choices per category (issue 30 item 6), for My account and the student portal. Invitations
 * and password resets always come: they are not listed.
 */
export function NotificationChoices({
  value,
  text,
  onChange,
}: {
  value: NotificationPreferences;
  text: NotificationChoicesText;
  onChange: (next: NotificationPreferences) => void;
}) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      {CHANNELS.map((key) => (
        <Fieldset.Root key={key}>
          <Fieldset.Legend fontWeight="medium">{text[key]}</Fieldset.Legend>
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
                {text.categories[category]}
              </chakra.label>
            ))}
          </Stack>
        </Fieldset.Root>
      ))}
    </SimpleGrid>
  );
}
