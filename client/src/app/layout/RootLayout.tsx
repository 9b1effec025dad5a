import { Box } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { LoadingSpinner } from '../../components/LoadingSpinner.tsx';
import { AgeDisclaimerGate } from './AgeDisclaimerGate.tsx';
import { RouteEffects } from './RouteEffects.tsx';

// fetched after the page itself: the first screen needs no toast machinery
const AppToaster = lazy(() => import('../../components/toaster.tsx').then((module) => ({ default: module.AppToaster })));

export function RootLayout() {
  return (
    <Box minHeight="100vh" display="flex" flexDirection="column">
      <RouteEffects />
      <Suspense fallback={<LoadingSpinner />}>
        <Outlet />
      </Suspense>
      <AgeDisclaimerGate />
      <Suspense fallback={null}>
        <AppToaster />
      </Suspense>
    </Box>
  );
}
