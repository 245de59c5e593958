import {
  alertSlotRecipe,
  avatarSlotRecipe,
  cardSlotRecipe,
  comboboxSlotRecipe,
  dataListSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  listSlotRecipe,
  nativeSelectSlotRecipe,
  popoverSlotRecipe,
  progressSlotRecipe,
  tableSlotRecipe,
  toastSlotRecipe,
} from '@chakra-ui/react/theme';

/** Only the multi-part recipes the app renders (see recipes.ts). */
export const slotRecipes = {
  alert: alertSlotRecipe,
  avatar: avatarSlotRecipe,
  card: cardSlotRecipe,
  // Admin screens: the application form's programme picker, a case record's details, the fair report and import tables.
  combobox: comboboxSlotRecipe,
  dataList: dataListSlotRecipe,
  drawer: drawerSlotRecipe,
  field: fieldSlotRecipe,
  // Settings and the portal: the notification choices, a group of switches per channel.
  fieldset: fieldsetSlotRecipe,
  list: listSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  // The notification bell's list (portal and Mission Control).
  popover: popoverSlotRecipe,
  progress: progressSlotRecipe,
  table: tableSlotRecipe,
  toast: toastSlotRecipe,
};
