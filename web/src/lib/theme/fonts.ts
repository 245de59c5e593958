import { defineTokens } from '@chakra-ui/react';

// The phone's own fonts: no web font download on slow mobile data (Chakra's default asks for Inter).
const systemSans =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji", "Noto Color Emoji"';
const systemMono = 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace';

export const fonts = defineTokens.fonts({
  heading: { value: systemSans },
  body: { value: systemSans },
  mono: { value: systemMono },
});
