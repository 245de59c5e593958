import {
  alertSlotRecipe,
  avatarSlotRecipe,
  cardSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  listSlotRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  toastSlotRecipe,
} from '@chakra-ui/react/theme';

/** Only the multi-part recipes the app renders (see recipes.ts). */
export const slotRecipes = {
  alert: alertSlotRecipe,
  avatar: avatarSlotRecipe,
  card: cardSlotRecipe,
  drawer: drawerSlotRecipe,
  field: fieldSlotRecipe,
  list: listSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  progress: progressSlotRecipe,
  toast: toastSlotRecipe,
};
