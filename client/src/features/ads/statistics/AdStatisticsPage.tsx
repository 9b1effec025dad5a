// /ads/{id}/statistics (issue 8, part 1): an ad's totals and, day by day over its run, one chosen
// measure as a bar chart, with every day's figures in a table below. Only the ad's owner reads them.
import { Alert, Box, Button, Grid, Heading, Stack, Table, Text, Wrap } from '@chakra-ui/react';
import { lazy, Suspense, useMemo, useState } from 'react';
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
const DailyStatisticsChart = lazy(() =>
  import('./DailyStatisticsChart.tsx').then((module) => ({ default: module.DailyStatisticsChart })),
);

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

const MEASURES: readonly { key: Measure; label: string; unit: ChartUnit }[] = [
  { key: 'views', label: 'Page views', unit: ['page view', 'page views'] },
  { key: 'impressions', label: 'In listings', unit: ['listing impression', 'listing impressions'] },
  { key: 'phoneClicks', label: 'Calls', unit: ['call', 'calls'] },
  { key: 'whatsappClicks', label: 'WhatsApp', unit: ['WhatsApp tap', 'WhatsApp taps'] },
];

const DAY_COLUMNS: DataTableColumn[] = [
  { header: 'Day' },
  ...MEASURES.map((measure) => ({ header: measure.label, numeric: true })),
];

type StatisticsAd = NonNullable<AdStatisticsPageQuery$data['ad']>;

export function AdStatisticsPage() {
  const queryRef = usePageQueryRef<PreloadedQuery<AdStatisticsPageQuery> | null>();
  return queryRef ? <AdStatistics queryRef={queryRef} /> : <AdNotFound />;
}

function AdNotFound() {
  return (
    <Stack gap="4" alignItems="flex-start">
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Title>{AD_STATISTICS_NOT_FOUND}</Alert.Title>
      </Alert.Root>
      <BackToMyAds />
    </Stack>
  );
}

function BackToMyAds() {
  return (
    <Button asChild variant="ghost" colorPalette="brand" size="sm" px="2">
      <RouterLink to="/ads">‹ My ads</RouterLink>
    </Button>
  );
}

function AdStatistics({ queryRef }: { queryRef: PreloadedQuery<AdStatisticsPageQuery> }) {
  const { ad } = usePreloadedQuery<AdStatisticsPageQuery>(AdStatisticsPageQueryNode, queryRef);
  // another advertiser's public ad is readable, its figures are not
  if (!ad?.statistics || !ad.dailyStatistics) return <AdNotFound />;
  return (
    <Stack gap="6">
      <Box>
        <BackToMyAds />
        <Heading as="h2" size="xl" mt="2">
          {ad.name}
        </Heading>
        <Text color="fg.muted">
          {ad.location.name} · {String(ad.startDate)} to {String(ad.endDate)}
        </Text>
      </Box>
      <Totals totals={ad.statistics} />
      <DailyFigures startDate={String(ad.startDate)} days={ad.dailyStatistics} />
      <PlacementEffects ad={ad} />
    </Stack>
  );
}

function Totals({ totals }: { totals: NonNullable<StatisticsAd['statistics']> }) {
  return (
    <Grid as="dl" aria-label="Totals" templateColumns={{ base: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' }} gap="4">
      {MEASURES.map((measure) => (
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
  const [measureKey, setMeasureKey] = useState<Measure>('views');
  const measure = MEASURES.find((candidate) => candidate.key === measureKey) ?? MEASURES[0]!;
  const chartDays = useMemo(
    () => days.map((row) => ({ day: String(row.day), value: row[measureKey] })),
    [days, measureKey],
  );

  if (days.length === 0) {
    return <Text color="fg.muted">Daily figures start on {startDate}, the ad's first day.</Text>;
  }
  const first = chartDays[0]!.day;
  const last = chartDays[chartDays.length - 1]!.day;
  return (
    <Stack as="section" aria-labelledby="daily-figures" gap="4">
      <Heading as="h3" size="md" id="daily-figures">
        Day by day
      </Heading>
      <Wrap gap="2" role="group" aria-label="Measure">
        {MEASURES.map((candidate) => (
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
      <Suspense fallback={<Box height="260px" borderRadius="md" bg="bg.muted" aria-label="Loading the chart" />}>
        <DailyStatisticsChart
          days={chartDays}
          unit={measure.unit}
          label={`${measure.label} per day, ${first} to ${last}`}
        />
      </Suspense>
      <Box as="details">
        <Box as="summary" cursor="pointer" color="brand.fg" mb="2">
          Every day's figures
        </Box>
        <DataTable label="Daily figures" columns={DAY_COLUMNS} emptyText="" isEmpty={false}>
          {[...days].reverse().map((row) => (
            <Table.Row key={String(row.day)}>
              <Table.Cell whiteSpace="nowrap">{String(row.day)}</Table.Cell>
              {MEASURES.map((column) => (
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
