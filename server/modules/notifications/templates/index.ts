// Every notification template, for the preview (npm run mail:preview) and its test.
import * as admin from './admin.tsx';
import * as advertiser from './advertiser.tsx';
import * as complainant from './complainant.tsx';
import * as staff from './staff.tsx';
import * as screening from './screening.tsx';
import type { MailTemplate } from './template.ts';
import * as verification from './verification.tsx';

export {
  accountApproved,
  accountRejected,
  adRestored,
  adsEndingSoon,
  adTakenDown,
  creditsApproved,
  creditsRejected,
} from './advertiser.tsx';
export { grievanceReceived, grievanceStatusChanged } from './complainant.tsx';
export {
  accountRequested,
  creditRequested,
  graveReport,
  grievanceFiled,
  grievancesAwaitingAcknowledgement,
  reportDigest,
} from './admin.tsx';
export { adPublished, adRefused } from './screening.tsx';
export { staffInvited } from './staff.tsx';
export {
  verificationApproved,
  verificationRefused,
  verificationRequested,
  verificationRevoked,
} from './verification.tsx';
export type { SiteIdentity } from './layout.tsx';
export type { MailTemplate } from './template.ts';

// each template is rendered with its own sample only, so its props type may be forgotten here
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyTemplate = MailTemplate<any>;

const isTemplate = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && 'Body' in value && 'sample' in value && 'subject' in value;

export const ALL_TEMPLATES = [
  ...Object.values(advertiser),
  ...Object.values(complainant),
  ...Object.values(admin),
  ...Object.values(staff),
  ...Object.values(verification),
  ...Object.values(screening),
].filter(isTemplate) as AnyTemplate[];
