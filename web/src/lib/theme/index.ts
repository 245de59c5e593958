import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  animationStyles,
  breakpoints,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  keyframes,
  layerStyles,
  semanticTokens,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';
import { brandColors } from './brand';
import { fonts } from './fonts';
import { recipes } from './recipes';
import { slotRecipes } from './slot-recipes';

/**
 * Chakra's default tokens with only our recipes. `defaultSystem` carries every recipe
 * (about 134 kB of gzipped JS for a single Button), so it is never imported.
 */
const themeConfig = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, fonts },
    semanticTokens: { ...semanticTokens, colors: { ...semanticTokens.colors, ...brandColors } },
    recipes,
    slotRecipes,
    textStyles,
    layerStyles,
    animationStyles,
  },
});

export const system = createSystem(defaultBaseConfig, themeConfig);
