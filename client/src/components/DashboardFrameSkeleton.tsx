// The dashboard's frame before its code has arrived (decision 0107): the menu's dark column (a bar on a
// phone), the header's line and grey blocks where the screen will be. Plain boxes, no recipe: it is in
// every visitor's download, so it stays a few hundred bytes.
import { useLingui } from '@lingui/react/macro';
import { Box, Flex, Stack } from '@chakra-ui/react';

const block = { bg: 'gray.200', borderRadius: 'md' } as const;

export function DashboardFrameSkeleton() {
  const { t } = useLingui();
  return (
    <Flex
      minHeight="100vh"
      direction={{ base: 'column', md: 'row' }}
      role="status"
      aria-label={t`Loading`}
      aria-busy="true"
      data-testid="dashboard-skeleton"
    >
      <Box bg="gray.900" width={{ md: '64' }} height={{ base: '2', md: 'auto' }} flexShrink="0" />
      <Box flex="1" minWidth="0">
        <Flex borderBottomWidth="1px" px={{ base: '4', md: '6' }} py="3" gap="4" align="center">
          <Box {...block} height="8" width="40%" />
        </Flex>
        <Stack gap="3" p={{ base: '4', md: '6' }}>
          {[0, 1, 2, 3].map((row) => (
            <Box key={row} {...block} height={{ base: '24', md: '12' }} />
          ))}
        </Stack>
      </Box>
    </Flex>
  );
}
