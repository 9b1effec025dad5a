// Mails of the desk's review of held ads (issue 31): an ad the screening held is published, or
// refused with the reason. Both are essential: they tell of a decision on the advertiser's ad.
import { Layout, P, Quote, SiteLink } from './layout.tsx';
import { template } from './template.ts';

const ADVERTISER_FOOTER = 'You get this mail because you have an advertiser account on';

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
  sample: {
    name: 'Riya Sharma',
    ad: { name: 'Riya', location: 'Mumbai' },
    reason: 'The description offers sexual services for money.',
    creditsRefunded: 3,
  },
});
