// The header's menu on a phone (decision 0100): a drawer from the side with the search field, the links
// stacked one under another, each a thumb's height (44 px at least), and Post Your Ad. It closes on
// navigation, Escape and a tap on the backdrop. Its own chunk, loaded when first opened: the server's
// HTML and a visitor who never opens it carry none of it, nor the drawer's recipe (passed here, not in
// the app's system: app/theme.ts carries only what every page uses).
import { Button, CloseButton, Drawer, Link, Portal, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { drawerSlotRecipe } from '../lazyRecipes.ts';
import { useEffect, useRef } from 'react';
import { NavLink, Link as RouterLink, useLocation } from 'react-router-dom';
import { HeaderSearch } from './HeaderSearch.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';

export interface PhoneMenuProps {
  open: boolean;
  onClose: () => void;
  /** the id the header's toggle names in aria-controls */
  id: string;
  siteName: string;
  links: readonly { to: string; label: string }[];
  account: { to: string; label: string };
}

/** A tap target a thumb finds: 44 px high (Apple's and WCAG 2.5.5's size), the full width of the drawer. */
const TARGET = { minHeight: '11', display: 'flex', alignItems: 'center', px: '3', borderRadius: 'l2' } as const;

/** Each of the drawer's links: a target, in the text's colour, tinted on hover. */
const MENU_LINK = {
  ...TARGET,
  fontWeight: 'medium',
  color: 'fg',
  _hover: { bg: 'bg.muted', textDecoration: 'none' },
} as const;

export default function PhoneMenu({ open, onClose, id, siteName, links, account }: PhoneMenuProps) {
  // any navigation closes it: a link inside, the browser's Back, a search
  const { key } = useLocation();
  const { t } = useLingui();
  const openedAt = useRef(key);
  useEffect(() => {
    if (key !== openedAt.current) {
      openedAt.current = key;
      onClose();
    }
  }, [key, onClose]);

  return (
    <Drawer.Root
      recipe={drawerSlotRecipe}
      open={open}
      onOpenChange={(details) => !details.open && onClose()}
      placement="end"
      size="xs"
      ids={{ content: id }}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{siteName}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack gap="4">
                <HeaderSearch onSearch={onClose} height="11" />
                <Stack as="nav" aria-label={t`Mobile`} gap="1">
                  {links.map((item) => (
                    <Link
                      key={item.to}
                      asChild
                      {...MENU_LINK}
                      _currentPage={{ color: 'brand.fg', bg: 'bg.muted' }}
                      onClick={onClose}
                    >
                      <NavLink to={item.to}>{item.label}</NavLink>
                    </Link>
                  ))}
                  <Link asChild {...MENU_LINK} onClick={onClose}>
                    <RouterLink to={account.to}>{account.label}</RouterLink>
                  </Link>
                  {/* a full load of this page in the other language: the drawer goes with the page */}
                  <Link asChild {...MENU_LINK}>
                    <LanguageSwitch />
                  </Link>
                </Stack>
                <Button asChild colorPalette="brand" size="lg" onClick={onClose}>
                  <RouterLink to={account.to}>
                    <Trans>Post Your Ad</Trans>
                  </RouterLink>
                </Button>
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton aria-label={t`Close menu`} size="md" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
