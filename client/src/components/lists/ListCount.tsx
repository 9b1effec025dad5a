// The line above a dashboard list that says how many it holds ('12 staff accounts', '3 ads waiting'),
// read out again when it changes.
import { Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export function ListCount({ children }: { children: ReactNode }) {
  return (
    <Text textStyle="sm" color="fg.muted" aria-live="polite">
      {children}
    </Text>
  );
}
