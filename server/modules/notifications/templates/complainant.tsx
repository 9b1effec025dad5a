// Mails to someone who complained to the grievance officer and left an e-mail address: the
// tracking number at once, then each change of the complaint's status (issue 18). Essential: a
// complainant has no account and nothing to turn off.
import { Layout, P, SiteLink } from './layout.tsx';
import { template } from './template.ts';

const COMPLAINANT_FOOTER =
  'You get this mail because this address was given with a complaint to the grievance officer of';

function StatusLink({ site, trackingNumber }: { site: { name: string; url?: string }; trackingNumber: string }) {
  return (
    <P>
      Follow it at any time with its tracking number{' '}
      <SiteLink site={site} path={`/grievance/status?number=${encodeURIComponent(trackingNumber)}`}>
        {trackingNumber}
      </SiteLink>
      .
    </P>
  );
}

export const grievanceReceived = template<{ trackingNumber: string; acknowledgeWithinHours: number }>({
  name: 'grievance-received',
  audience: 'complainant',
  subject: ({ trackingNumber }) => `Your complaint ${trackingNumber} was received`,
  Body: ({ site, trackingNumber, acknowledgeWithinHours }) => (
    <Layout site={site} preview={`Tracking number ${trackingNumber}`} footer={COMPLAINANT_FOOTER}>
      <P>Your complaint was received. Its tracking number is {trackingNumber}.</P>
      <P>
        The grievance officer acknowledges every complaint within {acknowledgeWithinHours} hours, and we will write to
        you when its status changes.
      </P>
      <StatusLink site={site} trackingNumber={trackingNumber} />
    </Layout>
  ),
  sample: { trackingNumber: 'GRV-7KQ2M9XA', acknowledgeWithinHours: 24 },
});

const STATUS_TEXT = {
  acknowledged: 'has been acknowledged: the grievance officer is looking into it',
  resolved: 'has been resolved',
} as const;

export const grievanceStatusChanged = template<{ trackingNumber: string; status: keyof typeof STATUS_TEXT }>({
  name: 'grievance-status-changed',
  audience: 'complainant',
  subject: ({ trackingNumber, status }) => `Your complaint ${trackingNumber} is ${status}`,
  Body: ({ site, trackingNumber, status }) => (
    <Layout site={site} preview={`Your complaint is ${status}.`} footer={COMPLAINANT_FOOTER}>
      <P>
        Your complaint {trackingNumber} {STATUS_TEXT[status]}.
      </P>
      <StatusLink site={site} trackingNumber={trackingNumber} />
    </Layout>
  ),
  sample: { trackingNumber: 'GRV-7KQ2M9XA', status: 'acknowledged' },
});
