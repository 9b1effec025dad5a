// The catalogue's names (SPEC section 5): a location's name and state, a category's name. The
// catalogue service parses with these, the Add/Update Location dialog checks with the form's.
import * as z from 'zod/mini';
import { hasControlCharacters } from '../formPatterns.ts';
import { CONTROL_CHARACTERS_MESSAGE, tooLongMessage } from '../messages.ts';
import { requiredText } from './fields.ts';

export const CATALOG_FIELD_MESSAGES = {
  locationName: 'Please Enter Location Name',
  state: 'Please Select a State.',
  categoryName: 'Please Enter Category Name',
  coordinates: 'Please enter both a latitude (-90 to 90) and a longitude (-180 to 180), or neither.',
  hindiName: 'Please write the Hindi name in Devanagari letters (हिन्दी), or leave it empty.',
} as const;

/** Longest location or category name accepted. */
export const CATALOG_NAME_MAX = 100;

export const locationNameSchema = requiredText(CATALOG_FIELD_MESSAGES.locationName, CATALOG_NAME_MAX);
export const categoryNameSchema = requiredText(CATALOG_FIELD_MESSAGES.categoryName, CATALOG_NAME_MAX);

/** A letter or sign of the Devanagari block: a Hindi name has at least one (the tables' CHECK says the same). */
const DEVANAGARI = /[\u0900-\u097F]/;

/**
 * A place's Hindi name (issue 35, decision 0122): optional, in Devanagari, as long as an English name may be;
 * blank is none (null). The services and the admin's dialogs parse with it.
 */
export const hindiNameSchema = z.pipe(
  z.nullable(
    z.string({ error: CATALOG_FIELD_MESSAGES.hindiName }).check(
      z.trim(),
      z.maxLength(CATALOG_NAME_MAX, tooLongMessage(CATALOG_NAME_MAX)),
      z.refine((value) => !hasControlCharacters(value), CONTROL_CHARACTERS_MESSAGE),
      z.refine((value) => value === '' || DEVANAGARI.test(value), CATALOG_FIELD_MESSAGES.hindiName),
    ),
  ),
  z.transform((value: string | null) => (value === null || value === '' ? null : value)),
);

/** The largest latitude and longitude, either sign (degrees). */
export const COORDINATE_LIMITS = { latitude: 90, longitude: 180 } as const;

/** A coordinate as typed: '' (or blanks) for none, a decimal number within ±limit, else NaN. */
export function parseCoordinate(text: string, limit: number): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (trimmed.length > 20 || !/^[-+]?\d+(\.\d+)?$/.test(trimmed)) return Number.NaN;
  const value = Number(trimmed);
  return Math.abs(value) <= limit ? value : Number.NaN;
}

/** Whether a city's coordinates are both given and in range, or both absent (issue 33, decision 0102). */
export function coordinatesValid(latitude: number | null, longitude: number | null): boolean {
  if (latitude === null || longitude === null) return latitude === longitude;
  return (
    Number.isFinite(latitude) &&
    Number.isFinite(longitude) &&
    Math.abs(latitude) <= COORDINATE_LIMITS.latitude &&
    Math.abs(longitude) <= COORDINATE_LIMITS.longitude
  );
}

/** The dialog: the name, the state chosen in its select ('' until one is), and optional coordinates as typed. */
export const locationFormSchema = z
  .object({
    name: locationNameSchema,
    hindiName: z.optional(hindiNameSchema),
    stateId: z.string().check(z.minLength(1, CATALOG_FIELD_MESSAGES.state)),
    latitude: z.string(),
    longitude: z.string(),
  })
  .check(
    z.refine(
      (form) =>
        coordinatesValid(
          parseCoordinate(form.latitude, COORDINATE_LIMITS.latitude),
          parseCoordinate(form.longitude, COORDINATE_LIMITS.longitude),
        ),
      { message: CATALOG_FIELD_MESSAGES.coordinates, path: ['latitude'] },
    ),
  );

/**
 * The service's coordinates: numbers or null (cleared), both or neither; absent keeps a city's own (an
 * update) or gives none (a new city).
 */
export const locationCoordinatesSchema = z
  .object({
    latitude: z.optional(z.nullable(z.number({ error: CATALOG_FIELD_MESSAGES.coordinates }))),
    longitude: z.optional(z.nullable(z.number({ error: CATALOG_FIELD_MESSAGES.coordinates }))),
  })
  .check(
    z.refine(
      (value) =>
        (value.latitude === undefined && value.longitude === undefined) ||
        coordinatesValid(value.latitude ?? null, value.longitude ?? null),
      { message: CATALOG_FIELD_MESSAGES.coordinates, path: ['latitude'] },
    ),
  );

/** The categories page's add form and in-place rename: the name, and its Hindi name. */
export const categoryFormSchema = z.object({ name: categoryNameSchema, hindiName: z.optional(hindiNameSchema) });
