import { Box, Button, Container, Flex, HStack, Link } from '@chakra-ui/react';
import { lazy, Suspense, useCallback, useState } from 'react';
import { NavLink, Link as RouterLink } from 'react-router-dom';
import { homeOfRole, useSession } from '../../lib/session.ts';
import { HeaderSearch } from './HeaderSearch.tsx';
import { useSiteSettings } from '../../lib/siteSettings.ts';
import { MenuToggleButton } from '../../components/MenuToggleButton.tsx';

// the phone's menu (a drawer) is its own chunk, loaded when first opened
const PhoneMenu = lazy(() => import('./PhoneMenu.tsx'));

const MENU = [
  { to: '/call-girls', label: 'Call Girls' },
  { to: '/blogs', label: 'Blogs' },
  { to: '/about-us', label: 'About Us' },
  { to: '/contact-us', label: 'Contact Us' },
] as const;

export function Header() {
  const { auth } = useSession();
  const { siteName } = useSiteSettings();
  const [menuOpen, setMenuOpen] = useState(false);
  // mounted from the first opening on, so that closing it plays out
  const [menuUsed, setMenuUsed] = useState(false);
  // SPEC section 2: 'Login' without a role, else 'Hi, {name}'; both lead by role, as do both Post Your Ad buttons
  const accountPath = auth ? homeOfRole(auth.role) : '/login';
  const accountLabel = auth ? `Hi, ${auth.name}` : 'Login';
  const close = useCallback(() => setMenuOpen(false), []);

  const navLinks = MENU.map((item) => (
    <Link key={item.to} asChild fontWeight="medium" color="fg" _currentPage={{ color: 'brand.fg' }}>
      <NavLink to={item.to}>{item.label}</NavLink>
    </Link>
  ));

  return (
    <Box as="header" borderBottomWidth="1px" bg="bg" position="sticky" top="0" zIndex="sticky">
      <Container maxW="6xl" py="3">
        <Flex align="center" justify="space-between" gap="4">
          <Link asChild fontWeight="bold" fontSize="xl" color="brand.fg" aria-label={`${siteName} home`}>
            <RouterLink to="/">{siteName}</RouterLink>
          </Link>
          <HStack as="nav" aria-label="Main" gap="6" display={{ base: 'none', md: 'flex' }}>
            {navLinks}
          </HStack>
          <HStack gap="3">
            <HeaderSearch display={{ base: 'none', lg: 'block' }} />
            <Link asChild fontWeight="medium" display={{ base: 'none', sm: 'inline-flex' }}>
              <RouterLink to={accountPath}>{accountLabel}</RouterLink>
            </Link>
            <Button asChild colorPalette="brand" size="sm" display={{ base: 'none', sm: 'inline-flex' }}>
              <RouterLink to={accountPath}>Post Your Ad</RouterLink>
            </Button>
            <MenuToggleButton
              label={menuOpen ? 'Close menu' : 'Open menu'}
              open={menuOpen}
              controls="mobile-menu"
              onToggle={() => {
                setMenuUsed(true);
                setMenuOpen((open) => !open);
              }}
            />
          </HStack>
        </Flex>
        {menuUsed && (
          <Suspense fallback={null}>
            <PhoneMenu
              open={menuOpen}
              onClose={close}
              id="mobile-menu"
              siteName={siteName}
              links={MENU}
              account={{ to: accountPath, label: accountLabel }}
            />
          </Suspense>
        )}
      </Container>
    </Box>
  );
}
