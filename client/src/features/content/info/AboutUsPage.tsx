// /about-us (SPEC "Public information"): what the directory is, its values, its team and its services.
// Its head is the route table's (app/routes.tsx HEAD_ONLY_ROUTES); its keywords fall back to the state names on the server.
import { Trans, useLingui } from '@lingui/react/macro';
import { InnerBanner } from '../../../components/InnerBanner.tsx';
import * as Legal from '../../../components/LegalArticle.tsx';

export function AboutUsPage() {
  const { t } = useLingui();
  return (
    <>
      {/* the banner names the page in the page's language */}
      <InnerBanner names={{ 'about-us': t`About Us` }} />
      <Legal.Article>
        <Legal.Paragraph>
          <Trans>
            <Legal.SiteName /> is an online directory of classified ads for adult companion services in India. Visitors
            browse ads by category, state and city, read our blogs and contact advertisers directly by phone or
            WhatsApp. Independent advertisers publish their own ads; we run the directory, review who may advertise and
            keep the listings within our rules. The directory is for adults only: everyone who uses it must be 18 or
            over.
          </Trans>
        </Legal.Paragraph>

        <Legal.Section title={t`Our Values`}>
          <Legal.List
            items={[
              <Trans key="adults">
                <strong>Adults only.</strong> Every visitor confirms being 18 or over before entering, and no one under
                18 may advertise or appear in an ad.
              </Trans>,
              <Trans key="no-sex-for-money">
                <strong>No sex for money.</strong> Ads offering sexual services for money are not allowed, and neither
                is pornographic content: we remove it and report it to the authorities.
              </Trans>,
              <Trans key="moderation">
                <strong>Moderation.</strong> Every advertiser account is reviewed by our administrators before it can
                publish, and accounts or ads that break our terms are suspended or taken down.
              </Trans>,
              <Trans key="privacy">
                <strong>Privacy.</strong> Browsing needs no account. We keep only the data the service needs: passwords
                are stored only as one-way hashes, our visit counts record no IP addresses, and location data is removed
                from uploaded photos.
              </Trans>,
            ]}
          />
        </Legal.Section>

        <Legal.Section title={t`The Team`}>
          <Legal.Paragraph>
            <Trans>
              <Legal.SiteName /> is run by a small team: administrators who review account requests, payments for
              credits and the messages we receive, and the people who build and maintain the website.
            </Trans>
          </Legal.Paragraph>
          <Legal.Paragraph>
            <Trans>
              We do not employ, represent or meet the advertisers. Each advertiser is independent and responsible for
              their own ad and for what they arrange with the people who contact them.
            </Trans>
          </Legal.Paragraph>
        </Legal.Section>

        <Legal.Section title={t`Services Offered`}>
          <Legal.List
            items={[
              <Trans key="visitors">
                <strong>For visitors:</strong> a free search of ads by state, city and category; ad pages with photos,
                services and a summary; a phone or WhatsApp link to the advertiser; and blogs with city guides and
                safety tips.
              </Trans>,
              <Trans key="advertisers">
                <strong>For advertisers:</strong> an account verified by e-mail and approved by our administrators;
                credits bought by uploading a screenshot of the payment; ads with photos published in the cities and on
                the dates you choose; and a dashboard to follow your ads and credit requests.
              </Trans>,
              <Trans key="everyone">
                <strong>For everyone:</strong> a <Legal.ContactFormLink /> for questions, feedback and reports of ads
                that break our rules. The administrators read every message.
              </Trans>,
            ]}
          />
        </Legal.Section>
      </Legal.Article>
    </>
  );
}
