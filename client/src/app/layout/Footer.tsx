import { Box, Container, Flex, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useSiteOrigin, useSiteSettings } from '../../lib/siteSettings.ts';
import { NOT_FOUND_LOCATION } from '../../../../common/notFoundPage.ts';

const LINKS = [
  { to: '/', label: 'Home' },
  { to: '/about-us', label: 'About Us' },
  { to: '/contact-us', label: 'Contact' },
  { to: '/login', label: 'Sign IN' },
  { to: '/register', label: 'Sign Up' },
  { to: '/terms-&-conditions', label: 'Terms and conditions' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/grievance', label: 'Grievance Redressal' },
] as const;

/** The address the share links share (issue 33): the page's own; the one not-found page shares the site. */
function pageAddress(origin: string, pathname: string): string {
  return `${origin.replace(/\/+$/, '')}${pathname === NOT_FOUND_LOCATION ? '/' : pathname}`;
}

// Social links share the page: the product has no social accounts of its own to point at.
function shareLinks(origin: string) {
  const url = encodeURIComponent(origin);
  return [
    { href: `https://wa.me/?text=${url}`, label: 'Share on WhatsApp' },
    { href: `https://twitter.com/intent/tweet?url=${url}`, label: 'Share on X' },
    { href: `https://www.facebook.com/sharer/sharer.php?u=${url}`, label: 'Share on Facebook' },
  ];
}

export function Footer() {
  const year = new Date().getFullYear();
  const { siteName, contactEmail, contactPhone, supportHours } = useSiteSettings();
  // the share links name the site's address
  const origin = useSiteOrigin();
  return (
    <Box as="footer" bg="gray.900" color="gray.100" mt="16">
      <Container maxW="6xl" py="10">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="8">
          <Stack gap="3">
            <Text fontWeight="bold" fontSize="lg">
              {siteName}
            </Text>
            <Text fontSize="sm" color="gray.300">
              Classified ads of adult companions across India. Adults only (18+). Ads offering sex for money and
              pornographic content are not allowed.
            </Text>
            {/* how to reach the team, as the site settings give it */}
            <Stack as="address" aria-label="Contact details" gap="1" fontSize="sm" fontStyle="normal" color="gray.300">
              <Link href={`mailto:${contactEmail}`} color="gray.100">
                {contactEmail}
              </Link>
              {contactPhone && (
                <Link href={`tel:${contactPhone}`} color="gray.100">
                  {contactPhone}
                </Link>
              )}
              {supportHours && <Text>{supportHours}</Text>}
            </Stack>
          </Stack>
          <Stack as="nav" aria-label="Footer" gap="2">
            {LINKS.map((item) => (
              <Link key={item.to} asChild color="gray.100" fontSize="sm">
                <RouterLink to={item.to}>{item.label}</RouterLink>
              </Link>
            ))}
          </Stack>
          <Stack gap="2">
            <Text fontWeight="semibold">Share</Text>
            <HStack gap="4" wrap="wrap">
              {shareLinks(pageAddress(origin, useLocation().pathname)).map((item) => (
                <Link
                  key={item.label}
                  href={item.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  color="gray.100"
                  fontSize="sm"
                >
                  {item.label}
                </Link>
              ))}
            </HStack>
          </Stack>
        </SimpleGrid>
        <Flex borderTopWidth="1px" borderColor="gray.700" mt="8" pt="6" justify="center">
          <Text fontSize="sm" color="gray.300">
            © {year} {siteName}. All rights reserved.
          </Text>
        </Flex>
      </Container>
    </Box>
  );
}
