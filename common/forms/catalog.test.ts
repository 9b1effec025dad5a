// A city's optional coordinates (issue 33): as typed in the admins' dialog, and as the service takes them.
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  CATALOG_FIELD_MESSAGES,
  coordinatesValid,
  locationCoordinatesSchema,
  locationFormSchema,
  parseCoordinate,
} from './catalog.ts';

describe("a city's coordinates", () => {
  it('are read from what is typed: blank is none, a decimal within range is a number, anything else is not', () => {
    expect(parseCoordinate('  ', 90)).toBeNull();
    expect(parseCoordinate(' 19.08 ', 90)).toBe(19.08);
    expect(parseCoordinate('-8.5', 90)).toBe(-8.5);
    for (const wrong of ['91', '19,08', '1e2', 'abc', '12.', '0x10', '9'.repeat(30)])
      expect(parseCoordinate(wrong, 90), wrong).toBeNaN();
  });

  it('are both given or both absent', () => {
    expect(coordinatesValid(null, null)).toBe(true);
    expect(coordinatesValid(19.08, 72.88)).toBe(true);
    expect(coordinatesValid(19.08, null)).toBe(false);
    expect(coordinatesValid(Number.NaN, 72.88)).toBe(false);
    expect(coordinatesValid(19.08, 181)).toBe(false);
  });

  it("are checked alike by the dialog's form and the service, with the same words", () => {
    const form = (latitude: string, longitude: string) =>
      z.safeParse(locationFormSchema, { name: 'Margao', stateId: 's', latitude, longitude });
    expect(form('', '').success).toBe(true);
    expect(form('15.28', '73.96').success).toBe(true);
    const wrong = form('15.28', '');
    expect(wrong.success).toBe(false);
    expect(wrong.error?.issues[0]).toMatchObject({ message: CATALOG_FIELD_MESSAGES.coordinates, path: ['latitude'] });

    const service = (value: unknown) => z.safeParse(locationCoordinatesSchema, value);
    expect(service({}).success).toBe(true);
    expect(service({ latitude: null, longitude: null }).success).toBe(true);
    expect(service({ latitude: 15.28, longitude: 73.96 }).success).toBe(true);
    expect(service({ latitude: 15.28 }).success).toBe(false);
    expect(service({ latitude: 95, longitude: 73 }).success).toBe(false);
    expect(service({ latitude: '15', longitude: '73' }).success).toBe(false);
  });

  it('take a Hindi name in Devanagari, or none, and refuse one in Latin letters (issue 35)', () => {
    const form = (hindiName: string) =>
      z.safeParse(locationFormSchema, { name: 'Margao', hindiName, stateId: 's', latitude: '', longitude: '' });
    expect(form(' मडगांव ')).toMatchObject({ success: true, data: { hindiName: 'मडगांव' } });
    expect(form('  ')).toMatchObject({ success: true, data: { hindiName: null } });
    const latin = form('Madgaon');
    expect(latin.success).toBe(false);
    expect(latin.error?.issues[0]).toMatchObject({ message: CATALOG_FIELD_MESSAGES.hindiName, path: ['hindiName'] });
  });
});
