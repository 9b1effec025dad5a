// npm run mail:preview [folder]: renders every notification template with its sample data to
// <folder> (data/mail-preview by default) as <name>.html and <name>.txt (and <name>.hi.html, .hi.txt for
// its Hindi version), with an index.html linking them, to look at in a browser while writing or changing a template.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { renderMail } from './render.ts';
import { loadConfig } from '../../config.ts';
import { ALL_TEMPLATES, type SiteIdentity } from './templates/index.ts';

/** Writes the previews, the site named as `site` (the configured name: no database is opened). */
export async function writePreviews(folder: string, site: SiteIdentity): Promise<string[]> {
  mkdirSync(folder, { recursive: true });
  const rows: string[] = [];
  const written: string[] = [];
  for (const template of ALL_TEMPLATES) {
    // each mail in English, and in Hindi where it has a Hindi version (issue 35): <name>.hi.html
    for (const language of template.hindi ? (['en', 'hi'] as const) : (['en'] as const)) {
      const mail = await renderMail(template, template.sample, site, language);
      const name = language === 'en' ? template.name : `${template.name}.${language}`;
      writeFileSync(join(folder, `${name}.html`), mail.html);
      writeFileSync(join(folder, `${name}.txt`), `Subject: ${mail.subject}\n\n${mail.text}\n`);
      written.push(name);
      const subject = mail.subject.replace(/&/g, '&amp;').replace(/</g, '&lt;');
      rows.push(
        `<tr><td>${template.audience}</td><td lang="${language}">${subject}</td><td><a href="${name}.html">HTML</a></td><td><a href="${name}.txt">text</a></td></tr>`,
      );
    }
  }
  writeFileSync(
    join(folder, 'index.html'),
    `<!doctype html><meta charset="utf-8"><title>Mail templates</title><h1>Mail templates (${written.length})</h1><table border="1" cellpadding="6"><tr><th>to</th><th>subject</th><th colspan="2">parts</th></tr>${rows.join('')}</table>\n`,
  );
  return written;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const folder = resolve(process.argv[2] ?? join(process.env.DATA_DIR ?? './data', 'mail-preview'));
  const config = loadConfig(process.env);
  const written = await writePreviews(folder, {
    name: config.site.name,
    url: config.publicOrigin ?? 'http://localhost:4000',
  });
  console.log(`${written.length} templates rendered to ${join(folder, 'index.html')}`);
}
