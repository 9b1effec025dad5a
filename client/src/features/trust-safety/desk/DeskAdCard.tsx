// One ad on the desk's list (/admin/ads), as a card at every width (a phone reads it without scrolling
// sideways): a box to select it, its state, where and what it is, its dates and numbers, its advertiser,
// and why it was taken down or held.
import { Badge, Box, Checkbox, Flex, Link, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { DeskAdCard_ad$key } from '../../../__generated__/DeskAdCard_ad.graphql';
import { holdReasonLabel } from '../../../../../common/holdReasons.ts';
import { DESK_STATE_COLOURS, DESK_STATE_LABELS } from './deskLabels.ts';
import { DeskAdPlacements } from './DeskAdPlacements.tsx';

const DAY = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'UTC' });

/** "27 Nov 2026" of a date-only value (YYYY-MM-DD). */
function dayOf(date: string): string {
  return DAY.format(new Date(`${date.slice(0, 10)}T00:00:00Z`));
}

export function DeskAdCard({
  ad: key,
  selected,
  onSelect,
}: {
  ad: DeskAdCard_ad$key;
  selected: boolean;
  onSelect: (selected: boolean) => void;
}) {
  const ad = useFragment(
    graphql`
      fragment DeskAdCard_ad on Ad @argumentDefinitions(withPlacements: { type: "Boolean", defaultValue: true }) {
        databaseId
        name
        deskState
        age
        verified
        contact
        startDate
        endDate
        takedownReason
        holdReasons
        moderationQueuedAt
        location {
          name
          state {
            name
          }
        }
        category {
          name
        }
        advertiser {
          name
          email
          contact
        }
        ...DeskAdPlacements_ad @include(if: $withPlacements) @alias(as: "placements")
      }
    `,
    key,
  );
  const state = ad.deskState ?? 'live';
  return (
    <Box
      as="article"
      aria-label={`${ad.name} (#${ad.databaseId})`}
      borderWidth="1px"
      borderRadius="md"
      p="3"
      bg={selected ? 'brand.subtle' : undefined}
    >
      <Flex gap="3" align="flex-start">
        <Checkbox.Root checked={selected} onCheckedChange={(details) => onSelect(details.checked === true)} mt="0.5">
          <Checkbox.HiddenInput aria-label={`Select ${ad.name} (#${ad.databaseId})`} />
          <Checkbox.Control />
        </Checkbox.Root>
        <Stack gap="1" flex="1" minWidth="0">
          <Flex gap="2" align="center" flexWrap="wrap">
            <Text fontWeight="semibold" overflowWrap="anywhere">
              {ad.name}
            </Text>
            <Badge colorPalette={DESK_STATE_COLOURS[state] ?? 'gray'}>{DESK_STATE_LABELS[state] ?? state}</Badge>
            {ad.moderationQueuedAt && state !== 'held' && <Badge colorPalette="purple">In the queue</Badge>}
            {ad.verified && <Badge colorPalette="teal">Verified</Badge>}
          </Flex>
          <Text textStyle="sm" color="fg.muted">
            #{ad.databaseId} · {ad.location.name}, {ad.location.state.name} · {ad.category.name}
          </Text>
          <Text textStyle="sm">
            {ad.age === null ? 'No age stated' : `Age ${ad.age}`} · {dayOf(ad.startDate)} to {dayOf(ad.endDate)} · Phone{' '}
            {ad.contact}
          </Text>
          {ad.advertiser && (
            <Text textStyle="sm" overflowWrap="anywhere">
              Advertiser: {ad.advertiser.name} · {ad.advertiser.email} · {ad.advertiser.contact}
            </Text>
          )}
          {ad.placements && <DeskAdPlacements ad={ad.placements} />}
          {ad.takedownReason && (
            <Text textStyle="sm" color="red.fg">
              Taken down: {ad.takedownReason}
            </Text>
          )}
          {state === 'held' && ad.holdReasons && ad.holdReasons.length > 0 && (
            <Text textStyle="sm" color="orange.fg">
              Held: {ad.holdReasons.map(holdReasonLabel).join('; ')}
            </Text>
          )}
          {/* only a live ad has a public page: the others answer "not found" to a new tab */}
          {state === 'live' && (
            <Link
              href={`/call-girls/${ad.databaseId}`}
              target="_blank"
              rel="noopener noreferrer"
              textStyle="sm"
              color="brand.fg"
              textDecoration="underline"
              alignSelf="flex-start"
            >
              Open the ad page
            </Link>
          )}
        </Stack>
      </Flex>
    </Box>
  );
}
