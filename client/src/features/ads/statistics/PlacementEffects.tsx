// The ad's statistics before and after each placement it bought (issue 34): per purchase, the views
// and taps (phone + WhatsApp) a day over as many days before it as it covers, beside those of its own
// days, so the advertiser sees what each bought. On a phone each purchase is a card (DataTable).
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Heading, Stack, Table, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { PlacementEffects_ad$key } from '../../../__generated__/PlacementEffects_ad.graphql';
import { DataTable, type DataTableColumn } from '../../../components/DataTable.tsx';
import { PLACEMENT_PRODUCT_NAMES } from '../../../../../common/forms/placements.ts';

const COLUMNS = [
  { header: msg`Placement` },
  { header: msg`Days compared` },
  { header: msg`Views a day before`, numeric: true },
  { header: msg`Views a day with it`, numeric: true },
  { header: msg`Taps a day before`, numeric: true },
  { header: msg`Taps a day with it`, numeric: true },
];

/** A count a day over the days counted, to one decimal; a dash when no day counted. */
export function perDay(total: number, days: number): string {
  return days === 0 ? '–' : (total / days).toFixed(1);
}

export function PlacementEffects({ ad }: { ad: PlacementEffects_ad$key }) {
  const { i18n, t } = useLingui();
  const { placementEffects } = useFragment(
    graphql`
      fragment PlacementEffects_ad on Ad {
        placementEffects {
          purchaseId
          kind
          credits
          firstDay
          lastDay
          cancelled
          before {
            firstDay
            days
            views
            taps
          }
          after {
            days
            views
            taps
          }
        }
      }
    `,
    ad,
  );
  if (!placementEffects || placementEffects.length === 0) return null;
  const columns: DataTableColumn[] = COLUMNS.map((column) => ({ ...column, header: i18n._(column.header) }));
  return (
    <Stack as="section" aria-labelledby="placement-effects" gap="3">
      <Heading as="h3" size="md" id="placement-effects">
        <Trans>Before and after each placement</Trans>
      </Heading>
      <Text color="fg.muted" textStyle="sm">
        <Trans>
          Views of the ad's page and taps on call or WhatsApp, a day on average: over as many days before each placement
          as it covers, then over its days so far. Days before the ad ran are not counted.
        </Trans>
      </Text>
      <DataTable label={t`Placements bought`} columns={columns} emptyText="" isEmpty={false}>
        {placementEffects.map((effect) => {
          const { credits } = effect;
          const firstDay = String(effect.before.firstDay);
          const lastDay = String(effect.lastDay);
          const daysBefore = effect.before.days;
          const daysWith = effect.after.days;
          return (
            <Table.Row key={effect.purchaseId}>
              <Table.Cell>
                <Text fontWeight="medium">
                  {PLACEMENT_PRODUCT_NAMES[effect.kind as keyof typeof PLACEMENT_PRODUCT_NAMES] ?? effect.kind}
                </Text>
                <Text textStyle="xs" color="fg.muted">
                  {effect.cancelled ? t`${credits} credits · cancelled` : t`${credits} credits`}
                </Text>
              </Table.Cell>
              <Table.Cell>
                <Text>
                  <Trans>
                    {firstDay} to {lastDay}
                  </Trans>
                </Text>
                <Text textStyle="xs" color="fg.muted">
                  <Trans>
                    {daysBefore} before, {daysWith} with it
                  </Trans>
                </Text>
              </Table.Cell>
              <Table.Cell textAlign="end">{perDay(effect.before.views, effect.before.days)}</Table.Cell>
              <Table.Cell textAlign="end">{perDay(effect.after.views, effect.after.days)}</Table.Cell>
              <Table.Cell textAlign="end">{perDay(effect.before.taps, effect.before.days)}</Table.Cell>
              <Table.Cell textAlign="end">{perDay(effect.after.taps, effect.after.days)}</Table.Cell>
            </Table.Row>
          );
        })}
      </DataTable>
    </Stack>
  );
}
