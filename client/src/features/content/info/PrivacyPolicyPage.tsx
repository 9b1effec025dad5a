// /privacy-policy (SPEC "Public information"): what the product stores, why, and the visitor's rights,
// describing what the server really keeps (no IP addresses, hashed passwords, payment screenshots).
// Its head is the route table's (app/routes.tsx HEAD_ONLY_ROUTES): the page has no query of its own.
import { Trans, useLingui } from '@lingui/react/macro';
import { InnerBanner } from '../../../components/InnerBanner.tsx';
import * as Legal from '../../../components/LegalArticle.tsx';

export function PrivacyPolicyPage() {
  const { t } = useLingui();
  return (
    <>
      {/* the banner names the page in the page's language */}
      <InnerBanner names={{ 'privacy-policy': t`Privacy Policy` }} />
      <Legal.Article>
        <Legal.Paragraph>
          <Trans>
            This policy explains what personal information <Legal.SiteName /> keeps, why, and what you can ask us to do
            with it. We collect only what the directory needs to work, we do not sell personal information, and we use
            no advertising or third-party tracking.
          </Trans>
        </Legal.Paragraph>

        <Legal.Section title={t`Information Collection`}>
          <Legal.Paragraph>
            <Trans>What we store depends on how you use the website:</Trans>
          </Legal.Paragraph>
          <Legal.List
            items={[
              <Trans>
                <strong>Visitors</strong> need no account. We log which page of the website was opened and when, to
                count visits; these visit logs contain no IP address. Your confirmation that you are 18 or over and,
                once you log in, your session are kept in your own browser (local storage), not on our servers.
              </Trans>,
              <Trans>
                <strong>Account details</strong> of advertisers: name, e-mail address, contact number, address and the
                status of the account. Passwords are stored only as one-way hashes, never as text, and the one-time
                codes we e-mail to verify your address are stored hashed and expire after 10 minutes.
              </Trans>,
              <Trans>
                <strong>Payment screenshots</strong> you upload with a credit request, together with the amount and the
                decision on it, and the history of your credit balance.
              </Trans>,
              <Trans>
                <strong>Ads</strong>: their text, photos, services, cities, dates and contact number. Uploaded photos
                are re-encoded and their hidden data (such as camera details and GPS location) is removed.
              </Trans>,
              <Trans>
                <strong>Contact messages</strong> sent through the contact form: your name, e-mail address, contact
                number and message.
              </Trans>,
              <Trans>
                <strong>Reports and complaints</strong>: the reason, details and (if you give them) contact details of a
                report about an ad, and what you send the Grievance Officer. To stop abuse, we keep a keyed fingerprint
                of your network address with them, from which the address itself cannot be read back; the address is
                never stored.
              </Trans>,
            ]}
          />
        </Legal.Section>

        <Legal.Section title={t`Purpose of Data Use`}>
          <Legal.List
            items={[
              t`To run advertiser accounts: verifying e-mail addresses, letting administrators approve account requests, logging you in and resetting forgotten passwords.`,
              t`To check payments for credits and add the credits to your balance.`,
              t`To publish ads. An ad shows its text, photos, city and contact number (the ad’s own, or else the contact number of the account) to every visitor, so they can call or message you.`,
              t`To answer contact messages and to handle reports about ads.`,
              t`To count visits per page, so we know which parts of the website are used.`,
              t`To enforce our terms and conditions, prevent abuse and fraud, and meet legal obligations, including reports to the authorities.`,
            ]}
          />
        </Legal.Section>

        <Legal.Section title={t`Your Rights`}>
          <Legal.Paragraph>
            <Trans>
              You may ask us for a copy of the personal information we hold about you, ask us to correct it, or ask us
              to delete your account, your ads and your messages. Some records, such as payments for credits and reports
              we have made to the authorities, may be kept for as long as the law requires.
            </Trans>
          </Legal.Paragraph>
          <Legal.Paragraph>
            <Trans>
              You can also remove what is stored in your own browser at any time by logging out and clearing the
              website’s data in your browser settings. To use any of these rights, or to report an ad that shows your
              personal information without your agreement, contact us as described below.
            </Trans>
          </Legal.Paragraph>
        </Legal.Section>

        <Legal.Section title={t`Changes to This Policy`}>
          <Legal.Paragraph>
            <Trans>
              We may update this policy when the service or the law changes. The current version is always on this page,
              and it applies from the moment it is published here.
            </Trans>
          </Legal.Paragraph>
        </Legal.Section>

        <Legal.Section title={t`Payment Terms`}>
          <Legal.Paragraph>
            <Trans>
              Advertisers pay for credits outside the website and upload a screenshot of the payment with a credit
              request. We never ask for card numbers, banking passwords or one-time codes from your bank. The screenshot
              is kept as the record of your payment and is shown only to you and to our administrators.
            </Trans>
          </Legal.Paragraph>
          <Legal.Paragraph>
            <Trans>
              Credits are added when an administrator approves the request and are non-refundable once the ad they paid
              for runs; the terms and conditions describe credits in full. We are not a party to, and not liable for,
              payments made between visitors and advertisers.
            </Trans>
          </Legal.Paragraph>
        </Legal.Section>

        <Legal.Section title={t`Contact Us`}>
          <Legal.Paragraph>
            <Trans>
              For questions about this policy or your personal information, write to <Legal.ContactEmailLink />. You can
              also reach the administrators, or report an ad, through our <Legal.ContactFormLink />.
            </Trans>
          </Legal.Paragraph>
          <Legal.Paragraph>
            <Trans>
              To report an ad, use &lsquo;Report this ad&rsquo; on it. Complaints about how we handle your personal
              information, or about any content on the website, can go to our <Legal.GrievanceLink />, who acknowledges
              them within 24 hours and gives each a tracking number to follow it.
            </Trans>
          </Legal.Paragraph>
        </Legal.Section>
      </Legal.Article>
    </>
  );
}
