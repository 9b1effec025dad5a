// Mails to advertisers: decisions on their account and credit requests, moderation of their ads,
// and the reminder that ads end soon (issue 18). Account decisions, credit decisions and moderation
// are essential (always sent); the reminder is optional (docs/decisions/0060-who-is-mailed.md).
import { Layout, List, P, Quote, SiteLink } from './layout.tsx';
import { template } from './template.ts';

const ADVERTISER_FOOTER = 'You get this mail because you have an advertiser account on';

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
  sample: { name: 'Riya Sharma', ad: { name: 'Riya', location: 'Mumbai' } },
});

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
      preview={`Renew before ${endDate} to keep them running.`}
      footer="Renewal reminders can be turned off in My ads on"
    >
      <P>Hi {name},</P>
      <P>
        {ads.length === 1 ? 'Your ad ends' : 'These ads of yours end'} on {endDate}, in {daysBefore} days:
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
