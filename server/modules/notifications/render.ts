// A template and its props, rendered to a mail's subject, HTML part and plain-text part. The text
// is rendered from the same tree (react-email's plain-text rendering), so the two never disagree.
import { render } from '@react-email/components';
import { createElement } from 'react';
import type { Language } from '../../../common/languages.ts';
import type { MailTemplate, SiteIdentity } from './templates/index.ts';
import { wordingIn } from './templates/template.ts';

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** Lists read as the plain mails always wrote them: one "- item" a line. */
const TEXT_OPTIONS = { selectors: [{ selector: 'ul', options: { itemPrefix: '- ' } }] };

/** The mail in the reader's `language`: its Hindi version for a reader who chose Hindi, where it has one. */
export async function renderMail<Props>(
  template: MailTemplate<Props>,
  props: Props,
  site: SiteIdentity,
  language: Language = 'en',
): Promise<RenderedMail> {
  const wording = wordingIn(template, language);
  const element = createElement(wording.Body, { ...props, site });
  const [html, text] = await Promise.all([
    render(element),
    render(element, { plainText: true, htmlToTextOptions: TEXT_OPTIONS }),
  ]);
  return { subject: wording.subject(props, site), html, text: text.trim() };
}
