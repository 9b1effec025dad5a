// npm run mail:preview [folder]: renders every notification template with its sample data to
// <folder> (data/mail-preview by default) as <name>.html and <name>.txt, with an index.html
// linking them, to look at in a browser while writing or changing a template.
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
    const mail = await renderMail(template, template.sample, site);
    writeFileSync(join(folder, `${template.name}.html`), mail.html);
    writeFileSync(join(folder, `${template.name}.txt`), `Subject: ${mail.subject}\n\n${mail.text}\n`);
    written.push(template.name);
    const subject = mail.subject.replace(/&/g, '&amp;').replace(/</g, '&lt;');
    rows.push(
      `<tr><td>${template.audience}</td><td>${subject}</td><td><a href="${template.name}.html">HTML</a></td><td><a href="${template.name}.txt">text</a></td></tr>`,
    );
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
