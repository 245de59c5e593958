import { Group, IconButton } from '@chakra-ui/react';
import { Monitor, Moon, Sun } from 'lucide-react';
import { useTheme, type Theme } from '../../lib/color-mode';
import { Tooltip } from '../tooltip';
import { useT, type MessageId } from '../../i18n/i18n';

const OPTIONS: { value: Theme; label: MessageId; hint: MessageId; Icon: typeof Sun }[] = [
  { value: 'light', label: 'theme.light', hint: 'theme.lightHint', Icon: Sun },
  { value: 'dark', label: 'theme.dark', hint: 'theme.darkHint', Icon: Moon },
  { value: 'system', label: 'theme.system', hint: 'theme.systemHint', Icon: Monitor },
];

/** Light, dark or system: three pressed-state buttons, so the current choice is visible and announced. */
export function ThemeToggle() {
  const t = useT();
  const { theme, setTheme } = useTheme();
  return (
    <Group role="group" aria-label={t('theme.group')} gap="0.5" borderWidth="1px" borderRadius="full" p="0.5">
      {OPTIONS.map(({ value, label, hint, Icon }) => (
        <Tooltip key={value} content={t(hint)}>
          <IconButton
            aria-label={t(label)}
            aria-pressed={theme === value}
            // web/public/app-start.js handles a tap before the app has hydrated the page.
            data-theme-choice={value}
            size="xs"
            variant={theme === value ? 'subtle' : 'ghost'}
            colorPalette={theme === value ? 'brand' : 'gray'}
            borderRadius="full"
            onClick={() => setTheme(value)}
          >
            <Icon />
          </IconButton>
        </Tooltip>
      ))}
    </Group>
  );
}
