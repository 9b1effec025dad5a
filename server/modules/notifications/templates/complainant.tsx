// Mails to someone who complained to the grievance officer and left an e-mail address: the
// tracking number at once, then each change of the complaint's status (issue 18). Essential: a
// complainant has no account and nothing to turn off.
import type { ReactNode } from 'react';
import type { Language } from '../../../../common/languages.ts';
import { Layout, P, SiteLink, type SiteIdentity } from './layout.tsx';
import { template } from './template.ts';

const COMPLAINANT_FOOTER =
  'You get this mail because this address was given with a complaint to the grievance officer of';

/** The Hindi mails' footer: the site's name sits mid-sentence. */
const HINDI_COMPLAINANT_FOOTER = (siteName: ReactNode) => (
  <>आपको यह मेल इसलिए मिला है क्योंकि {siteName} के शिकायत अधिकारी को भेजी गई एक शिकायत के साथ यह ईमेल पता दिया गया था।</>
);

/** The complaint's status page, in the mail's `language` (its Hindi address in a Hindi mail). */
function StatusLink({
  site,
  trackingNumber,
  language = 'en',
}: {
  site: SiteIdentity;
  trackingNumber: string;
  language?: Language;
}) {
  const link = (
    <SiteLink site={site} path={`/grievance/status?number=${encodeURIComponent(trackingNumber)}`} language={language}>
      {trackingNumber}
    </SiteLink>
  );
  if (language === 'hi') {
    return <P>आप इसके ट्रैकिंग नंबर {link} से कभी भी इसकी स्थिति देख सकते हैं।</P>;
  }
  return <P>Follow it at any time with its tracking number {link}.</P>;
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
  hindi: {
    subject: ({ trackingNumber }) => `आपकी शिकायत ${trackingNumber} मिल गई है`,
    Body: ({ site, trackingNumber, acknowledgeWithinHours }) => (
      <Layout site={site} language="hi" preview={`ट्रैकिंग नंबर ${trackingNumber}`} footer={HINDI_COMPLAINANT_FOOTER}>
        <P>आपकी शिकायत मिल गई है। इसका ट्रैकिंग नंबर {trackingNumber} है।</P>
        <P>
          शिकायत अधिकारी हर शिकायत की पावती {acknowledgeWithinHours} घंटे के भीतर देते हैं, और इसकी स्थिति बदलने पर हम आपको ईमेल
          करेंगे।
        </P>
        <StatusLink site={site} trackingNumber={trackingNumber} language="hi" />
      </Layout>
    ),
  },
  sample: { trackingNumber: 'GRV-7KQ2M9XA', acknowledgeWithinHours: 24 },
});

const STATUS_TEXT = {
  acknowledged: 'has been acknowledged: the grievance officer is looking into it',
  resolved: 'has been resolved',
} as const;

/** Each status in Hindi words: the subject's, the preview's and the body's. */
const HINDI_STATUS: Readonly<Record<keyof typeof STATUS_TEXT, { subject: string; preview: string; text: string }>> = {
  acknowledged: {
    subject: 'की पावती दी गई',
    preview: 'आपकी शिकायत की पावती दे दी गई है।',
    text: 'की पावती दे दी गई है: शिकायत अधिकारी इसकी जाँच कर रहे हैं',
  },
  resolved: {
    subject: 'का निपटारा हो गया',
    preview: 'आपकी शिकायत का निपटारा हो गया है।',
    text: 'का निपटारा हो गया है',
  },
};

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
  hindi: {
    subject: ({ trackingNumber, status }) => `आपकी शिकायत ${trackingNumber} ${HINDI_STATUS[status].subject}`,
    Body: ({ site, trackingNumber, status }) => (
      <Layout site={site} language="hi" preview={HINDI_STATUS[status].preview} footer={HINDI_COMPLAINANT_FOOTER}>
        <P>
          आपकी शिकायत {trackingNumber} {HINDI_STATUS[status].text}।
        </P>
        <StatusLink site={site} trackingNumber={trackingNumber} language="hi" />
      </Layout>
    ),
  },
  sample: { trackingNumber: 'GRV-7KQ2M9XA', status: 'acknowledged' },
});
