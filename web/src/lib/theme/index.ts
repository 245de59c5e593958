import { createSystem, defaultBaseConfig, defineConfig, type SystemContext } from '@chakra-ui/react';
import { breakpoints, cssVarsPrefix, cssVarsRoot, globalCss, semanticTokens } from '@chakra-ui/react/theme';
import { brandColors } from './brand';
import { layerStyles, textStyles } from './compositions';
import { animationStyles, keyframes } from './motion';
import { recipes } from './recipes';
import { slotRecipes } from './slot-recipes';
import { tokens } from './tokens';

/**
 * Chakra's base config with only what the app uses: our recipes, the tokens, keyframes and text and layer styles
 * they name. `defaultSystem` carries every recipe (about 134 kB of gzipped JS for a single Button), so it is never
 * imported; and `createSystem` runs on every page load, its time growing with each token and style it is given.
 */
export const themeConfig = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss: {
    ...globalCss,
    // Chakra's `*` rule also sets 24 custom properties (the ring, filter and backdrop-filter utilities' defaults) on
    // every element, which the browser then resolves element by element: a large part of a public page's style time
    // on a slow phone (issue 27's blocking time). Nothing here uses those utilities (no `filter="auto"`,
    // `backdropFilter="auto"` or ring), so only the font feature and the three globals the reset reads stay.
    '*': { fontFeatureSettings: '"cv11"', '--global-font-mono': 'fonts.mono', '--global-font-body': 'fonts.body', '--global-color-border': 'colors.border' },
    // Native checkboxes, radios and file pickers (the app has no Chakra recipe for them) in the brand's colours.
    'input[type=checkbox], input[type=radio]': { accentColor: 'brand.solid' },
    // Right to left (Arabic, issue 29): icons that point a way point the other way; the page itself mirrors through
    // logical properties (Chakra's ms/me/ps/pe, start/end).
    '[dir=rtl] :is(.lucide-arrow-right, .lucide-arrow-left, .lucide-chevron-right, .lucide-chevron-left)': { transform: 'scaleX(-1)' },
    'input[type=file]::file-selector-button': {
      font: 'inherit',
      fontWeight: 'medium',
      color: 'fg',
      bg: 'bg.muted',
      borderWidth: '1px',
      borderColor: 'border',
      borderRadius: 'l2',
      px: '3',
      py: '1',
      me: '3',
      cursor: 'pointer',
    },
  },
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens: { ...semanticTokens, colors: { ...semanticTokens.colors, ...brandColors } },
    recipes,
    slotRecipes,
    textStyles,
    layerStyles,
    animationStyles,
  },
});

let created: SystemContext | undefined;

/**
 * The app's Chakra system, created on first use rather than when this module is evaluated: `createSystem` is about
 * 40 ms of CPU here (160 ms on a 4x slower phone), and main.tsx runs it in a task of its own between the scripts'
 * evaluation and hydration instead of adding it to either (issue 13 item 3).
 */
export function appSystem(): SystemContext {
  return (created ??= createSystem(defaultBaseConfig, themeConfig));
}
