import {
  badgeRecipe,
  buttonRecipe,
  containerRecipe,
  headingRecipe,
  inputRecipe,
  linkRecipe,
  skeletonRecipe,
  spinnerRecipe,
} from '@chakra-ui/react/theme';

/**
 * Only the recipes the app renders: each one ships its styles to every visitor.
 * Add a recipe here when a screen starts using its component; an override goes in its own
 * `<name>.recipe.ts` file next to this one.
 */
export const recipes = {
  badge: badgeRecipe,
  button: buttonRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  input: inputRecipe,
  link: linkRecipe,
  skeleton: skeletonRecipe,
  spinner: spinnerRecipe,
};
