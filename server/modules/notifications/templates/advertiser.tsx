// Mails to advertisers: decisions on their account and credit requests, moderation of their ads,
// and the reminder that ads end soon (issue 18). Account decisions, credit decisions and moderation
// are essential (always sent); the reminder is optional (docs/decisions/0060-who-is-mailed.md).
import { ADVERTISER_FOOTER, HINDI_ADVERTISER_FOOTER, Layout, List, P, Quote, SiteLink } from './layout.tsx';
import { template } from './template.ts';
import { dayInWords } from '../../../../common/india.ts';

export const accountApproved = template<{ name: string }>({
  name: 'account-approved',
  audience: 'advertiser',
  subject: (_props, site) => `Your ${site.name} account is approved`,
  Body: ({ site, name }) => (
    <Layout site={site} preview="You can log in and publish ads now." footer={ADVERTISER_FOOTER}>
      <P>Hi {name},</P>
      <P>Your account has been approved. You can log in now, request credits and publish ads.</P>
      <P>
        <SiteLink site={site} path="/login">
          Log in
        </SiteLink>
      </P>
    </Layout>
  ),
  hindi: {
    subject: (_props, site) => `आपका ${site.name} अकाउंट मंज़ूर हो गया है`,
    Body: ({ site, name }) => (
      <Layout
        site={site}
        language="hi"
        preview="अब आप लॉग इन करके विज्ञापन प्रकाशित कर सकते हैं।"
        footer={HINDI_ADVERTISER_FOOTER}
      >
        <P>नमस्ते {name},</P>
        <P>आपका अकाउंट मंज़ूर हो गया है। अब आप लॉग इन कर सकते हैं, क्रेडिट का अनुरोध कर सकते हैं और विज्ञापन प्रकाशित कर सकते हैं।</P>
        <P>
          <SiteLink site={site} path="/login" language="hi">
            लॉग इन करें
          </SiteLink>
        </P>
      </Layout>
    ),
  },
  sample: { name: 'Riya Sharma' },
});

export const accountRejected = template<{ name: string; reason: string | null }>({
  name: 'account-rejected',
  audience: 'advertiser',
  subject: (_props, site) => `Your ${site.name} account request was not approved`,
  Body: ({ site, name, reason }) => (
    <Layout
      site={site}
      preview="Your account request was not approved."
      footer="You get this mail because you asked for an advertiser account on"
    >
      <P>Hi {name},</P>
      <P>Your request for an advertiser account was not approved.</P>
      {reason ? (
        <>
          <P>The reason given:</P>
          <Quote>{reason}</Quote>
        </>
      ) : (
        <P>No reason was given.</P>
      )}
      <P>If you think this is a mistake, reply through the contact page of the site.</P>
    </Layout>
  ),
  hindi: {
    subject: (_props, site) => `${site.name} पर अकाउंट का आपका अनुरोध मंज़ूर नहीं हुआ`,
    Body: ({ site, name, reason }) => (
      <Layout
        site={site}
        language="hi"
        preview="अकाउंट के लिए आपका अनुरोध मंज़ूर नहीं हुआ।"
        footer={(siteName) => (
          <>आपको यह मेल इसलिए मिला है क्योंकि आपने {siteName} पर विज्ञापनदाता अकाउंट के लिए अनुरोध किया था।</>
        )}
      >
        <P>नमस्ते {name},</P>
        <P>विज्ञापनदाता अकाउंट के लिए आपका अनुरोध मंज़ूर नहीं हुआ।</P>
        {reason ? (
          <>
            <P>बताया गया कारण:</P>
            <Quote>{reason}</Quote>
          </>
        ) : (
          <P>इसका कोई कारण नहीं बताया गया।</P>
        )}
        <P>अगर आपको लगता है कि यह गलती से हुआ है, तो साइट के संपर्क पेज से हमें लिखें।</P>
      </Layout>
    ),
  },
  sample: { name: 'Riya Sharma', reason: 'The contact number could not be verified.' },
});

