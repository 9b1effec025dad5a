import { Box } from '@chakra-ui/react';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { LoadingSpinner } from '../../components/LoadingSpinner.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';

export function PublicLayout() {
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <Header />
      <Box as="main" id="main" flex="1">
        <Suspense fallback={<LoadingSpinner />}>
          <Outlet />
        </Suspense>
      </Box>
      <Footer />
    </>
  );
}
