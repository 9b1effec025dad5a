import { Box } from '@chakra-ui/react';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { LoadingSpinner } from '../../components/LoadingSpinner.tsx';
import { AppToaster } from '../../components/toaster.tsx';
import { AgeDisclaimer } from './AgeDisclaimer.tsx';
import { RouteEffects } from './RouteEffects.tsx';

export function RootLayout() {
  return (
    <Box minHeight="100vh" display="flex" flexDirection="column">
      <RouteEffects />
      <Suspense fallback={<LoadingSpinner />}>
        <Outlet />
      </Suspense>
      <AgeDisclaimer />
      <AppToaster />
    </Box>
  );
}
