// Notices to the people who run the site (every active admin; the integrator may add the
// settings' notification addresses, modules/notifications/service.ts adminNoticeRecipients): work
// waiting for them, each with the page of the admin dashboard where it is done (issue 18).
import { GRIEVANCE_CATEGORY_LABELS } from '../../../../common/grievanceLabels.ts';
import { REPORT_REASON_LABELS } from '../../../../common/reportReasons.ts';
import { Layout, List, P, Quote, SiteLink } from './layout.tsx';
import { template } from './template.ts';

const ADMIN_FOOTER = 'You get this notice because you are an administrator of';

// the words the report form, the grievance form and the admins' screens show, from their one home in the client
const REPORT_REASON_WORDS: Record<string, string> = REPORT_REASON_LABELS;
const GRIEVANCE_CATEGORY_WORDS: Record<string, string> = GRIEVANCE_CATEGORY_LABELS;

/** Where the admins decide on reported ads. */
function ModerationQueueLink({ site }: { site: Parameters<typeof SiteLink>[0]['site'] }) {
  return (
    <P>
      Decide in the{' '}
      <SiteLink site={site} path="/admin/moderation">
        moderation queue
      </SiteLink>
      .
    </P>
  );
}

export const accountRequested = template<{ account: { name: string; email: string } }>({
  name: 'admin-account-requested',
  audience: 'admin',
  subject: ({ account }) => `New account request: ${account.name}`,
  Body: ({ site, account }) => (
    <Layout site={site} preview="An advertiser waits for approval." footer={ADMIN_FOOTER}>
      <P>
        {account.name} ({account.email}) asked for an advertiser account.
      </P>
      <P>
        Accept or reject it in{' '}
        <SiteLink site={site} path="/admin/users/account-requests">
          Account Requests
        </SiteLink>
        .
      </P>
    </Layout>
  ),
  sample: { account: { name: 'Riya Sharma', email: 'riya@example.com' } },
});

export const creditRequested = template<{ account: { name: string; email: string }; amount: number }>({
  name: 'admin-credit-requested',
  audience: 'admin',
  subject: ({ amount, account }) => `New credit request: ₹${amount} from ${account.name}`,
  Body: ({ site, account, amount }) => (
    <Layout site={site} preview="A payment waits for approval." footer={ADMIN_FOOTER}>
      <P>
        {account.name} ({account.email}) sent a credit request for a payment of ₹{amount}, with its screenshot.
      </P>
      <P>
        Check the payment, then accept or reject it in{' '}
        <SiteLink site={site} path="/admin/credit-requests">
          Credit Requests
        </SiteLink>
        .
      </P>
    </Layout>
  ),
  sample: { account: { name: 'Riya Sharma', email: 'riya@example.com' }, amount: 500 },
});

export interface ReportLine {
  reference: string;
  reason: string;
  ad: { id: number; name: string; location: string };
}

export const graveReport = template<{ report: ReportLine & { details: string }; hidden: boolean }>({
  name: 'admin-grave-report',
  audience: 'admin',
  subject: ({ report }) => `Urgent report: ${REPORT_REASON_WORDS[report.reason] ?? report.reason} (${report.ad.name})`,
  Body: ({ site, report, hidden }) => (
    <Layout site={site} preview="A report that cannot wait." footer={ADMIN_FOOTER}>
      <P>
        A visitor reported the ad {report.ad.name} ({report.ad.location}, ad {report.ad.id}):{' '}
        {REPORT_REASON_WORDS[report.reason] ?? report.reason}. Reference {report.reference}.
      </P>
      {report.details ? <Quote>{report.details}</Quote> : null}
      <P>
        {hidden ? 'Reports from several networks have hidden the ad until an admin decides.' : 'The ad is still shown.'}
      </P>
      <ModerationQueueLink site={site} />
    </Layout>
  ),
  sample: {
    report: {
      reference: 'RPT-7KQ2M9XA',
      reason: 'underage',
      details: 'She looks about 16 in the second photo.',
      ad: { id: 42, name: 'Riya', location: 'Mumbai' },
    },
    hidden: false,
  },
});

