import { defineSemanticTokens } from '@chakra-ui/react';

/**
 * The 'brand' colour palette (colorPalette="brand"): the teal of the app icon. Chakra's own teal.solid
 * (#0d9488) carries white text at only 3.7:1, under WCAG AA; teal.700 (#0c5d56) keeps it above 4.5:1 even in
 * the lighter hover shade.
 */
export const brandColors = defineSemanticTokens.colors({
  brand: {
    solid: { value: { _light: '{colors.teal.700}', _dark: '{colors.teal.700}' } },
    contrast: { value: { _light: 'white', _dark: 'white' } },
    fg: { value: { _light: '#0f766e', _dark: '{colors.teal.300}' } },
    subtle: { value: { _light: '{colors.teal.50}', _dark: '{colors.teal.900}' } },
    muted: { value: { _light: '{colors.teal.100}', _dark: '{colors.teal.800}' } },
    emphasized: { value: { _light: '{colors.teal.200}', _dark: '{colors.teal.700}' } },
    focusRing: { value: { _light: '#0f766e', _dark: '{colors.teal.300}' } },
    border: { value: { _light: '#0f766e', _dark: '{colors.teal.400}' } },
  },
});
