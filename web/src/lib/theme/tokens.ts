import { tokens as chakraTokens } from '@chakra-ui/react/theme';
import { fonts } from './fonts';
import { animations } from './motion';
import { pick } from './pick';

/**
 * Chakra's tokens less the categories nothing here uses (aspect ratios, blurs, borders): every token costs start-up
 * time (Chakra's token dictionary and the CSS variables it writes) and a line of CSS in each prerendered page.
 * All colour palettes stay: the CRM's labels use every one of them.
 */
export const tokens = {
  ...pick(chakraTokens, ['colors', 'cursor', 'durations', 'easings', 'fontSizes', 'fontWeights', 'letterSpacings', 'lineHeights', 'radii', 'sizes', 'spacing', 'zIndex']),
  animations,
  fonts,
};
