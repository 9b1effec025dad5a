// A template and its props, rendered to a mail's subject, HTML part and plain-text part. The text
// is rendered from the same tree (react-email's plain-text rendering), so the two never disagree.
import { render } from '@react-email/components';
import { createElement } from 'react';
import type { MailTemplate, SiteIdentity } from './templates/index.ts';

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** Lists read as the plain mails always wrote them: one "- item" a line. */
const TEXT_OPTIONS = { selectors: [{ selector: 'ul', options: { itemPrefix: '- ' } }] };

export async function renderMail<Props>(
  template: MailTemplate<Props>,
  props: Props,
  site: SiteIdentity,
): Promise<RenderedMail> {
  const element = createElement(template.Body, { ...props, site });
  const [html, text] = await Promise.all([
    render(element),
    render(element, { plainText: true, htmlToTextOptions: TEXT_OPTIONS }),
  ]);
  return { subject: template.subject(props, site), html, text: text.trim() };
}
