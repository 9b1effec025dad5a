// The frame of the public account forms (login, register, forgot password): the banner, then the
// form in a card, in a column `width` wide.
import { Card, Container } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { InnerBanner } from '../../components/InnerBanner.tsx';

export function AccountFormPage({ width, children }: { width: 'md' | '3xl'; children: ReactNode }) {
  return (
    <>
      <InnerBanner />
      <Container maxW={width} py={{ base: '8', md: '12' }}>
        <Card.Root>
          <Card.Body>{children}</Card.Body>
        </Card.Root>
      </Container>
    </>
  );
}
