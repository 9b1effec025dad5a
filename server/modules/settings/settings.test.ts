import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { NotAllowedError, ValidationError } from '../../lib/errors.ts';
import { createTestApp } from '../../test/app.ts';
import {
  forgetSiteSettings,
  noticeRecipients,
  readSiteSettings,
  SITE_SETTINGS_KEPT_MS,
  SITE_SETTINGS_MESSAGES,
  updateSiteSettings,
  type SiteSettingsInput,
} from './service.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Awaited<ReturnType<typeof t.createUser>>;
let adminToken: string;

// the configuration's first values: none of the library defaults, so a test can tell where a value came from
const ENV = {
  SITE_NAME: 'Mumbai Companions',
  CONTACT_EMAIL: 'help@mumbai-companions.in',
  CONTACT_PHONE: '9123456780',
  SUPPORT_HOURS: 'Monday to Saturday, 10:00 to 18:00',
  GRIEVANCE_OFFICER_NAME: 'Priya Nair',
  GRIEVANCE_OFFICER_EMAIL: 'grievance@mumbai-companions.in',
  NOTIFICATION_EMAILS: 'ops@mumbai-companions.in',
  // answers to visitors are cached: a save must make the app forget them
  PUBLIC_CACHE_SECONDS: '600',
};

const FORM = {
  siteName: 'Delhi Dates',
  contactEmail: 'Care@Delhi-Dates.in',
  contactPhone: '9876501234',
  supportHours: 'Every day, 09:00 to 21:00',
  grievanceOfficerName: 'Arjun Mehta',
  grievanceOfficerEmail: 'officer@delhi-dates.in',
  grievanceOfficerPhone: '',
  notificationEmails: ['notices@delhi-dates.in', ' owner@delhi-dates.in ', ''],
} satisfies SiteSettingsInput;

const PUBLIC_QUERY = `{ siteSettings { siteName contactEmail contactPhone supportHours grievanceOfficer { name email phone } } }`;

beforeAll(async () => {
  t = await createTestApp({ env: ENV });
  admin = await t.createUser({ role: 'admin' });
  adminToken = await t.tokenFor(admin);
});
afterAll(() => t.close());

