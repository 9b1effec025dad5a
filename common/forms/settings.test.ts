import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { notificationEmailsSchema, SITE_SETTINGS_FIELD_MESSAGES, siteSettingsFormSchema } from './settings.ts';

const SETTINGS = {
  siteName: 'Delhi Dates',
  contactEmail: 'Help@Delhi-Dates.in',
  contactPhone: '',
  supportHours: '',
  grievanceOfficerName: 'Officer',
  grievanceOfficerEmail: 'officer@delhi-dates.in',
  grievanceOfficerPhone: '9876501234',
  notificationEmails: 'ops@delhi-dates.in\n\nsecond@delhi-dates.in, ',
  screeningTerms: '# Minors\nschoolgirl',
  holdNewAdvertisers: false,
  watermarkPhotos: true,
  // the operator's details for receipts (issue 34): none given
  operatorLegalName: '',
  operatorAddress: '',
  operatorStateCode: '',
  gstin: '',
  gstRatePercent: 18,
};

describe('the site settings form', () => {
  it('sends the addresses as typed, one per line or between commas, and the term list untouched', () => {
    const settings = z.parse(siteSettingsFormSchema, SETTINGS);
    expect(settings.notificationEmails).toEqual(['ops@delhi-dates.in', 'second@delhi-dates.in']);
    expect(settings.contactEmail).toBe('help@delhi-dates.in');
    expect(settings.screeningTerms).toBe('# Minors\nschoolgirl');
  });

  it("says the service's words under the field: a bad address, more than 10, a name on two lines", () => {
    const problems = (change: Partial<typeof SETTINGS>) =>
      z
        .safeParse(siteSettingsFormSchema, { ...SETTINGS, ...change })
        .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(problems({ notificationEmails: 'ops@delhi-dates.in, not an address' })).toEqual([
      ['notificationEmails', 'Please Enter a valid email address'],
    ]);
    expect(problems({ notificationEmails: Array.from({ length: 11 }, (_, n) => `a${n}@x.in`).join('\n') })).toEqual([
      ['notificationEmails', SITE_SETTINGS_FIELD_MESSAGES.notificationEmails],
    ]);
    expect(problems({ siteName: 'Delhi\nDates', contactPhone: '12345' })).toEqual([
      ['siteName', SITE_SETTINGS_FIELD_MESSAGES.siteName],
      ['contactPhone', SITE_SETTINGS_FIELD_MESSAGES.phone],
    ]);
  });

  it('the service keeps one of each address, naming a bad one by its place', () => {
    expect(z.parse(notificationEmailsSchema, ['A@x.in', ' a@x.in ', ''])).toEqual(['a@x.in']);
    expect(z.safeParse(notificationEmailsSchema, ['a@x.in', 'bad']).error?.issues[0]?.path).toEqual([1]);
  });
});
