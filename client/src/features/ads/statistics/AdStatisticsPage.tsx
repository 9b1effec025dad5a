// /ads/{id}/statistics (issue 8, part 1): an ad's totals and, day by day over its run, one chosen
// measure as a bar chart, with every day's figures in a table below. Only the ad's owner reads them.
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Box, Button, Grid, Heading, Stack, Table, Text, Wrap } from '@chakra-ui/react';
import { Suspense, useMemo, useState } from 'react';
import { lazyWithMessages } from '../../../lib/moduleMessages.ts';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import type {
  AdStatisticsPageQuery,
  AdStatisticsPageQuery$data,
} from '../../../__generated__/AdStatisticsPageQuery.graphql';
import { DataTable, type DataTableColumn } from '../../../components/DataTable.tsx';
import { adPageQueryLoader } from '../../../lib/adPageQueryLoader.ts';
import { usePageQueryRef } from '../../../lib/pageQuery.ts';
import type { ChartUnit } from './DailyStatisticsChart.tsx';
import { PlacementEffects } from './PlacementEffects.tsx';

// the chart library is fetched with the chart, not with the page
const DailyStatisticsChart = lazyWithMessages('DailyStatisticsChart', () =>
  import('./DailyStatisticsChart.tsx').then((module) => ({ default: module.DailyStatisticsChart })),
);

/** The page's words for an ad it cannot show (in English: the tests find it by them). */
export const AD_STATISTICS_NOT_FOUND = 'This ad does not exist.';

const AdStatisticsPageQueryNode = graphql`
  query AdStatisticsPageQuery($id: ID!) {
    ad(id: $id) {
      name
      startDate
      endDate
      location {
        name
      }
      statistics {
        views
        impressions
        phoneClicks
        whatsappClicks
      }
      dailyStatistics {
        day
        views
        impressions
        phoneClicks
        whatsappClicks
      }
      ...PlacementEffects_ad
    }
  }
`;

export const adStatisticsPageLoader = adPageQueryLoader<AdStatisticsPageQuery>(
  AdStatisticsPageQueryNode,
  'store-and-network',
);

type Measure = 'views' | 'impressions' | 'phoneClicks' | 'whatsappClicks';

interface MeasureText {
  key: Measure;
  label: string;
  unit: ChartUnit;
}

/** The measures, named in the page's language, each with its count as a bar's tooltip says it. */
function useMeasures(): readonly MeasureText[] {
  const { t } = useLingui();
  return useMemo<readonly MeasureText[]>(
    () => [
      {
        key: 'views',
        label: t`Page views`,
        unit: (count) => t`${plural(count, { one: `${count} page view`, other: `${count} page views` })}`,
      },
      {
        key: 'impressions',
        label: t`In listings`,
        unit: (count) =>
          t`${plural(count, { one: `${count} listing impression`, other: `${count} listing impressions` })}`,
      },
      {
        key: 'phoneClicks',
        label: t`Calls`,
        unit: (count) => t`${plural(count, { one: `${count} call`, other: `${count} calls` })}`,
      },
      {
        key: 'whatsappClicks',
        label: t`WhatsApp`,
        unit: (count) => t`${plural(count, { one: `${count} WhatsApp tap`, other: `${count} WhatsApp taps` })}`,
      },
    ],
    [t],
  );
}

type StatisticsAd = NonNullable<AdStatisticsPageQuery$data['ad']>;

export function AdStatisticsPage() {
  const queryRef = usePageQueryRef<PreloadedQuery<AdStatisticsPageQuery> | null>();
  return queryRef ? <AdStatistics queryRef={queryRef} /> : <AdNotFound />;
}

function AdNotFound() {
  const { t } = useLingui();
  return (
    <Stack gap="4" alignItems="flex-start">
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Title>{t`This ad does not exist.`}</Alert.Title>
      </Alert.Root>
      <BackToMyAds />
    </Stack>
  );
}

function BackToMyAds() {
  return (
    <Button asChild variant="ghost" colorPalette="brand" size="sm" px="2">
      <RouterLink to="/ads">
        ‹ <Trans>My ads</Trans>
      </RouterLink>
    </Button>
  );
}