export const creditsApproved = template<{
  name: string;
  amount: number;
  credits: number;
  balance: number;
  /** the attached receipt's number (issue 34), when it is attached */
  receiptNumber?: string | null;
}>({
  name: 'credits-approved',
  audience: 'advertiser',
  subject: ({ credits }) => `${credits} credits added to your account`,
  Body: ({ site, name, amount, credits, balance, receiptNumber }) => (
    <Layout site={site} preview={`Your payment of ₹${amount} was approved.`} footer={ADVERTISER_FOOTER}>
      <P>Hi {name},</P>
      <P>
        Your credit request for a payment of ₹{amount} was approved: {credits} credits were added. Your balance is now{' '}
        {balance} credits.
      </P>
      {receiptNumber && (
        <P>
          Your receipt {receiptNumber} is attached; you can download it again from{' '}
          <SiteLink site={site} path="/credit-history">
            Credit History
          </SiteLink>
          .
        </P>
      )}
      <P>
        <SiteLink site={site} path="/create-ad">
          Create an ad
        </SiteLink>
      </P>
    </Layout>
  ),
  hindi: {
    subject: ({ credits }) => `आपके अकाउंट में ${credits} क्रेडिट ${credits === 1 ? 'जोड़ा गया' : 'जोड़े गए'}`,
    Body: ({ site, name, amount, credits, balance, receiptNumber }) => (
      <Layout
        site={site}
        language="hi"
        preview={`₹${amount} का आपका भुगतान मंज़ूर हो गया है।`}
        footer={HINDI_ADVERTISER_FOOTER}
      >
        <P>नमस्ते {name},</P>
        <P>
          ₹{amount} के भुगतान वाली आपकी क्रेडिट रिक्वेस्ट मंज़ूर हो गई है: आपके अकाउंट में {credits} क्रेडिट{' '}
          {credits === 1 ? 'जोड़ा गया है' : 'जोड़े गए हैं'}। अब आपका बैलेंस {balance} क्रेडिट है।
        </P>
        {receiptNumber && (
          <P>
            आपकी रसीद {receiptNumber} इस मेल के साथ अटैच है; आप इसे{' '}
            <SiteLink site={site} path="/credit-history" language="hi">
              क्रेडिट हिस्ट्री
            </SiteLink>{' '}
            से दोबारा डाउनलोड कर सकते हैं।
          </P>
        )}
        <P>
          <SiteLink site={site} path="/create-ad" language="hi">
            विज्ञापन बनाएँ
          </SiteLink>
        </P>
      </Layout>
    ),
  },
  sample: { name: 'Riya Sharma', amount: 500, credits: 50, balance: 65, receiptNumber: 'R-000123' },
});

export const creditsRejected = template<{ name: string; amount: number }>({
  name: 'credits-rejected',
  audience: 'advertiser',
  subject: () => 'Your credit request was not approved',
  Body: ({ site, name, amount }) => (
    <Layout site={site} preview={`Your credit request for ₹${amount} was not approved.`} footer={ADVERTISER_FOOTER}>
      <P>Hi {name},</P>
      <P>Your credit request for a payment of ₹{amount} was not approved, and no credits were added.</P>
      <P>
        If you did pay, check that the screenshot shows the payment clearly and send a new request from{' '}
        <SiteLink site={site} path="/credit-requests">
          Credit Requests
        </SiteLink>
        .
      </P>
    </Layout>
  ),
  hindi: {
    subject: () => 'आपकी क्रेडिट रिक्वेस्ट मंज़ूर नहीं हुई',
    Body: ({ site, name, amount }) => (
      <Layout
        site={site}
        language="hi"
        preview={`₹${amount} की आपकी क्रेडिट रिक्वेस्ट मंज़ूर नहीं हुई।`}
        footer={HINDI_ADVERTISER_FOOTER}
      >
        <P>नमस्ते {name},</P>
        <P>₹{amount} के भुगतान वाली आपकी क्रेडिट रिक्वेस्ट मंज़ूर नहीं हुई, और कोई क्रेडिट नहीं जोड़ा गया।</P>
        <P>
          अगर आपने भुगतान किया है, तो देख लें कि स्क्रीनशॉट में भुगतान साफ़ दिख रहा हो, और{' '}
          <SiteLink site={site} path="/credit-requests" language="hi">
            क्रेडिट रिक्वेस्ट
          </SiteLink>{' '}
          से नई रिक्वेस्ट भेजें।
        </P>
      </Layout>
    ),
  },
  sample: { name: 'Riya Sharma', amount: 500 },
});

