// The frame of the public account forms (login, register, forgot password): the banner, then the
// form in a card, in a column `width` wide; under each form, the link to the other account page.
import { Card, Container, Link, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { InnerBanner } from '../../components/InnerBanner.tsx';

export function AccountFormPage({ width, children }: { width: 'md' | '3xl'; children: ReactNode }) {
  const { t } = useLingui();
  // the banner names the page in its language (the address's words are English)
  const names = { login: t`Login`, register: t`Register`, 'forgot-password': t`Forgot Password` };
  return (
    <>
      <InnerBanner names={names} />
      <Container maxW={width} py={{ base: '8', md: '12' }}>
        <Card.Root>
          <Card.Body>{children}</Card.Body>
        </Card.Root>
      </Container>
    </>
  );
}

/** The line under an account form that leads to another one ("Already have an account? Login"). */
export function AccountFormSwitch({ question, to, label }: { question: string; to: string; label: string }) {
  return (
    <Text fontSize="sm" textAlign="center">
      {question}{' '}
      <Link asChild color="brand.fg" fontWeight="semibold">
        <RouterLink to={to}>{label}</RouterLink>
      </Link>
    </Text>
  );
}
