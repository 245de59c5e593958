import { animationStyles as chakraAnimationStyles, keyframes as chakraKeyframes, tokens as chakraTokens } from '@chakra-ui/react/theme';
import { pick } from './pick';

/**
 * The keyframes our recipes name (spinner, skeleton, progress, drawer): each one is written into the global CSS at
 * start-up, so Chakra's other nineteen stay out. theme.test.ts fails when a kept recipe names one that is missing.
 */
export const keyframes = pick(chakraKeyframes, [
  'spin',
  'pulse',
  'bg-position',
  'position',
  'fade-in',
  'fade-out',
  'slide-from-left-full',
  'slide-from-right-full',
  'slide-from-top-full',
  'slide-from-bottom-full',
  'slide-to-left-full',
  'slide-to-right-full',
  'slide-to-top-full',
  'slide-to-bottom-full',
  // The combobox's popup (slide-fade-in / slide-fade-out, below).
  'slide-from-top',
  'slide-from-bottom',
  'slide-from-left',
  'slide-from-right',
  'slide-to-top',
  'slide-to-bottom',
  'slide-to-left',
  'slide-to-right',
  // The notification bell's popover (scale-fade-in / scale-fade-out, below).
  'scale-in',
  'scale-out',
]);

/** The animation styles the combobox's popup and the bell's popover name, opening and closing. */
export const animationStyles = pick(chakraAnimationStyles, ['slide-fade-in', 'slide-fade-out', 'scale-fade-in', 'scale-fade-out']);

/** The `animation` shorthands the spinner and the skeleton use. */
export const animations = pick(chakraTokens.animations, ['spin', 'pulse']);
