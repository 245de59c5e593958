import { Group, IconButton } from '@chakra-ui/react';
import { Monitor, Moon, Sun } from 'lucide-react';
import { useTheme, type Theme } from '../../lib/color-mode';
import { Tooltip } from '../tooltip';

const OPTIONS: { value: Theme; label: string; hint: string; Icon: typeof Sun }[] = [
  { value: 'light', label: 'Light theme', hint: 'Light', Icon: Sun },
  { value: 'dark', label: 'Dark theme', hint: 'Dark', Icon: Moon },
  { value: 'system', label: 'System theme', hint: 'System: follows your device', Icon: Monitor },
];

/** Light, dark or system: three pressed-state buttons, so the current choice is visible and announced. */
export function ThemeToggle() {
  const { theme, setTheme } = useTheme();
  return (
    <Group role="group" aria-label="Colour theme" gap="0.5" borderWidth="1px" borderRadius="full" p="0.5">
      {OPTIONS.map(({ value, label, hint, Icon }) => (
        <Tooltip key={value} content={hint}>
          <IconButton
            aria-label={label}
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
