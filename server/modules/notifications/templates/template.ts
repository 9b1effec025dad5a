// What a notification template is: its subject and its body (a react-email component) for some
// props, who reads it, and sample props the preview (npm run mail:preview) and the tests render.
import type { ReactElement } from 'react';
import type { SiteIdentity } from './layout.tsx';

/** Who reads it; 'staff' is an admin or a moderator reading about their own account (issue 31). */
export type Audience = 'advertiser' | 'admin' | 'complainant' | 'staff';

export interface MailTemplate<Props> {
  /** a stable name: the preview's file name and the tests' handle */
  name: string;
  audience: Audience;
  subject: (props: Props, site: SiteIdentity) => string;
  Body: (props: Props & { site: SiteIdentity }) => ReactElement;
  /** props a reader would plausibly see, for the preview */
  sample: Props;
}

/** Keeps each template's props checked against its own body and subject. */
export function template<Props>(definition: MailTemplate<Props>): MailTemplate<Props> {
  return definition;
}
