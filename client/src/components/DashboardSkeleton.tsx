// What a dashboard shows while a screen's code and data load (decision 0107): a skeleton of the content
// in the dashboard's frame (its header and menu stay on screen), never a page-wide spinner. Chakra's
// Skeleton, whose recipe only the dashboards' system carries (app/dashboardTheme.ts).
import { useLingui } from '@lingui/react/macro';
import { Skeleton, Stack } from '@chakra-ui/react';

/** The skeleton of a dashboard screen: a toolbar's line and a few rows (cards on a phone). */
export function DashboardContentSkeleton() {
  const { t } = useLingui();
  return (
    <Stack gap="3" role="status" aria-label={t`Loading`} aria-busy="true" data-testid="dashboard-skeleton">
      <Skeleton height="9" width={{ base: '70%', md: '40%' }} />
      {[0, 1, 2, 3].map((row) => (
        <Skeleton key={row} height={{ base: '24', md: '12' }} borderRadius="md" />
      ))}
    </Stack>
  );
}
