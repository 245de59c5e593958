import { layerStyles as chakraLayerStyles, textStyles as chakraTextStyles } from '@chakra-ui/react/theme';
import { pick } from './pick';

/** The text styles the kept recipes name (badge, button, heading, input, …): all of Chakra's but `none` and `label`. */
export const textStyles = pick(chakraTextStyles, ['2xs', 'xs', 'sm', 'md', 'lg', 'xl', '2xl', '3xl', '4xl', '5xl', '6xl', '7xl']);

/** The only layer style a kept recipe names (a disabled button, input or select). */
export const layerStyles = pick(chakraLayerStyles, ['disabled']);
