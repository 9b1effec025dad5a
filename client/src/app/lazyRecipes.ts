// Chakra recipes that only a lazily loaded piece uses (decision 0100): each is imported by that piece's
// own chunk and passed to its component, so the app's system (theme.ts), which every page loads, stays
// without them. Like theme.ts, this file may reach into Chakra's theme files.
export { drawerSlotRecipe } from '@chakra-ui/react/theme/recipes/drawer';
