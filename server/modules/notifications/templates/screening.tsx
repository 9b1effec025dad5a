// Mails of the desk's review of held ads (issue 31): an ad the screening held is published, or
// refused with the reason. Both are essential: they tell of a decision on the advertiser's ad.
import { ADVERTISER_FOOTER, HINDI_ADVERTISER_FOOTER, Layout, P, Quote, SiteLink } from './layout.tsx';
import { template } from './template.ts';

interface HeldAdNoticeProps {
  name: string;
  ad: { name: string; location: string };
}

export const adPublished = template<HeldAdNoticeProps>({
  name: 'ad-published',
  audience: 'advertiser',
  subject: ({ ad }) => `Your ad "${ad.name}" is published`,
  Body: ({ site, name, ad }) => (
    <Layout site={site} preview="A moderator reviewed your ad: it is on the site." footer={ADVERTISER_FOOTER}>
      <P>Hi {name},</P>
      <P>
        A moderator has reviewed your ad {ad.name} ({ad.location}) and published it: it is shown on the site on the days
        you chose.
      </P>
      <P>
        <SiteLink site={site} path="/ads">
          My ads
        </SiteLink>
      </P>
    </Layout>
  ),
  hindi: {
    subject: ({ ad }) => `आपका विज्ञापन "${ad.name}" प्रकाशित हो गया`,
    Body: ({ site, name, ad }) => (
      <Layout
        site={site}
        language="hi"
        preview="एक मॉडरेटर ने आपका विज्ञापन जाँच लिया है: यह साइट पर है।"
        footer={HINDI_ADVERTISER_FOOTER}
      >
        <P>नमस्ते {name},</P>
        <P>
          एक मॉडरेटर ने आपके विज्ञापन {ad.name} ({ad.location}) की जाँच करके उसे प्रकाशित कर दिया है: यह आपके चुने हुए दिनों पर साइट
          पर दिखेगा।
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

export const adRefused = template<HeldAdNoticeProps & { reason: string; creditsRefunded: number }>({
  name: 'ad-refused',
  audience: 'advertiser',
  subject: ({ ad }) => `Your ad "${ad.name}" was not published`,
  Body: ({ site, name, ad, reason, creditsRefunded }) => (
    <Layout site={site} preview="A moderator reviewed your ad and did not publish it." footer={ADVERTISER_FOOTER}>
      <P>Hi {name},</P>
      <P>
        A moderator has reviewed your ad {ad.name} ({ad.location}) and did not publish it. It will not be shown on the
        site.
      </P>
      <P>The reason given:</P>
      <Quote>{reason}</Quote>
      <P>
        {creditsRefunded > 0
          ? `${creditsRefunded} ${creditsRefunded === 1 ? 'credit was' : 'credits were'} returned to your balance for the days it would have run.`
          : 'Its credits were not returned.'}
      </P>
      <P>
        You can read the reason again in{' '}
        <SiteLink site={site} path="/ads">
          My ads
        </SiteLink>
        .
      </P>
    </Layout>
  ),
  hindi: {
    subject: ({ ad }) => `आपका विज्ञापन "${ad.name}" प्रकाशित नहीं हुआ`,
    Body: ({ site, name, ad, reason, creditsRefunded }) => (
      <Layout
        site={site}
        language="hi"
        preview="एक मॉडरेटर ने आपका विज्ञापन जाँचा और उसे प्रकाशित नहीं किया।"
        footer={HINDI_ADVERTISER_FOOTER}
      >
        <P>नमस्ते {name},</P>
        <P>
          एक मॉडरेटर ने आपके विज्ञापन {ad.name} ({ad.location}) की जाँच की और उसे प्रकाशित नहीं किया। यह साइट पर नहीं दिखाया
          जाएगा।
        </P>
        <P>बताया गया कारण:</P>
        <Quote>{reason}</Quote>
        <P>
          {creditsRefunded > 0
            ? creditsRefunded === 1
              ? 'यह जितने दिन चलता, उन दिनों का 1 क्रेडिट आपके बैलेंस में वापस कर दिया गया है।'
              : `यह जितने दिन चलता, उन दिनों के ${creditsRefunded} क्रेडिट आपके बैलेंस में वापस कर दिए गए हैं।`
            : 'इसके क्रेडिट वापस नहीं किए गए।'}
        </P>
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
  sample: {
    name: 'Riya Sharma',
    ad: { name: 'Riya', location: 'Mumbai' },
    reason: 'The description offers sexual services for money.',
    creditsRefunded: 3,
  },
});
