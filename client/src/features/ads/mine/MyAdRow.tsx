// One of the advertiser's ads as a table row (SPEC "User screens": image, name, description, contact,
// start, end, credits used, category, location), with moderation's takedown and its reason, that
// visitors' reports hide it until a moderator decides, or that the screening holds it for review
// (issue 31: shown nowhere public until a moderator publishes it).
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Image, Link, Stack, Table, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import type { MyAdRow_ad$key } from '../../../__generated__/MyAdRow_ad.graphql';
import type { RenewTarget } from './RenewAdDialog.tsx';
import type { StopTarget } from './StopAdDialog.tsx';
import { todayInIndia } from '../../../../../common/india.ts';
import { UNDER_REVIEW, UNDER_REVIEW_NOTE } from '../../../../../common/holdReasons.ts';

const THUMBNAIL_SIZE = 64;

export function MyAdRow({
  ad,
  onRenew,
  onStop,
}: {
  ad: MyAdRow_ad$key;
  onRenew: (target: RenewTarget) => void;
  onStop: (target: StopTarget) => void;
}) {
  const data = useFragment(
    graphql`
      fragment MyAdRow_ad on Ad {
        id
        databaseId
        name
        description
        contact
        startDate
        endDate
        creditsUsed
        takenDown
        takedownReason
        hiddenByReports
        underReview
        statistics {
          views
          impressions
          phoneClicks
          whatsappClicks
        }
        category {
          name
        }
        location {
          name
        }
        images {
          url
          srcSet
        }
      }
    `,
    ad,
  );
  const { t } = useLingui();
  const [image] = data.images;
  const { name, takedownReason: reason } = data;
  const ended = String(data.endDate) < todayInIndia();
  return (
    <Table.Row>
      <Table.Cell>
        {image && (
          <Image
            src={image.url}
            srcSet={image.srcSet}
            sizes={`${THUMBNAIL_SIZE}px`}
            alt={data.name}
            loading="lazy"
            width={`${THUMBNAIL_SIZE}px`}
            height={`${THUMBNAIL_SIZE}px`}
            objectFit="cover"
            borderRadius="md"
          />
        )}
      </Table.Cell>
      <Table.Cell>
        <Stack gap="1" alignItems="flex-start">
          <Text fontWeight="medium">{data.name}</Text>
          {data.underReview && !data.takenDown && (
            <>
              <Badge colorPalette="orange">{UNDER_REVIEW}</Badge>
              <Text textStyle="xs" color="fg.muted">
                {UNDER_REVIEW_NOTE}
              </Text>
            </>
          )}
          {data.hiddenByReports && !data.underReview && !data.takenDown && (
            <Badge colorPalette="orange">
              <Trans>Hidden until a moderator reviews it</Trans>
            </Badge>
          )}
          {data.takenDown && (
            <>
              <Badge colorPalette="red">
                <Trans>Taken down</Trans>
              </Badge>
              {reason && (
                <Text textStyle="xs" color="fg.muted">
                  <Trans>Reason: {reason}</Trans>
                </Text>
              )}
            </>
          )}
        </Stack>
      </Table.Cell>
      <Table.Cell maxWidth="xs">
        <Text lineClamp={2} title={data.description}>
          {data.description}
        </Text>
      </Table.Cell>
      <Table.Cell>{data.contact}</Table.Cell>
      <Table.Cell whiteSpace="nowrap">{data.startDate}</Table.Cell>
      <Table.Cell whiteSpace="nowrap">{data.endDate}</Table.Cell>
      <Table.Cell textAlign="end">{data.creditsUsed ?? 0}</Table.Cell>
      <Table.Cell>{data.category.name}</Table.Cell>
      <Table.Cell>{data.location.name}</Table.Cell>
      <Table.Cell whiteSpace="nowrap" textStyle="xs">
        {data.statistics && (
          <Stack gap="0">
            <AdFigures {...data.statistics} />
            <Link asChild color="brand.fg" textDecoration="underline">
              <RouterLink to={`/ads/${data.databaseId}/statistics`} aria-label={t`Daily chart of ${name}`}>
                <Trans>Daily chart</Trans>
              </RouterLink>
            </Link>
          </Stack>
        )}
      </Table.Cell>
      <Table.Cell>
        <Stack gap="1" alignItems="stretch">
          <Button asChild size="xs" variant="outline" colorPalette="brand">
            <RouterLink to={`/ads/${data.databaseId}/edit`} aria-label={t`Edit ${name}`}>
              <Trans>Edit</Trans>
            </RouterLink>
          </Button>
          {/* placements are sold only for ads the public sees (issue 34) */}
          {!data.takenDown && !data.underReview && !data.hiddenByReports && !ended && (
            <Button asChild size="xs" variant="outline" colorPalette="brand">
              <RouterLink to={`/ads/${data.databaseId}/promote`} aria-label={t`Promote ${name}`}>
                <Trans>Promote</Trans>
              </RouterLink>
            </Button>
          )}
          {!data.takenDown && (
            <Button
              size="xs"
              variant="outline"
              colorPalette="brand"
              onClick={() => onRenew({ id: data.id, name: data.name, endDate: String(data.endDate) })}
            >
              <Trans>Renew</Trans>
            </Button>
          )}
          {!data.takenDown && !ended && (
            <Button
              size="xs"
              variant="outline"
              colorPalette="red"
              aria-label={t`Stop ${name}`}
              onClick={() =>
                onStop({
                  id: data.id,
                  name: data.name,
                  startDate: String(data.startDate),
                  endDate: String(data.endDate),
                  creditsUsed: data.creditsUsed ?? 0,
                })
              }
            >
              <Trans>Stop</Trans>
            </Button>
          )}
        </Stack>
      </Table.Cell>
    </Table.Row>
  );
}

/** The ad's totals: page views, listing impressions, calls and WhatsApp taps. */
function AdFigures({
  views,
  impressions,
  phoneClicks: calls,
  whatsappClicks: whatsapp,
}: {
  views: number;
  impressions: number;
  phoneClicks: number;
  whatsappClicks: number;
}) {
  return (
    <>
      <Text>
        <Trans>{views} views</Trans>
      </Text>
      <Text>
        <Trans>{impressions} in listings</Trans>
      </Text>
      <Text>
        <Trans>
          {calls} calls · {whatsapp} WhatsApp
        </Trans>
      </Text>
    </>
  );
}
