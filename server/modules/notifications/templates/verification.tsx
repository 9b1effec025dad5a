// Mails of identity and photo verification (issue 31): the desk's decisions to the advertiser
// (essential: they tell of a decision on the account), and a new request to the admins.
import { VERIFICATION_FILE_RETENTION_DAYS } from '../../../../common/verification.ts';
import { ADVERTISER_FOOTER, HINDI_ADVERTISER_FOOTER, Layout, P, Quote, SiteLink } from './layout.tsx';
import { template } from './template.ts';

const ADMIN_FOOTER = 'You get this notice because you are an administrator of';

function FilesDeleted() {
  return (
    <P>
      Your identity document and verification photo are deleted {VERIFICATION_FILE_RETENTION_DAYS} days after this
      decision.
    </P>
  );
}

function HindiFilesDeleted() {
  return (
    <P>आपके पहचान दस्तावेज़ और वेरिफ़िकेशन फ़ोटो को इस फ़ैसले के {VERIFICATION_FILE_RETENTION_DAYS} दिन बाद डिलीट कर दिया जाएगा।</P>
  );
}

export const verificationApproved = template<{ name: string }>({
  name: 'verification-approved',
  audience: 'advertiser',
  subject: () => 'Your account is verified',
  Body: ({ site, name }) => (
    <Layout site={site} preview="Your ads now show the verified mark." footer={ADVERTISER_FOOTER}>
      <P>Hi {name},</P>
      <P>
        We checked your identity document and your verification photo: your account is verified. Your ads now show the
        verified mark.
      </P>
      <FilesDeleted />
      <P>
        <SiteLink site={site} path="/ads">
          My ads
        </SiteLink>
      </P>
    </Layout>
  ),
  hindi: {
    subject: () => 'आपका अकाउंट वेरिफ़ाइड हो गया है',
    Body: ({ site, name }) => (
      <Layout
        site={site}
        language="hi"
        preview="अब आपके विज्ञापनों पर वेरिफ़ाइड का निशान दिखता है।"
        footer={HINDI_ADVERTISER_FOOTER}
      >
        <P>नमस्ते {name},</P>
        <P>
          हमने आपके पहचान दस्तावेज़ और वेरिफ़िकेशन फ़ोटो की जाँच कर ली है: आपका अकाउंट वेरिफ़ाइड हो गया है। अब आपके विज्ञापनों पर वेरिफ़ाइड
          का निशान दिखता है।
        </P>
        <HindiFilesDeleted />
        <P>
          <SiteLink site={site} path="/ads" language="hi">
            मेरे विज्ञापन
          </SiteLink>
        </P>
      </Layout>
    ),
  },
  sample: { name: 'Riya Sharma' },
});

export const verificationRefused = template<{ name: string; reason: string }>({
  name: 'verification-refused',
  audience: 'advertiser',
  subject: () => 'Your verification was not approved',
  Body: ({ site, name, reason }) => (
    <Layout site={site} preview="Your verification was not approved." footer={ADVERTISER_FOOTER}>
      <P>Hi {name},</P>
      <P>We could not verify your account from the identity document and photo you sent.</P>
      <P>The reason given:</P>
      <Quote>{reason}</Quote>
      <FilesDeleted />
      <P>
        You can send a new request, with the new code it shows, from{' '}
        <SiteLink site={site} path="/verification">
          Verification
        </SiteLink>
        .
      </P>
    </Layout>
  ),
  hindi: {
    subject: () => 'आपका वेरिफ़िकेशन मंज़ूर नहीं हुआ',
    Body: ({ site, name, reason }) => (
      <Layout site={site} language="hi" preview="आपका वेरिफ़िकेशन मंज़ूर नहीं हुआ।" footer={HINDI_ADVERTISER_FOOTER}>
        <P>नमस्ते {name},</P>
        <P>आपके भेजे हुए पहचान दस्तावेज़ और फ़ोटो से हम आपके अकाउंट को वेरिफ़ाई नहीं कर पाए।</P>
        <P>बताया गया कारण:</P>
        <Quote>{reason}</Quote>
        <HindiFilesDeleted />
        <P>
          आप{' '}
          <SiteLink site={site} path="/verification" language="hi">
            वेरिफ़िकेशन
          </SiteLink>{' '}
          पेज से, वहाँ दिखाए गए नए कोड के साथ, नया वेरिफ़िकेशन भेज सकते हैं।
        </P>
      </Layout>
    ),
  },
  sample: {
    name: 'Riya Sharma',
    reason: 'The code in the photo cannot be read. Please hold the paper closer to the camera.',
  },
});

export const verificationRevoked = template<{ name: string; reason: string }>({
  name: 'verification-revoked',
  audience: 'advertiser',
  subject: () => 'Your verified mark was removed',
  Body: ({ site, name, reason }) => (
    <Layout site={site} preview="Your ads no longer show the verified mark." footer={ADVERTISER_FOOTER}>
      <P>Hi {name},</P>
      <P>A moderator removed your account&apos;s verified mark. Your ads no longer show it.</P>
      <P>The reason given:</P>
      <Quote>{reason}</Quote>
      <P>
        You can ask to be verified again from{' '}
        <SiteLink site={site} path="/verification">
          Verification
        </SiteLink>
        .
      </P>
    </Layout>
  ),
  hindi: {
    subject: () => 'आपका वेरिफ़ाइड का निशान हटा दिया गया',
    Body: ({ site, name, reason }) => (
      <Layout
        site={site}
        language="hi"
        preview="अब आपके विज्ञापनों पर वेरिफ़ाइड का निशान नहीं दिखता।"
        footer={HINDI_ADVERTISER_FOOTER}
      >
        <P>नमस्ते {name},</P>
        <P>एक मॉडरेटर ने आपके अकाउंट से वेरिफ़ाइड का निशान हटा दिया है। अब यह आपके विज्ञापनों पर नहीं दिखता।</P>
        <P>बताया गया कारण:</P>
        <Quote>{reason}</Quote>
        <P>
          दोबारा वेरिफ़ाइड होने के लिए आप{' '}
          <SiteLink site={site} path="/verification" language="hi">
            वेरिफ़िकेशन
          </SiteLink>{' '}
          पेज से अनुरोध कर सकते हैं।
        </P>
      </Layout>
    ),
  },
  sample: { name: 'Riya Sharma', reason: 'A complaint showed that the photos of your ads are of another person.' },
});

export const verificationRequested = template<{ account: { name: string; email: string } }>({
  name: 'admin-verification-requested',
  audience: 'admin',
  subject: ({ account }) => `New verification request: ${account.name}`,
  Body: ({ site, account }) => (
    <Layout site={site} preview="An advertiser's identity waits for a check." footer={ADMIN_FOOTER}>
      <P>
        {account.name} ({account.email}) sent an identity document and a verification photo.
      </P>
      <P>
        Check them, then approve or refuse in{' '}
        <SiteLink site={site} path="/admin/verifications">
          Verifications
        </SiteLink>
        .
      </P>
    </Layout>
  ),
  sample: { account: { name: 'Riya Sharma', email: 'riya@example.com' } },
});