describe('site settings', () => {
  it('are the configuration until an admin saves them: a visitor reads the public part, an admin the notice addresses too', async () => {
    const visitor = await t.graphql(PUBLIC_QUERY);
    expect(visitor.body).toEqual({
      data: {
        siteSettings: {
          siteName: 'Mumbai Companions',
          contactEmail: 'help@mumbai-companions.in',
          contactPhone: '9123456780',
          supportHours: 'Monday to Saturday, 10:00 to 18:00',
          grievanceOfficer: { name: 'Priya Nair', email: 'grievance@mumbai-companions.in', phone: '' },
        },
      },
    });
    const asAdmin = await t.graphql('{ siteSettings { siteName notificationEmails updatedAt } }', {}, adminToken);
    expect(asAdmin.body.data.siteSettings).toEqual({
      siteName: 'Mumbai Companions',
      notificationEmails: ['ops@mumbai-companions.in'],
      updatedAt: null,
    });
  });

  it('keep the notice addresses from visitors and advertisers', async () => {
    const advertiserToken = await t.tokenFor(await t.createUser());
    for (const token of [undefined, advertiserToken]) {
      const { body } = await t.graphql('{ siteSettings { siteName notificationEmails } }', {}, token);
      expect(body.data).toBeNull();
      expect(body.errors!.map((error: { extensions?: { code?: string } }) => error.extensions?.code)).toEqual([
        token ? 'FORBIDDEN' : 'UNAUTHENTICATED',
      ]);
      expect(JSON.stringify(body)).not.toContain('ops@mumbai-companions.in');
    }
  });

  it('are changed by an admin only: the visitors read the new values at once (the cached answer forgotten), and the save is audited', async () => {
    expect((await t.graphql(PUBLIC_QUERY)).body.data.siteSettings.siteName).toBe('Mumbai Companions');

    const advertiser = await t.createUser();
    const refused = await t.graphql(SAVE, FORM, await t.tokenFor(advertiser));
    expect(refused.body.errors![0].extensions.code).toBe('FORBIDDEN');
    await expect(updateSiteSettings(t.contextFor(advertiser), FORM)).rejects.toBeInstanceOf(NotAllowedError);
    await expect(updateSiteSettings(t.contextFor(null), FORM)).rejects.toBeInstanceOf(NotAllowedError);

    const saved = await t.graphql(SAVE, FORM, adminToken);
    expect(saved.body.data.updateSiteSettings).toMatchObject({
      __typename: 'MutationUpdateSiteSettingsSuccess',
      siteSettings: {
        siteName: 'Delhi Dates',
        contactEmail: 'care@delhi-dates.in',
        notificationEmails: ['notices@delhi-dates.in', 'owner@delhi-dates.in'],
      },
    });
    expect((await t.graphql(PUBLIC_QUERY)).body.data.siteSettings).toEqual({
      siteName: 'Delhi Dates',
      contactEmail: 'care@delhi-dates.in',
      contactPhone: '9876501234',
      supportHours: 'Every day, 09:00 to 21:00',
      grievanceOfficer: { name: 'Arjun Mehta', email: 'officer@delhi-dates.in', phone: '' },
    });
    // the grievance page's own question reads them too
    expect((await t.graphql('{ grievanceOfficer { name email } }')).body.data.grievanceOfficer).toEqual({
      name: 'Arjun Mehta',
      email: 'officer@delhi-dates.in',
    });

    const [entry] = await t.database.prisma.auditEntry.findMany({ where: { action: 'siteSettings.update' } });
    expect(entry).toMatchObject({ actorId: admin.id, subjectType: 'SiteSettings', subjectId: 1 });
    expect(entry!.before).toMatchObject({
      siteName: 'Mumbai Companions',
      contactEmail: 'help@mumbai-companions.in',
      notificationEmails: ['ops@mumbai-companions.in'],
    });
    expect(entry!.after).toMatchObject({
      siteName: 'Delhi Dates',
      contactEmail: 'care@delhi-dates.in',
      notificationEmails: ['notices@delhi-dates.in', 'owner@delhi-dates.in'],
    });
    expect(await noticeRecipients(t.contextFor(null))).toEqual(['notices@delhi-dates.in', 'owner@delhi-dates.in']);
  });

  it.each([
    [{ siteName: '   ' }, SITE_SETTINGS_MESSAGES.siteName, 'siteName'],
    [{ siteName: 'x'.repeat(61) }, SITE_SETTINGS_MESSAGES.siteName, 'siteName'],
    [{ siteName: 'Two\nlines' }, SITE_SETTINGS_MESSAGES.siteName, 'siteName'],
    [{ contactEmail: 'care@delhi' }, SITE_SETTINGS_MESSAGES.email, 'contactEmail'],
    [{ contactPhone: '98765' }, SITE_SETTINGS_MESSAGES.phone, 'contactPhone'],
    [{ contactPhone: '+91 98765 01234' }, SITE_SETTINGS_MESSAGES.phone, 'contactPhone'],
    [{ supportHours: 'x'.repeat(101) }, SITE_SETTINGS_MESSAGES.supportHours, 'supportHours'],
    [{ grievanceOfficerName: '' }, SITE_SETTINGS_MESSAGES.officerName, 'grievanceOfficerName'],
    [{ grievanceOfficerEmail: 'officer' }, SITE_SETTINGS_MESSAGES.email, 'grievanceOfficerEmail'],
    [{ grievanceOfficerPhone: '12345678901' }, SITE_SETTINGS_MESSAGES.phone, 'grievanceOfficerPhone'],
    [{ notificationEmails: ['ok@x.in', 'not an address'] }, SITE_SETTINGS_MESSAGES.email, 'notificationEmails.1'],
    [
      { notificationEmails: Array.from({ length: 11 }, (_, index) => `a${index}@x.in`) },
      SITE_SETTINGS_MESSAGES.notificationEmails,
      'notificationEmails',
    ],
  ])('refuse %o with its message, changing nothing and writing no audit entry', async (change, message, field) => {
    const entries = await t.database.prisma.auditEntry.count();
    const before = await readSiteSettings(t.contextFor(null));
    await expect(updateSiteSettings(t.contextFor(admin), { ...FORM, siteName: 'Changed', ...change })).rejects.toThrow(
      new ValidationError(message, field),
    );
    expect(await readSiteSettings(t.contextFor(null))).toEqual(before);
    expect(await t.database.prisma.auditEntry.count()).toBe(entries);
  });

  it('answer a refused save through GraphQL as a ValidationError naming the field', async () => {
    const { body } = await t.graphql(SAVE, { ...FORM, contactEmail: 'nope' }, adminToken);
    expect(body.data.updateSiteSettings).toEqual({
      __typename: 'ValidationError',
      message: SITE_SETTINGS_MESSAGES.email,
      field: 'contactEmail',
    });
  });

  it('send admin notices to every active admin while no address is set', async () => {
    await updateSiteSettings(t.contextFor(admin), { ...FORM, notificationEmails: [] });
    const suspendedAdmin = await t.createUser({ role: 'admin', status: 'suspended' });
    const recipients = await noticeRecipients(t.contextFor(null));
    expect(recipients).toContain(admin.email);
    expect(recipients).not.toContain(suspendedAdmin.email);
  });
});

