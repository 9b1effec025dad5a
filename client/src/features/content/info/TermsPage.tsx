// /terms-&-conditions (SPEC "Public information"): the rules of using the directory, written for what
// the product actually does (credits, moderation, reports through the contact form).
// Its head is the route table's (app/routes.tsx HEAD_ONLY_ROUTES): the page has no query of its own.
import { Trans, useLingui } from '@lingui/react/macro';
import { InnerBanner } from '../../../components/InnerBanner.tsx';
import * as Legal from '../../../components/LegalArticle.tsx';

export function TermsPage() {
  const { t } = useLingui();
  return (
    <>
      {/* the banner names the page in the page's language */}
      <InnerBanner names={{ 'terms-&-conditions': t`Terms & Conditions` }} />
      <Legal.Article>
        <Legal.Paragraph>
          <Trans>
            These terms apply to everyone who uses <Legal.SiteName />: visitors who browse the directory and users who
            register to publish ads (offeror users, or advertisers). By using the website you accept them.
          </Trans>
        </Legal.Paragraph>

        <Legal.Section title={t`General Terms`}>
          <Legal.Paragraph>
            <Trans>
              <Legal.SiteName /> is an online directory of classified ads for adult companion services in India. We
              publish ads written by independent advertisers; we are not a party to any meeting, service or payment
              arranged between a visitor and an advertiser.
            </Trans>
          </Legal.Paragraph>
          <Legal.Paragraph>
            <Trans>
              <strong>You must be 18 or over to use this website.</strong> By entering it you confirm that you are at
              least 18 years old and that viewing adult content is legal where you are.
            </Trans>
          </Legal.Paragraph>
          <Legal.Paragraph>
            <Trans>
              Advertiser accounts are created on request and become usable only after an administrator approves them. We
              may refuse a request, suspend an account, take down an ad or change or stop any part of the service, in
              particular when these terms are broken. These terms are governed by the laws of India.
            </Trans>
          </Legal.Paragraph>
        </Legal.Section>

        <Legal.Section title={t`Obligations and Behaviour of the User`}>
          <Legal.List
            items={[
              t`Give true and current details when you register (name, e-mail address, contact number, address) and keep them up to date.`,
              t`Keep your password secret. You are responsible for everything done with your account; tell us at once if you think someone else uses it.`,
              t`Publish only ads about yourself, with your own contact number and photos you have the right to publish, and describe your services truthfully.`,
              t`Treat other people with respect: no harassment, threats, hate speech, spam or unwanted messages to the numbers shown in ads.`,
              t`Do not copy the directory in bulk, scrape it with automated tools, or try to get around its security or its limits.`,
              t`Follow the laws of India and of the place where you are.`,
            ]}
          />
        </Legal.Section>

        <Legal.Section title={t`Limitation of Liability`}>
          <Legal.Paragraph>
            <Trans>
              Ads are written by their advertisers. Our administrators review who may advertise and remove ads that
              break these terms, but we cannot check every statement in every ad and we do not guarantee that an ad is
              accurate, that an advertiser is who they claim to be, or that a service will be provided.
            </Trans>
          </Legal.Paragraph>
          <Legal.Paragraph>
            <Trans>
              We are not liable for payments you make to advertisers or other third parties, nor for any loss or harm
              arising from contact or meetings arranged through an ad. The website is provided as it is, and we are not
              liable for interruptions or errors of the service, to the extent the law allows.
            </Trans>
          </Legal.Paragraph>
        </Legal.Section>

        <Legal.Section title={t`Paid Services for Offeror Users`}>
          <Legal.Paragraph>
            <Trans>Publishing ads is paid for with credits:</Trans>
          </Legal.Paragraph>
          <Legal.List
            items={[
              t`To buy credits, make the payment and send a credit request with the amount and a screenshot of the payment. An administrator checks the payment and approves or rejects the request.`,
              t`When a request is approved, your balance grows by the amount multiplied by the credit rate in force, rounded down. The credit scheme also sets how many days of an ad one credit pays for.`,
              t`An ad is published for each city you choose, from its start date to its end date (both included, India time). Credits are spent per city for the days the ad runs, and are deducted from your balance when you publish.`,
              t`Credits are non-refundable once the ad runs. If we refuse or take down an ad before its start date, the administrators may return its credits to your balance.`,
              t`Credits have no cash value: they cannot be exchanged for money or transferred to another account.`,
              t`An ad taken down for breaking these terms is not refunded, and credits of a suspended account cannot be used while it is suspended.`,
            ]}
          />
          <Legal.Paragraph>
            <Trans>
              If a credit request was rejected although you made the payment, write to us through the{' '}
              <Legal.ContactFormLink /> with the details of the payment.
            </Trans>
          </Legal.Paragraph>
        </Legal.Section>

        <Legal.Section title={t`Acceptable Use Policy`}>
          <Legal.Paragraph>
            <Trans>
              The following are not allowed anywhere on <Legal.SiteName />:
            </Trans>
          </Legal.Paragraph>
          <Legal.List
            items={[
              t`Minors: no one under 18 may use the website, advertise or appear in an ad or a photo.`,
              t`Sex for money: ads offering sexual services for money are not allowed.`,
              t`Pornographic or non-consensual images: uploading pornographic content, or any photo of a person who has not agreed to its publication, is not allowed.`,
              t`Scams: fake profiles, impersonation, requests for advance payments, misleading contact details or any other attempt to deceive.`,
              t`Any other illegal content, including trafficking, exploitation or coercion of any person.`,
            ]}
          />
          <Legal.Paragraph>
            <Trans>
              Ads that break this policy are taken down and the accounts behind them suspended. Content involving
              minors, pornographic content and non-consensual images are reported to the authorities, and we cooperate
              with them when the law requires it.
            </Trans>
          </Legal.Paragraph>
          <Legal.Paragraph>
            <Trans>
              To report an ad to the administrators, use &lsquo;Report this ad&rsquo; on the ad (or &lsquo;Report&rsquo;
              on its card in the listing) and choose the reason, or send its link and the reason through the{' '}
              <Legal.ContactFormLink />, or write to <Legal.ContactEmailLink />. The administrators review every report;
              an ad reported by two people as showing a minor or a photo used without consent is hidden at once until
              they decide. Photos taken down for such reasons are blocked from being uploaded again.
            </Trans>
          </Legal.Paragraph>
          <Legal.Paragraph>
            <Trans>
              Complaints about any content on the website, as the Information Technology (Intermediary Guidelines and
              Digital Media Ethics Code) Rules, 2021 provide, go to our <Legal.GrievanceLink />: each complaint gets a
              tracking number, is acknowledged within 24 hours and is resolved within 15 days.
            </Trans>
          </Legal.Paragraph>
        </Legal.Section>

        <Legal.Section title={t`Changes to These Terms`}>
          <Legal.Paragraph>
            <Trans>
              We may update these terms as the service changes. The current version is always on this page, and using
              the website after a change means you accept the updated terms.
            </Trans>
          </Legal.Paragraph>
        </Legal.Section>
      </Legal.Article>
    </>
  );
}
