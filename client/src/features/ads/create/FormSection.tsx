// A titled group of the create-ad form (the page's h1 is the dashboard frame's, so groups use h2).
import { Heading, Stack } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Stack
      as="section"
      aria-labelledby={headingId}
      gap="3"
      borderWidth="1px"
      borderRadius="md"
      p={{ base: '3', md: '4' }}
    >
      <Heading as="h2" id={headingId} size="md">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}