describe('site settings read between saves (issue 32)', () => {
  it('come from the record last read until a save here, or for SITE_SETTINGS_KEPT_MS after a change written elsewhere', async () => {
    const prisma = t.database.prisma;
    // the settings' clock stands still until moved, so a slow machine cannot outlast the kept record
    const start = performance.now();
    const clock = vi.spyOn(performance, 'now').mockReturnValue(start);
    try {
      forgetSiteSettings(prisma);
      const read = await readSiteSettings(t.contextFor(null));
      // another process saves: this one answers from the record it read ...
      await prisma.siteSettings.upsert({
        where: { id: 1 },
        create: { id: 1, siteName: 'Saved Elsewhere' },
        update: { siteName: 'Saved Elsewhere' },
      });
      expect((await readSiteSettings(t.contextFor(null))).siteName).toBe(read.siteName);
      // ... and reads it again once the time is up
      clock.mockReturnValue(start + SITE_SETTINGS_KEPT_MS);
      expect((await readSiteSettings(t.contextFor(null))).siteName).toBe('Saved Elsewhere');
    } finally {
      clock.mockRestore();
    }
    // a save in this process is read back at once
    const saved = await t.graphql(SAVE, { ...FORM, siteName: 'Saved Here' }, adminToken);
    expect(saved.body.data.updateSiteSettings.__typename).toBe('MutationUpdateSiteSettingsSuccess');
    expect((await readSiteSettings(t.contextFor(null))).siteName).toBe('Saved Here');
    const { body } = await t.graphql(PUBLIC_QUERY);
    expect(body.data.siteSettings.siteName).toBe('Saved Here');
  });

  it('give each caller its own copy, and keep no failed read', async () => {
    const mine = await readSiteSettings(t.contextFor(null));
    mine.grievanceOfficer.name = 'Changed By A Caller';
    mine.notificationEmails.push('stray@example.com');
    const next = await readSiteSettings(t.contextFor(null));
    expect(next.grievanceOfficer.name).not.toBe('Changed By A Caller');
    expect(next.notificationEmails).not.toContain('stray@example.com');

    let down = true;
    const db = {
      siteSettings: {
        findUnique: () => (down ? Promise.reject(new Error('the database is down')) : Promise.resolve(null)),
      },
    } as unknown as typeof t.database.prisma;
    const services = { db, config: t.contextFor(null).config };
    await expect(readSiteSettings(services)).rejects.toThrow('the database is down');
    down = false;
    expect((await readSiteSettings(services)).siteName).toBe(ENV.SITE_NAME);
  });
});

const SAVE = `mutation Save($siteName: String!, $contactEmail: String!, $contactPhone: String!, $supportHours: String!, $grievanceOfficerName: String!, $grievanceOfficerEmail: String!, $grievanceOfficerPhone: String!, $notificationEmails: [String!]!) {
  updateSiteSettings(siteName: $siteName, contactEmail: $contactEmail, contactPhone: $contactPhone, supportHours: $supportHours, grievanceOfficerName: $grievanceOfficerName, grievanceOfficerEmail: $grievanceOfficerEmail, grievanceOfficerPhone: $grievanceOfficerPhone, notificationEmails: $notificationEmails) {
    __typename
    ... on MutationUpdateSiteSettingsSuccess { siteSettings { siteName contactEmail notificationEmails } }
    ... on ValidationError { message field }
  }
}`;
