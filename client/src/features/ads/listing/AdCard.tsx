// One ad in the listing (SPEC section 2, issue 33): its photo, name, age, city, category, the verified mark
// and "New", a two-line description, and the call, WhatsApp and Report actions; the name's link (View
// Details) covers the card. Compact for browsing on a phone: a row with the photo on the left; wider
// screens: the photo on top (decision 0103). Plain elements styled by the theme's `.ad-card` rules
// (adCardCss.ts): the server renders many of these a page. Usable on its own (the ad page's other ads).
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import type { AdCard_ad$key } from '../../../__generated__/AdCard_ad.graphql';
import { adPath } from '../details/contactLinks.ts';
import { CardContactActions } from '../details/ContactActions.tsx';
import { ReportAdAction } from '../report/ReportAdAction.tsx';
import { useAgeText, useVerifiedMark } from './AdPersonMarks.tsx';
import { Trans, useLingui } from '@lingui/react/macro';
import { HeadOf } from '../../../components/DocumentHead.tsx';
import { isNewAd } from '../../../../../common/adFreshness.ts';
import { usePlaceName } from '../../../lib/language.ts';

/**
 * The photo's width in the listing grid (AdCardGrid): 120px on a phone (adCardCss.ts), then 2 columns
 * (the Container's padding 16px, then 24px from `md`, and the grid's gap likewise), then 3 columns of the
 * 72rem Container; so the browser picks the smallest variant that fills it.
 */
export const CARD_IMAGE_SIZES =
  '(min-width: 72em) 347px, (min-width: 62em) calc((100vw - 112px) / 3), (min-width: 48em) calc(50vw - 36px), (min-width: 30em) calc(50vw - 24px), 120px';

interface AdCardProps {
  ad: AdCard_ad$key;
  /** the listing's first card: its photo is preloaded with the page at high priority */
  priority?: boolean;
  /** the photo's width where the card sits in another layout than AdCardGrid's */
  sizes?: string;
}

export function AdCard({ ad, priority = false, sizes = CARD_IMAGE_SIZES }: AdCardProps) {
  const data = useFragment(
    graphql`
      fragment AdCard_ad on Ad {
        id
        name
        description
        contact
        age
        verified
        startDate
        images {
          url
          srcSet
          width
          height
        }
        category {
          name
          hindiName
        }
        location {
          name
          hindiName
          slug
        }
      }
    `,
    ad,
  );
  const image = data.images[0];
  const detailsPath = adPath(data);
  const { t } = useLingui();
  const age = useAgeText()(data.age);
  const verifiedMark = useVerifiedMark();
  const placeName = usePlaceName();
  const { name } = data;
  const category = placeName(data.category);
  const city = placeName(data.location);

  return (
    <article className="ad-card">
      <div className="ad-card-photo">
        {/* the first card's photo is the listing's largest image: preloaded at high priority with the page */}
        {image && priority && <HeadOf leadImage={{ href: image.url, srcSet: image.srcSet, sizes }} />}
        {image && (
          <img
            src={image.url}
            srcSet={image.srcSet || undefined}
            sizes={sizes}
            width={image.width ?? undefined}
            height={image.height ?? undefined}
            alt={t`${name}, ${category} in ${city}`}
            // the first card is usually the largest thing on screen: fetch it first, the rest when near
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            decoding="async"
          />
        )}
      </div>
      <div className="ad-card-body">
        <h2 className="ad-card-name" aria-label={data.name}>
          <RouterLink to={detailsPath} aria-label={t`View Details of ${name}`}>
            {data.name}
          </RouterLink>
        </h2>
        <div className="ad-card-meta">
          <p>
            {age && <b>{age}</b>}
            {age && ' · '}
            {city}
          </p>
          {/* beside the age and city: the actions' row holds Call and WhatsApp at a phone's width */}
          <div className="ad-card-report">
            <ReportAdAction
              adId={data.id}
              adName={data.name}
              label={t`Report`}
              ariaLabel={t`Report ${name}`}
              className="ad-card-report-button"
            />
          </div>
        </div>
        <p className="ad-card-tags">
          <span className="ad-card-category">{category}</span>
          {data.verified && (
            <span className="ad-card-verified" title={verifiedMark.title}>
              {verifiedMark.label}
            </span>
          )}
          {isNewAd(data.startDate) && (
            <span className="ad-card-new">
              <Trans>New</Trans>
            </span>
          )}
        </p>
        <p className="ad-card-description">{data.description}</p>
        <div className="ad-card-actions">
          <CardContactActions adId={data.id} adName={data.name} citySlug={data.location.slug} contact={data.contact} />
        </div>
      </div>
    </article>
  );
}
