import {
  badgeRecipe,
  buttonRecipe,
  codeRecipe,
  containerRecipe,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  linkRecipe,
  skeletonRecipe,
  spinnerRecipe,
  textareaRecipe,
} from '@chakra-ui/react/theme';

/**
 * Only the recipes the app renders: each one ships its styles to every visitor.
 * Add a recipe here when a screen starts using its component; an override goes in its own
 * `<name>.recipe.ts` file next to this one.
 */
export const recipes = {
  badge: badgeRecipe,
  button: buttonRecipe,
  // Communications → System notifications: a template's variables.
  code: codeRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  link: linkRecipe,
  skeleton: skeletonRecipe,
  spinner: spinnerRecipe,
  textarea: textareaRecipe,
};
