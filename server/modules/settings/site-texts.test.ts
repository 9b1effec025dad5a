// The site settings reach every text that names the site (issue 18): the page head, the structured
// data, the shell and its data block for the client, and the mails.
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer, MemoryMailer } from '../../lib/mailer.ts';
import { createLogger } from '../../logger.ts';
import { createTestApp } from '../../test/app.ts';
import type { PageRenderer } from '../../../common/pageRendering.ts';
import { sendRenewalReminders } from '../ads/reminders.ts';
import { sendSignupOtp } from '../auth/service.ts';
import { updateSiteSettings } from './service.ts';

// the client's own shell, as the build ships it
const clientDist = mkdtempSync(join(tmpdir(), 'directory-settings-dist-'));
writeFileSync(
  join(clientDist, 'index.html'),
  readFileSync(join(import.meta.dirname, '../../../client/index.html'), 'utf8'),
);

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Awaited<ReturnType<typeof t.createUser>>;

const SETTINGS = {
  siteName: 'Goa <Nights> & Co',
  contactEmail: 'hello@goa-nights.in',
  contactPhone: '9876501234',
  supportHours: 'Every day, 10:00 to 22:00',
  grievanceOfficerName: 'Meera Das',
  grievanceOfficerEmail: 'officer@goa-nights.in',
  grievanceOfficerPhone: '9876509999',
  notificationEmails: ['private-notices@goa-nights.in'],
};

async function page(path: string) {
  const response = await t.app.request(path);
  return response.text();
}

const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) =>
    JSON.parse(match[1]!),
  );
// the settings' data block, which also names the site's address the page was made for (data-origin)
const dataBlock = (html: string) =>
  JSON.parse(
    /<script type="application\/json" id="site-settings" data-origin="[^"]*">([\s\S]*?)<\/script>/.exec(html)![1]!,
  );

beforeAll(async () => {
  // the server's renderer as the build ships it: the head and structured data are the rendered page's
  const pageRenderer = (await import('../../../client/src/renderPage.tsx')) as PageRenderer;
  t = await createTestApp({ clientDist, pageRenderer, env: { PUBLIC_ORIGIN: 'https://directory.example' } });
  admin = await t.createUser({ role: 'admin' });
});
afterAll(() => t.close());

describe('the site settings in the texts that name the site', () => {
  it('name the site by the configuration until an admin saves them', async () => {
    const html = await page('/about-us');
    expect(html).toContain('<title>About Us | Companion Directory</title>');
    expect(html).toContain('<meta property="og:site_name" content="Companion Directory" />');
    expect(dataBlock(html)).toMatchObject({
      siteName: 'Companion Directory',
      contactEmail: 'support@companiondirectory.in',
    });
  });

  it('reach the head, the structured data, the shell and its data block once saved, escaped, without the private part', async () => {
    await updateSiteSettings(t.contextFor(admin), SETTINGS);
    const html = await page('/about-us');
    expect(html).toContain('<title>About Us | Goa &lt;Nights&gt; &amp; Co</title>');
    expect(html).toContain('<meta property="og:site_name" content="Goa &lt;Nights&gt; &amp; Co" />');
    expect(jsonLd(html)).toContainEqual({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: 'Goa <Nights> & Co',
      url: 'https://directory.example/',
    });
    expect(html).not.toContain('Companion Directory');
    // a page the browser renders (a sign-in form; a dashboard's first paint is its frame): the shell's
    // header bar and its no-script line
    const shell = await page('/login');
    expect(shell).toContain('<a href="/">Goa &lt;Nights&gt; &amp; Co</a>');
    expect(shell).toContain('Goa &lt;Nights&gt; &amp; Co needs JavaScript');
    expect(shell).not.toContain('Companion Directory');
    // what the client starts with: the public part, nothing that could close the element
    expect(dataBlock(html)).toEqual({
      siteName: 'Goa <Nights> & Co',
      contactEmail: 'hello@goa-nights.in',
      contactPhone: '9876501234',
      supportHours: 'Every day, 10:00 to 22:00',
      grievanceOfficer: { name: 'Meera Das', email: 'officer@goa-nights.in', phone: '9876509999' },
    });
    expect(html).not.toContain('private-notices@goa-nights.in');
    expect(html).not.toMatch(/<Nights>/);

    // a page that names nothing, and the client's own head question, say the same
    expect(await page('/no-such-page')).toContain('<title>Page not found | Goa &lt;Nights&gt; &amp; Co</title>');
    const { body } = await t.graphql('query ($path: String!) { pageHead(path: $path) { title } }', {
      path: '/contact-us',
    });
    expect(body.data.pageHead.title).toBe('Contact Us | Goa <Nights> & Co');
  });

  it('sign the mails: the renewal reminder and a sign-up code', async () => {
    const makeAd = await t.adMaker({ state: 'Goa', city: 'Panaji', category: 'Independent' });
    await makeAd({ name: 'Asha' });
    const mailer = new MemoryMailer();
    await sendRenewalReminders({ db: t.database.prisma, mailer, config: t.config, logger: createLogger('silent') });
    expect(mailer.sent).toHaveLength(1);
    // a notification template: the name in both parts, escaped in the HTML one
    expect(mailer.sent[0]).toMatchObject({
      fromName: 'Goa <Nights> & Co',
      text: expect.stringContaining('Goa <Nights> & Co'),
    });
    expect(mailer.sent[0]!.html).toContain('Goa &lt;Nights&gt; &amp; Co');

    await sendSignupOtp(t.contextFor(null), { email: 'new.person@example.in', contact: '9876543210' });
    const code = t.mailer.lastTo('new.person@example.in')!;
    expect(code.text.split('\n')[0]).toMatch(/^Your verification code is \d{6}$/);
    expect(code).toMatchObject({
      fromName: 'Goa <Nights> & Co',
      text: expect.stringMatching(/\n\nGoa <Nights> & Co$/),
    });
  });

  it('put the site name in the From line of MAIL_FROM without a display name of its own', async () => {
    const mail = { to: 'someone@example.in', subject: 'Hello', text: 'Hi', fromName: 'Goa <Nights> & Co' };
    const fromLine = async (from: string) => {
      const outboxDir = mkdtempSync(join(tmpdir(), 'directory-outbox-'));
      await createMailer({ from, outboxDir }, createLogger('silent')).send(mail);
      const [file] = readdirSync(outboxDir);
      return /^From: (.*)$/m.exec(readFileSync(join(outboxDir, file!), 'utf8'))![1];
    };
    expect(await fromLine('no-reply@goa-nights.in')).toBe('"Goa <Nights> & Co" <no-reply@goa-nights.in>');
    expect(await fromLine('Operations <ops@goa-nights.in>')).toBe('Operations <ops@goa-nights.in>');
  });
});
