// An ad's placements on the desk's card (issue 34): featured in its city and its home spotlight place
// (today, else the next day), the next bump paid for, and, folded, the newest purchases with their
// credits. Nothing when the ad has none.
import { Badge, Box, Flex, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { DeskAdPlacements_ad$key } from '../../../__generated__/DeskAdPlacements_ad.graphql';
import { dayInWords, todayInIndia } from '../../../../../common/india.ts';
import { PLACEMENT_PRODUCT_NAMES } from '../../../../../common/forms/placements.ts';

const MOMENT = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

/** "3 Dec, 9:00 pm" in India's time. */
function momentInIndia(value: string): string {
  return MOMENT.format(new Date(value));
}

export function DeskAdPlacements({ ad: key }: { ad: DeskAdPlacements_ad$key }) {
  const ad = useFragment(
    graphql`
      fragment DeskAdPlacements_ad on Ad {
        deskPlacements {
          featuredToday
          nextFeaturedDay
          spotlightSlotToday
          nextSpotlightDay
          nextBumpAt
        }
        deskPlacementPurchases {
          databaseId
          kind
          credits
          firstDay
          lastDay
          cancelledAt
          createdAt
        }
      }
    `,
    key,
  );
  const now = ad.deskPlacements;
  const purchases = ad.deskPlacementPurchases ?? [];
  if (!now && purchases.length === 0) return null;
  const today = todayInIndia();
  const marks: { label: string; colour: string }[] = [];
  if (now?.featuredToday) marks.push({ label: 'Featured today', colour: 'yellow' });
  else if (now?.nextFeaturedDay)
    marks.push({ label: `Featured from ${dayInWords(String(now.nextFeaturedDay), today)}`, colour: 'gray' });
  if (now?.spotlightSlotToday != null)
    marks.push({ label: `Spotlight today (place ${now.spotlightSlotToday})`, colour: 'orange' });
  else if (now?.nextSpotlightDay)
    marks.push({ label: `Spotlight from ${dayInWords(String(now.nextSpotlightDay), today)}`, colour: 'gray' });
  if (now?.nextBumpAt) marks.push({ label: `Next bump ${momentInIndia(String(now.nextBumpAt))}`, colour: 'blue' });
  return (
    <>
      {marks.length > 0 && (
        <Flex gap="2" flexWrap="wrap" aria-label="Placements">
          {marks.map((mark) => (
            <Badge key={mark.label} colorPalette={mark.colour}>
              {mark.label}
            </Badge>
          ))}
        </Flex>
      )}
      {purchases.length > 0 && (
        <Box as="details" textStyle="sm">
          <Box as="summary" cursor="pointer" color="brand.fg">
            Placements bought ({purchases.length === 10 ? 'newest 10' : purchases.length})
          </Box>
          <Box as="ul" pl="4" mt="1" listStyleType="disc">
            {purchases.map((purchase) => (
              <Text as="li" key={purchase.databaseId}>
                {PLACEMENT_PRODUCT_NAMES[purchase.kind as keyof typeof PLACEMENT_PRODUCT_NAMES] ?? purchase.kind} ·{' '}
                {purchase.firstDay
                  ? `${dayInWords(String(purchase.firstDay), today)} to ${dayInWords(String(purchase.lastDay), today)}`
                  : `bought ${momentInIndia(String(purchase.createdAt))}`}{' '}
                · {purchase.credits} credits{purchase.cancelledAt ? ' · cancelled' : ''}
              </Text>
            ))}
          </Box>
        </Box>
      )}
    </>
  );
}