export interface AdNoticeProps {
  name: string;
  ad: { name: string; location: string };
}

export const adTakenDown = template<AdNoticeProps & { reason: string }>({
  name: 'ad-taken-down',
  audience: 'advertiser',
  subject: ({ ad }) => `Your ad "${ad.name}" was taken down`,
  Body: ({ site, name, ad, reason }) => (
    <Layout site={site} preview="An ad of yours is no longer shown." footer={ADVERTISER_FOOTER}>
      <P>Hi {name},</P>
      <P>
        Your ad {ad.name} ({ad.location}) was taken down by a moderator and is no longer shown on the site.
      </P>
      <P>The reason given:</P>
      <Quote>{reason}</Quote>
      <P>
        You can read it again in{' '}
        <SiteLink site={site} path="/ads">
          My ads
        </SiteLink>
        .
      </P>
    </Layout>
  ),
  hindi: {
    subject: ({ ad }) => `आपका विज्ञापन "${ad.name}" हटा दिया गया`,
    Body: ({ site, name, ad, reason }) => (
      <Layout
        site={site}
        language="hi"
        preview="आपका एक विज्ञापन अब साइट पर नहीं दिखता।"
        footer={HINDI_ADVERTISER_FOOTER}
      >
        <P>नमस्ते {name},</P>
        <P>
          एक मॉडरेटर ने आपका विज्ञापन {ad.name} ({ad.location}) हटा दिया है, और अब यह साइट पर नहीं दिखता।
        </P>
        <P>बताया गया कारण:</P>
        <Quote>{reason}</Quote>
        <P>
          आप यह कारण{' '}
          <SiteLink site={site} path="/ads" language="hi">
            मेरे विज्ञापन
          </SiteLink>{' '}
          में दोबारा पढ़ सकते हैं।
        </P>
      </Layout>
    ),
  },
  sample: { name: 'Riya Sharma', ad: { name: 'Riya', location: 'Mumbai' }, reason: 'The photos show another person.' },
});

export const adRestored = template<AdNoticeProps>({
  name: 'ad-restored',
  audience: 'advertiser',
  subject: ({ ad }) => `Your ad "${ad.name}" is shown again`,
  Body: ({ site, name, ad }) => (
    <Layout site={site} preview="An ad of yours is back on the site." footer={ADVERTISER_FOOTER}>
      <P>Hi {name},</P>
      <P>
        A moderator has restored your ad {ad.name} ({ad.location}): it is shown again on the days you chose.
      </P>
      <P>
        <SiteLink site={site} path="/ads">
          My ads
        </SiteLink>
      </P>
    </Layout>
  ),
  hindi: {
    subject: ({ ad }) => `आपका विज्ञापन "${ad.name}" फिर से दिख रहा है`,
    Body: ({ site, name, ad }) => (
      <Layout site={site} language="hi" preview="आपका एक विज्ञापन फिर से साइट पर है।" footer={HINDI_ADVERTISER_FOOTER}>
        <P>नमस्ते {name},</P>
        <P>
          एक मॉडरेटर ने आपका विज्ञापन {ad.name} ({ad.location}) फिर से चालू कर दिया है: यह आपके चुने हुए दिनों पर साइट पर फिर से
          दिखेगा।
        </P>
        <P>
          <SiteLink site={site} path="/ads" language="hi">
            मेरे विज्ञापन
          </SiteLink>
        </P>
      </Layout>
    ),
  },
  sample: { name: 'Riya Sharma', ad: { name: 'Riya', location: 'Mumbai' } },
});