function AdStatistics({ queryRef }: { queryRef: PreloadedQuery<AdStatisticsPageQuery> }) {
  const { ad } = usePreloadedQuery<AdStatisticsPageQuery>(AdStatisticsPageQueryNode, queryRef);
  // another advertiser's public ad is readable, its figures are not
  if (!ad?.statistics || !ad.dailyStatistics) return <AdNotFound />;
  const place = ad.location.name;
  const startDate = String(ad.startDate);
  const endDate = String(ad.endDate);
  return (
    <Stack gap="6">
      <Box>
        <BackToMyAds />
        <Heading as="h2" size="xl" mt="2">
          {ad.name}
        </Heading>
        <Text color="fg.muted">
          <Trans>
            {place} · {startDate} to {endDate}
          </Trans>
        </Text>
      </Box>
      <Totals totals={ad.statistics} />
      <DailyFigures startDate={String(ad.startDate)} days={ad.dailyStatistics} />
      <PlacementEffects ad={ad} />
    </Stack>
  );
}

function Totals({ totals }: { totals: NonNullable<StatisticsAd['statistics']> }) {
  const { t } = useLingui();
  const measures = useMeasures();
  return (
    <Grid as="dl" aria-label={t`Totals`} templateColumns={{ base: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' }} gap="4">
      {measures.map((measure) => (
        <Box key={measure.key} borderWidth="1px" borderRadius="md" p="4">
          <Text as="dt" textStyle="sm" color="fg.muted">
            {measure.label}
          </Text>
          <Text as="dd" textStyle="2xl" fontWeight="semibold">
            {totals[measure.key]}
          </Text>
        </Box>
      ))}
    </Grid>
  );
}

function DailyFigures({ startDate, days }: { startDate: string; days: NonNullable<StatisticsAd['dailyStatistics']> }) {
  const { t } = useLingui();
  const measures = useMeasures();
  const [measureKey, setMeasureKey] = useState<Measure>('views');
  const measure = measures.find((candidate) => candidate.key === measureKey) ?? measures[0]!;
  const chartDays = useMemo(
    () => days.map((row) => ({ day: String(row.day), value: row[measureKey] })),
    [days, measureKey],
  );

  if (days.length === 0) {
    return (
      <Text color="fg.muted">
        <Trans>Daily figures start on {startDate}, the ad's first day.</Trans>
      </Text>
    );
  }
  const first = chartDays[0]!.day;
  const last = chartDays[chartDays.length - 1]!.day;
  const dayColumns: DataTableColumn[] = [
    { header: t`Day` },
    ...measures.map((column) => ({ header: column.label, numeric: true })),
  ];
  const measureLabel = measure.label;
  return (
    <Stack as="section" aria-labelledby="daily-figures" gap="4">
      <Heading as="h3" size="md" id="daily-figures">
        <Trans>Day by day</Trans>
      </Heading>
      <Wrap gap="2" role="group" aria-label={t`Measure`}>
        {measures.map((candidate) => (
          <Button
            key={candidate.key}
            size="sm"
            colorPalette="brand"
            variant={candidate.key === measureKey ? 'solid' : 'outline'}
            aria-pressed={candidate.key === measureKey}
            onClick={() => setMeasureKey(candidate.key)}
          >
            {candidate.label}
          </Button>
        ))}
      </Wrap>
      <Suspense fallback={<Box height="260px" borderRadius="md" bg="bg.muted" aria-label={t`Loading the chart`} />}>
        <DailyStatisticsChart
          days={chartDays}
          unit={measure.unit}
          label={t`${measureLabel} per day, ${first} to ${last}`}
        />
      </Suspense>
      <Box as="details">
        <Box as="summary" cursor="pointer" color="brand.fg" mb="2">
          <Trans>Every day's figures</Trans>
        </Box>
        <DataTable label={t`Daily figures`} columns={dayColumns} emptyText="" isEmpty={false}>
          {[...days].reverse().map((row) => (
            <Table.Row key={String(row.day)}>
              <Table.Cell whiteSpace="nowrap">{String(row.day)}</Table.Cell>
              {measures.map((column) => (
                <Table.Cell key={column.key} textAlign="end">
                  {row[column.key]}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </DataTable>
      </Box>
    </Stack>
  );
}
