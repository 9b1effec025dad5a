// /ads/{id}/promote (issue 34): what an advertiser can buy with credits to show one of their ads more.
// The balance and each product's price on top, then one section per product, stacked: Featured in a
// city (FeaturedSection), and the others' sections beside it. Each section declares its own fragments
// on the ad and on the placement scheme, and the page's query spreads them.
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import type { PromoteAdPageQuery } from '../../__generated__/PromoteAdPageQuery.graphql';
import { useSession } from '../../lib/session.ts';
import { usePageQueryRef } from '../../lib/pageQuery.ts';
import { adPageQueryLoader } from '../../lib/adPageQueryLoader.ts';
import { PLACEMENT_PRODUCT_NAMES } from '../../../../common/forms/placements.ts';
import { BumpSection } from './BumpSection.tsx';
import { FeaturedSection } from './FeaturedSection.tsx';
import { SpotlightSection } from './SpotlightSection.tsx';
import { useCreditsText } from './placementTexts.ts';
// the shared texts this page's forms may show, in the page's language (lib/sharedMessages.ts)
import '../../lib/shared-texts/placements.ts';

/** The page's words for an ad it cannot show (in English: the tests find it by them). */
export const PROMOTE_NOT_FOUND = 'This ad does not exist, or it is not yours.';

const PromoteAdPageQueryNode = graphql`
  query PromoteAdPageQuery($id: ID!) {
    ad(id: $id) {
      name
      startDate
      endDate
      featuredDays
      location {
        name
      }
      ...FeaturedSection_ad
      ...SpotlightSection_ad
      ...BumpSection_ad
    }
    placementScheme {
      featuredCreditsPerDay
      bumpCredits
      spotlightCreditsPerDay
      ...FeaturedSection_scheme
      ...SpotlightSection_scheme
      ...BumpSection_scheme
    }
  }
`;

export const promoteAdPageLoader = adPageQueryLoader<PromoteAdPageQuery>(PromoteAdPageQueryNode, 'network-only');

export function PromoteAdPage() {
  const queryRef = usePageQueryRef<PreloadedQuery<PromoteAdPageQuery> | null>();
  return queryRef ? <PromoteAd queryRef={queryRef} /> : <NotYourAd />;
}

function BackToMyAds() {
  return (
    <Button asChild variant="ghost" colorPalette="brand" size="sm" px="2" alignSelf="flex-start">
      <RouterLink to="/ads">
        ‹ <Trans>My ads</Trans>
      </RouterLink>
    </Button>
  );
}

function NotYourAd() {
  const { t } = useLingui();
  return (
    <Stack gap="4">
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Title>{t`This ad does not exist, or it is not yours.`}</Alert.Title>
      </Alert.Root>
      <BackToMyAds />
    </Stack>
  );
}

function PromoteAd({ queryRef }: { queryRef: PreloadedQuery<PromoteAdPageQuery> }) {
  const { ad, placementScheme: scheme } = usePreloadedQuery<PromoteAdPageQuery>(PromoteAdPageQueryNode, queryRef);
  const { t } = useLingui();
  const creditsText = useCreditsText();
  const { credits } = useSession();
  // another advertiser's public ad is readable; its placements are not (featuredDays: the owner's only)
  if (!ad || !ad.featuredDays) return <NotYourAd />;
  // each product's price in words: "2 credits a day", "1 credit a bump"
  const perDay = (price: string) => t`${price} a day`;
  const perBump = (price: string) => t`${price} a bump`;
  const prices = [
    { name: PLACEMENT_PRODUCT_NAMES.featured, price: scheme.featuredCreditsPerDay, unit: perDay },
    { name: PLACEMENT_PRODUCT_NAMES.bump, price: scheme.bumpCredits, unit: perBump },
    { name: PLACEMENT_PRODUCT_NAMES.spotlight, price: scheme.spotlightCreditsPerDay, unit: perDay },
  ];
  const adName = ad.name;
  const place = ad.location.name;
  const startDate = String(ad.startDate);
  const endDate = String(ad.endDate);
  return (
    <Stack gap="5">
      <Box>
        <BackToMyAds />
        <Heading as="h2" size="xl" mt="2">
          <Trans>Promote {adName}</Trans>
        </Heading>
        <Text color="fg.muted">
          <Trans>
            {place} · runs {startDate} to {endDate}
          </Trans>
        </Text>
      </Box>
      <Stack as="dl" gap="1" borderWidth="1px" borderRadius="md" p={{ base: '3', md: '4' }}>
        <Text as="dt" fontWeight="semibold">
          <Trans>Your balance</Trans>
        </Text>
        <Text as="dd" data-testid="promote-balance">
          {credits === null ? '…' : creditsText(credits)}
        </Text>
        <Text as="dt" fontWeight="semibold" mt="2">
          <Trans>Prices</Trans>
        </Text>
        {prices.map(({ name, price, unit }) => (
          <Text as="dd" key={name}>
            {name}: {price == null ? t`not on sale` : unit(creditsText(price))}
          </Text>
        ))}
        <Button asChild size="xs" variant="outline" colorPalette="brand" alignSelf="flex-start" mt="2">
          <RouterLink to="/credit-requests">
            <Trans>Add credits</Trans>
          </RouterLink>
        </Button>
      </Stack>
      <FeaturedSection ad={ad} scheme={scheme} />
      <BumpSection ad={ad} scheme={scheme} city={ad.location.name} />
      <SpotlightSection ad={ad} scheme={scheme} />
    </Stack>
  );
}
