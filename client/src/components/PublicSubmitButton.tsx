// The submit button of a public page's form (contact, grievance): disabled until the page's script
// has run (lib/useHydrated.ts), full width on a phone, at the start of the row from a tablet up.
import { Button } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useHydrated } from '../lib/useHydrated.ts';

export function PublicSubmitButton({ loading, children }: { loading: boolean; children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <Button
      type="submit"
      disabled={!hydrated}
      colorPalette="brand"
      alignSelf={{ sm: 'flex-start' }}
      px="8"
      loading={loading}
    >
      {children}
    </Button>
  );
}
