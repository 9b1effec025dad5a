// What a notification template is: its subject and its body (a react-email component) for some
// props, who reads it, and sample props the preview (npm run mail:preview) and the tests render.
import type { ReactElement } from 'react';
import type { Language } from '../../../../common/languages.ts';
import type { SiteIdentity } from './layout.tsx';

/** Who reads it; 'staff' is an admin or a moderator reading about their own account (issue 31). */
export type Audience = 'advertiser' | 'admin' | 'complainant' | 'staff';

/** A mail's words in one language: its subject and its body. */
export interface MailWording<Props> {
  subject: (props: Props, site: SiteIdentity) => string;
  Body: (props: Props & { site: SiteIdentity }) => ReactElement;
}

export interface MailTemplate<Props> extends MailWording<Props> {
  /** a stable name: the preview's file name and the tests' handle */
  name: string;
  audience: Audience;
  /**
   * The mail in Hindi, for a reader who chose Hindi (issue 35): written as a Hindi mail is written, not
   * word for word. Every mail to advertisers and complainants has one (templates.test.ts); the staff's stay English.
   */
  hindi?: MailWording<Props>;
  /** props a reader would plausibly see, for the preview */
  sample: Props;
}

/** Keeps each template's props checked against its own body and subject. */
export function template<Props>(definition: MailTemplate<Props>): MailTemplate<Props> {
  return definition;
}

/** The template's words in `language`: English when it has no such version (the staff's mails). */
export function wordingIn<Props>(template: MailTemplate<Props>, language: Language): MailWording<Props> {
  return language === 'hi' && template.hindi ? template.hindi : template;
}