/** The last day of the ads a reminder names (YYYY-MM-DD), as people write it: `1 December 2026`, `1 दिसंबर 2026`. */
const endDayInWords = (endDate: string, language: 'en' | 'hi') => dayInWords(endDate, undefined, true, language);

export const adsEndingSoon = template<{
  name: string;
  endDate: string;
  daysBefore: number;
  ads: { name: string; location: string }[];
}>({
  name: 'ads-ending-soon',
  audience: 'advertiser',
  subject: ({ ads, daysBefore }) =>
    ads.length === 1 ? `Your ad ends in ${daysBefore} days` : `${ads.length} of your ads end in ${daysBefore} days`,
  Body: ({ site, name, endDate, daysBefore, ads }) => (
    <Layout
      site={site}
      preview={`Renew before ${endDayInWords(endDate, 'en')} to keep them running.`}
      footer="Renewal reminders can be turned off in My ads on"
    >
      <P>Hi {name},</P>
      <P>
        {ads.length === 1 ? 'Your ad ends' : 'These ads of yours end'} on {endDayInWords(endDate, 'en')}, in{' '}
        {daysBefore} days:
      </P>
      <List items={ads.map((ad) => `${ad.name} (${ad.location})`)} />
      <P>
        To keep {ads.length === 1 ? 'it' : 'them'} running, choose Renew in{' '}
        {site.url ? (
          <SiteLink site={site} path="/ads">
            My ads
          </SiteLink>
        ) : (
          'My ads, once you have logged in'
        )}
        .
      </P>
    </Layout>
  ),
  hindi: {
    subject: ({ ads, daysBefore }) =>
      ads.length === 1
        ? `आपका विज्ञापन ${daysBefore} दिन में ख़त्म हो रहा है`
        : `आपके ${ads.length} विज्ञापन ${daysBefore} दिन में ख़त्म हो रहे हैं`,
    Body: ({ site, name, endDate, daysBefore, ads }) => (
      <Layout
        site={site}
        language="hi"
        preview={`${ads.length === 1 ? 'अपना विज्ञापन' : 'अपने विज्ञापन'} चालू रखने के लिए ${endDayInWords(endDate, 'hi')} से पहले रिन्यू करें।`}
        footer={(siteName) => <>रिन्यू करने के रिमाइंडर आप {siteName} पर मेरे विज्ञापन में बंद कर सकते हैं।</>}
      >
        <P>नमस्ते {name},</P>
        <P>
          {ads.length === 1 ? 'आपका यह विज्ञापन' : 'आपके ये विज्ञापन'} {endDayInWords(endDate, 'hi')} को, यानी {daysBefore}{' '}
          दिन में, {ads.length === 1 ? 'ख़त्म हो रहा है' : 'ख़त्म हो रहे हैं'}:
        </P>
        <List items={ads.map((ad) => `${ad.name} (${ad.location})`)} />
        <P>
          {ads.length === 1 ? 'इसे' : 'इन्हें'} चालू रखने के लिए{' '}
          {site.url ? (
            <SiteLink site={site} path="/ads" language="hi">
              मेरे विज्ञापन
            </SiteLink>
          ) : (
            'लॉग इन करने के बाद मेरे विज्ञापन'
          )}{' '}
          में ‘रिन्यू करें’ चुनें।
        </P>
      </Layout>
    ),
  },
  sample: {
    name: 'Riya Sharma',
    endDate: '2026-12-01',
    daysBefore: 3,
    ads: [
      { name: 'Riya', location: 'Mumbai' },
      { name: 'Riya', location: 'Pune' },
    ],
  },
});
