// Any path the route table does not know (SPEC section 2), and the page the server serves for every
// address that names nothing (issue 30): it carries the mark the browser's router hydrates it by. A
// visitor's not-found page offers the city chooser (issue 33: an unknown city or category in an address
// answers 404 with it); the staff's, inside the dashboard, does not.
import { Container } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useLocation } from 'react-router-dom';
import { CityChooser } from '../../components/CityChooser.tsx';
import { NotFoundContent } from '../../components/NotFoundContent.tsx';
import { NOT_FOUND_MARK } from '../../lib/notFoundPage.ts';
import { isSignedInPage } from '../../../../common/routes.ts';

export function NotFoundPage() {
  const { pathname } = useLocation();
  const { t } = useLingui();
  return (
    <div {...{ [NOT_FOUND_MARK]: '' }}>
      <NotFoundContent />
      {!isSignedInPage(pathname) && (
        <Container maxW="6xl" pb="12">
          <CityChooser heading={t`Looking for a city?`} />
        </Container>
      )}
    </div>
  );
}