export const reportDigest = template<{ day: string; reports: ReportLine[] }>({
  name: 'admin-report-digest',
  audience: 'admin',
  subject: ({ day, reports }) => `${reports.length} ${reports.length === 1 ? 'report' : 'reports'} of ads on ${day}`,
  Body: ({ site, day, reports }) => (
    <Layout site={site} preview="Yesterday's reports of ads." footer={ADMIN_FOOTER}>
      <P>
        Visitors sent {reports.length} {reports.length === 1 ? 'report' : 'reports'} of ads on {day} (India time),
        besides any urgent ones mailed at once:
      </P>
      <List
        items={reports.map(
          (report) =>
            `${report.ad.name} (${report.ad.location}, ad ${report.ad.id}): ${REPORT_REASON_WORDS[report.reason] ?? report.reason}, ${report.reference}`,
        )}
      />
      <ModerationQueueLink site={site} />
    </Layout>
  ),
  sample: {
    day: '2026-11-24',
    reports: [
      { reference: 'RPT-7KQ2M9XA', reason: 'spam', ad: { id: 42, name: 'Riya', location: 'Mumbai' } },
      { reference: 'RPT-3HD8W2QP', reason: 'scam', ad: { id: 57, name: 'Anaya', location: 'Pune' } },
    ],
  },
});

export const grievanceFiled = template<{
  grievance: { trackingNumber: string; category: string; details: string };
  acknowledgeWithinHours: number;
}>({
  name: 'admin-grievance-filed',
  audience: 'admin',
  subject: ({ grievance }) => `New grievance ${grievance.trackingNumber}`,
  Body: ({ site, grievance, acknowledgeWithinHours }) => (
    <Layout site={site} preview={`Acknowledge it within ${acknowledgeWithinHours} hours.`} footer={ADMIN_FOOTER}>
      <P>
        A complaint to the grievance officer arrived: {grievance.trackingNumber},{' '}
        {GRIEVANCE_CATEGORY_WORDS[grievance.category] ?? grievance.category}.
      </P>
      <Quote>{grievance.details}</Quote>
      <P>
        The site promises an acknowledgement within {acknowledgeWithinHours} hours. Acknowledge it in{' '}
        <SiteLink site={site} path="/admin/grievances">
          Grievances
        </SiteLink>
        .
      </P>
    </Layout>
  ),
  sample: {
    grievance: {
      trackingNumber: 'GRV-7KQ2M9XA',
      category: 'non_consensual_image',
      details: 'My photo is used in an ad I did not post.',
    },
    acknowledgeWithinHours: 24,
  },
});

export const grievancesAwaitingAcknowledgement = template<{
  grievances: { trackingNumber: string; category: string; dueAt: string }[];
  acknowledgeWithinHours: number;
}>({
  name: 'admin-grievances-due',
  audience: 'admin',
  subject: ({ grievances }) =>
    grievances.length === 1
      ? `Grievance ${grievances[0]!.trackingNumber} still awaits acknowledgement`
      : `${grievances.length} grievances still await acknowledgement`,
  Body: ({ site, grievances, acknowledgeWithinHours }) => (
    <Layout site={site} preview={`The ${acknowledgeWithinHours} hours promised are nearly up.`} footer={ADMIN_FOOTER}>
      <P>
        {grievances.length === 1 ? 'This complaint has' : 'These complaints have'} not been acknowledged, and the{' '}
        {acknowledgeWithinHours} hours the site promises are nearly up or past:
      </P>
      <List
        items={grievances.map(
          (grievance) =>
            `${grievance.trackingNumber} (${GRIEVANCE_CATEGORY_WORDS[grievance.category] ?? grievance.category}), due by ${grievance.dueAt}`,
        )}
      />
      <P>
        Acknowledge {grievances.length === 1 ? 'it' : 'them'} in{' '}
        <SiteLink site={site} path="/admin/grievances">
          Grievances
        </SiteLink>
        .
      </P>
    </Layout>
  ),
  sample: {
    grievances: [{ trackingNumber: 'GRV-7KQ2M9XA', category: 'privacy', dueAt: '2026-11-25 18:30 IST' }],
    acknowledgeWithinHours: 24,
  },
});
