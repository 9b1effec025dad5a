// Readable long text for the information pages: one column of about 70 characters, each section an h2
// under the banner's h1.
import { Box, Container, Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useSiteSettings } from '../lib/siteSettings.ts';

/** The site's name as the legal texts say it (the site settings). */
export function SiteName() {
  return <>{useSiteSettings().siteName}</>;
}

export function LegalArticle({ children }: { children: ReactNode }) {
  return (
    <Container maxW="6xl" py={{ base: '8', md: '12' }}>
      <Stack
        as="article"
        gap={{ base: '8', md: '10' }}
        maxW="70ch"
        mx="auto"
        lineHeight="1.75"
        fontSize={{ base: 'md', md: 'lg' }}
      >
        {children}
      </Stack>
    </Container>
  );
}

export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box as="section" aria-labelledby={headingId}>
      <Heading as="h2" id={headingId} size={{ base: 'xl', md: '2xl' }} mb="3" color="brand.fg">
        {title}
      </Heading>
      <Stack gap="4">{children}</Stack>
    </Box>
  );
}

export function LegalParagraph({ children }: { children: ReactNode }) {
  return <Text>{children}</Text>;
}

export function LegalList({ items }: { items: ReactNode[] }) {
  return (
    <List.Root as="ul" ps="6" gap="2" listStyleType="disc">
      {items.map((item, index) => (
        <List.Item key={index}>{item}</List.Item>
      ))}
    </List.Root>
  );
}

export function ContactFormLink({ children = 'contact form' }: { children?: ReactNode }) {
  return (
    <Link asChild color="brand.fg" textDecoration="underline">
      <RouterLink to="/contact-us">{children}</RouterLink>
    </Link>
  );
}

export function GrievanceLink({ children = 'Grievance Officer' }: { children?: ReactNode }) {
  return (
    <Link asChild color="brand.fg" textDecoration="underline">
      <RouterLink to="/grievance">{children}</RouterLink>
    </Link>
  );
}

/** The contact address of the site settings, where the privacy policy and the terms send questions about personal data. */
export function ContactEmailLink() {
  const { contactEmail } = useSiteSettings();
  return (
    <Link href={`mailto:${contactEmail}`} color="brand.fg" textDecoration="underline">
      {contactEmail}
    </Link>
  );
}
