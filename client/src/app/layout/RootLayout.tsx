import { Box } from '@chakra-ui/react';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { LoadingSpinner } from '../../components/LoadingSpinner.tsx';
import { ToasterHost } from '../../components/ToasterHost.tsx';
import { AgeDisclaimerGate } from './AgeDisclaimerGate.tsx';
import { RouteEffects } from './RouteEffects.tsx';

export function RootLayout() {
  return (
    <Box minHeight="100vh" display="flex" flexDirection="column">
      <RouteEffects />
      <Suspense fallback={<LoadingSpinner />}>
        <Outlet />
      </Suspense>
      <AgeDisclaimerGate />
      <ToasterHost />
    </Box>
  );
}
