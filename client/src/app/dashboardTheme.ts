// The dashboards' Chakra system: the public one plus what only dashboards use (tables, checkboxes, skeletons).
// Built when the dashboard code loads, so visitors never download these recipes.
import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import { checkboxSlotRecipe } from '@chakra-ui/react/theme/recipes/checkbox';
import { skeletonRecipe } from '@chakra-ui/react/theme/recipes/skeleton';
import { tableSlotRecipe } from '@chakra-ui/react/theme/recipes/table';
import { appConfig } from './theme.ts';

export const dashboardConfig = defineConfig({
  theme: {
    recipes: { skeleton: skeletonRecipe },
    slotRecipes: { checkbox: checkboxSlotRecipe, table: tableSlotRecipe },
  },
});

export const dashboardSystem = createSystem(defaultBaseConfig, appConfig, dashboardConfig);
