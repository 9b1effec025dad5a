// Readable long text for the information pages: one column of about 70 characters, each section an h2
// under the banner's h1. On a page in another language than English the article starts with a notice that
// it is a translation and that the English text governs, with a link to the English page (issue 35).
// The pages import it whole (`import * as Legal`) and write `<Legal.Section>`, `<Legal.Paragraph>`...
import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Container, Heading, Link, List as ChakraList, Stack, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { DEFAULT_LANGUAGE, pathInLanguage } from '../../../common/languages.ts';
import { usePageLanguage } from '../lib/language.ts';
import { useSiteSettings } from '../lib/siteSettings.ts';

/** The site's name as the legal texts say it (the site settings). */
export function SiteName() {
  return <>{useSiteSettings().siteName}</>;
}

export function Article({ children }: { children: ReactNode }) {
  const language = usePageLanguage();
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
        {language !== DEFAULT_LANGUAGE && <TranslationNotice />}
        {children}
      </Stack>
    </Container>
  );
}

/**
 * A translated page says the English text is the one that counts, and links to it: a plain link, as the
 * language switcher's (a full load: the English page's texts are another catalog).
 */
function TranslationNotice() {
  // the address within the app (the router's basename, the language prefix, left out)
  const { pathname, search } = useLocation();
  const english = pathInLanguage(`${pathname}${search}`, DEFAULT_LANGUAGE);
  return (
    <Box
      role="note"
      borderWidth="1px"
      borderColor="border"
      borderRadius="md"
      bg="bg.muted"
      px="4"
      py="3"
      fontSize={{ base: 'sm', md: 'md' }}
      lineHeight="1.6"
    >
      <Trans>
        This page is a translation. If it differs from the English text, the English text governs:{' '}
        <Link href={english} hrefLang={DEFAULT_LANGUAGE} color="brand.fg" textDecoration="underline">
          read this page in English
        </Link>
        .
      </Trans>
    </Box>
  );
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
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

export function Paragraph({ children }: { children: ReactNode }) {
  return <Text>{children}</Text>;
}

export function List({ items }: { items: ReactNode[] }) {
  return (
    <ChakraList.Root as="ul" ps="6" gap="2" listStyleType="disc">
      {items.map((item, index) => (
        <ChakraList.Item key={index}>{item}</ChakraList.Item>
      ))}
    </ChakraList.Root>
  );
}

/** A link to another page of the app, underlined in the text. */
function PageLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link asChild color="brand.fg" textDecoration="underline">
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}

export function ContactFormLink({ children }: { children?: ReactNode }) {
  const { t } = useLingui();
  return <PageLink to="/contact-us">{children ?? t`contact form`}</PageLink>;
}

export function GrievanceLink({ children }: { children?: ReactNode }) {
  const { t } = useLingui();
  return <PageLink to="/grievance">{children ?? t`Grievance Officer`}</PageLink>;
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
