// The notification templates: each renders with its sample data to a subject, an HTML part and a
// plain-text part naming the site; the preview writes them all; the outbox keeps both parts.
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMailer } from '../../lib/mailer.ts';
import { createLogger } from '../../logger.ts';
import { createTestApp } from '../../test/app.ts';
import { writePreviews } from './preview.ts';
import { renderMail } from './render.ts';
import { siteIdentity } from './service.ts';
import { ALL_TEMPLATES, accountRejected, adsEndingSoon } from './templates/index.ts';

const site = { name: 'Test Directory', url: 'https://directory.test' };

/** A text part without the addresses its links print (their paths are English words). */
const withoutLinks = (text: string) => text.replace(/https?:\/\/\S+/g, '');

/** The texts and numbers of a template's sample props, as a mail would print them. */
function sampleValues(sample: unknown): string[] {
  // a lowercase key ('acknowledged') is said in each language's words, not printed
  if (typeof sample === 'string') return /^[a-z_]+$/.test(sample) ? [] : [sample];
  if (typeof sample === 'number') return [String(sample)];
  if (Array.isArray(sample)) return sample.flatMap(sampleValues);
  if (sample && typeof sample === 'object') return Object.values(sample).flatMap(sampleValues);
  return [];
}

describe('notification templates', () => {
  it('has one template for each mail of issue 18, each named once', () => {
    const names = ALL_TEMPLATES.map((template) => template.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names.sort()).toEqual(
      [
        'account-approved',
        'account-rejected',
        'ad-restored',
        'ad-taken-down',
        'admin-account-requested',
        'admin-credit-requested',
        'admin-grave-report',
        'admin-grievance-filed',
        'admin-grievances-due',
        'admin-report-digest',
        'ads-ending-soon',
        'credits-approved',
        'credits-rejected',
        'grievance-received',
        'grievance-status-changed',
        // identity and photo verification (issue 31)
        'verification-approved',
        'verification-refused',
        'verification-revoked',
        'admin-verification-requested',
        'staff-invited',
        // the desk's review of held ads (issue 31)
        'ad-published',
        'ad-refused',
      ].sort(),
    );
  });

  it.each(ALL_TEMPLATES.map((template) => [template.name, template] as const))(
    '%s renders a subject, HTML and text naming the site',
    async (_name, template) => {
      const mail = await renderMail(template, template.sample, site);
      expect(mail.subject.length).toBeGreaterThan(5);
      expect(mail.html).toMatch(/^<!DOCTYPE html/);
      expect(mail.html).toContain('Test Directory');
      expect(mail.html).toContain('href="https://directory.test');
      expect(mail.text).toContain('Test Directory');
      // the text part is text: no markup, and its first line is the message, not the heading
      expect(mail.text).not.toMatch(/<[a-z]/i);
      expect(mail.text.split('\n')[0]).not.toBe('TEST DIRECTORY');
    },
  );

  // the staff's mails stay English (issue 35: admin screens may stay English); everyone else's have Hindi
  const READERS_IN_HINDI = ALL_TEMPLATES.filter(
    (template) => template.audience !== 'admin' && template.audience !== 'staff',
  );

  it('has a Hindi version of every mail to advertisers and complainants, and none of the staff’s', () => {
    expect(READERS_IN_HINDI.length).toBeGreaterThan(10);
    expect(READERS_IN_HINDI.filter((template) => !template.hindi).map((template) => template.name)).toEqual([]);
    const staffs = ALL_TEMPLATES.filter((template) => !READERS_IN_HINDI.includes(template));
    expect(staffs.filter((template) => template.hindi).map((template) => template.name)).toEqual([]);
  });

  it.each(READERS_IN_HINDI.map((template) => [template.name, template] as const))(
    '%s in Hindi: Hindi words, lang="hi", the same values, and links to the Hindi pages',
    async (_name, template) => {
      const english = await renderMail(template, template.sample, site, 'en');
      const hindi = await renderMail(template, template.sample, site, 'hi');
      expect(hindi.subject).toMatch(/[\u0900-\u097F]/);
      expect(hindi.subject).not.toBe(english.subject);
      expect(hindi.html).toMatch(/<html[^>]* lang="hi"/);
      expect(hindi.text.split('\n')[0]).toMatch(/[\u0900-\u097F]/);
      // the sample's values a reader needs (names, amounts, numbers, reasons) are in both
      for (const value of sampleValues(template.sample))
        if (english.text.includes(value)) expect(hindi.text).toContain(value);
      // every link of the Hindi mail leads to a Hindi page of the site
      const links = [...hindi.html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]!);
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) expect(link).toMatch(/^https:\/\/directory\.test\/hi(\/|$)/);
      // no English sentence left: English mails' words of four letters or more do not come back
      const englishWords = new Set(withoutLinks(english.text).match(/\b[A-Za-z]{4,}\b/g) ?? []);
      const leftOver = (withoutLinks(hindi.text).match(/\b[A-Za-z]{4,}\b/g) ?? []).filter(
        (word) => englishWords.has(word) && !sampleValues(template.sample).some((value) => value.includes(word)),
      );
      expect(leftOver.filter((word) => !['Test', 'Directory', 'https', 'directory', 'test'].includes(word))).toEqual(
        [],
      );
    },
  );

  it('escapes what users wrote and leaves links out without a public address', async () => {
    const mail = await renderMail(
      accountRejected,
      { name: '<b>Eve</b>', reason: '<script>alert(1)</script>' },
      { name: 'Test Directory' },
    );
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
    expect(mail.text).toContain('<script>alert(1)</script>');
    const reminder = await renderMail(adsEndingSoon, adsEndingSoon.sample, { name: 'Test Directory' });
    expect(reminder.html).not.toContain('href=');
    expect(reminder.text).toContain('My ads, once you have logged in');
  });

  it('names the site through siteIdentity: the name in the site settings and the public address', async () => {
    const t = await createTestApp();
    try {
      const config = { ...t.config, publicOrigin: 'https://x.test', site: { ...t.config.site, name: 'Delhi Dates' } };
      expect(await siteIdentity({ db: t.database.prisma, config })).toEqual({
        name: 'Delhi Dates',
        url: 'https://x.test',
      });
    } finally {
      await t.close();
    }
  });

  it('previews every template to files (npm run mail:preview)', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'mail-preview-'));
    const written = await writePreviews(folder, { name: 'Delhi Dates', url: 'https://directory.test' });
    const hindi = ALL_TEMPLATES.filter((template) => template.hindi);
    expect(written).toHaveLength(ALL_TEMPLATES.length + hindi.length);
    expect(written).toContain('account-approved.hi');
    for (const name of written) {
      expect(readFileSync(join(folder, `${name}.html`), 'utf8')).toContain('Delhi Dates');
      expect(readFileSync(join(folder, `${name}.txt`), 'utf8')).toMatch(/^Subject: /);
    }
    expect(readFileSync(join(folder, 'index.html'), 'utf8')).toContain('ads-ending-soon.html');
  });

  it('the development outbox keeps the HTML and the text part of a mail', async () => {
    const outboxDir = join(mkdtempSync(join(tmpdir(), 'outbox-')), 'outbox');
    const mailer = createMailer({ from: 'Test <no-reply@directory.test>', outboxDir }, createLogger('silent'));
    const mail = await renderMail(adsEndingSoon, adsEndingSoon.sample, site);
    await mailer.send({ to: 'riya@example.com', ...mail });
    expect(existsSync(outboxDir)).toBe(true);
    const [file] = readdirSync(outboxDir);
    const eml = readFileSync(join(outboxDir, file!), 'utf8');
    expect(eml).toContain('Content-Type: multipart/alternative');
    expect(eml).toContain('Content-Type: text/plain');
    expect(eml).toContain('Content-Type: text/html');
    expect(eml).toContain('Subject: 2 of your ads end in 3 days');
  });
});
