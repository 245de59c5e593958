import { cardSlotRecipe } from '@chakra-ui/react/theme';

/** Only the multi-part recipes the app renders (see recipes.ts). */
export const slotRecipes = {
  card: cardSlotRecipe,
};
