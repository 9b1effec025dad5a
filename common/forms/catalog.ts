// The catalogue's names (SPEC section 5): a location's name and state, a category's name. The
// catalogue service parses with these, the Add/Update Location dialog checks with the form's.
import * as z from 'zod/mini';
import { requiredText } from './fields.ts';

export const CATALOG_FIELD_MESSAGES = {
  locationName: 'Please Enter Location Name',
  state: 'Please Select a State.',
  categoryName: 'Please Enter Category Name',
} as const;

/** Longest location or category name accepted. */
export const CATALOG_NAME_MAX = 100;

export const locationNameSchema = requiredText(CATALOG_FIELD_MESSAGES.locationName, CATALOG_NAME_MAX);
export const categoryNameSchema = requiredText(CATALOG_FIELD_MESSAGES.categoryName, CATALOG_NAME_MAX);

/** The dialog: the name, and the state chosen in its select ('' until one is). */
export const locationFormSchema = z.object({
  name: locationNameSchema,
  stateId: z.string().check(z.minLength(1, CATALOG_FIELD_MESSAGES.state)),
});

/** The categories page's add form and in-place rename: the name alone. */
export const categoryFormSchema = z.object({ name: categoryNameSchema });
