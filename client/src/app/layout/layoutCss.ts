// The site's frame (header, main, footer) styled in the theme's global CSS once (app/theme.ts) instead
// of per element: every page renders it, and plain elements with a class cost the server's render far
// less than Chakra's (a city listing's render spent about an eighth of its CPU on the footer's 30 Chakra
// elements). The header's search, its Post Your Ad button and the menu button stay Chakra's.
import type { SystemStyleObject } from '@chakra-ui/react';
import { FOCUS_RING_OUTSIDE } from '../../components/focusRing.ts';

// Chakra's link recipe (its plain variant), each part's colour set where it is used
const frameLink: SystemStyleObject = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1.5',
  borderRadius: 'l1',
  outline: 'none',
  _hover: { textDecoration: 'underline', textUnderlineOffset: '3px', textDecorationColor: 'currentColor/20' },
  _focusVisible: FOCUS_RING_OUTSIDE,
};

// Chakra's container recipe at the site's width
const frameWidth: SystemStyleObject = {
  maxWidth: '6xl',
  width: '100%',
  mx: 'auto',
  px: { base: '4', md: '6', lg: '8' },
};

export const layoutCss: Record<string, SystemStyleObject> = {
  '.site-header': { position: 'sticky', top: '0', zIndex: 'sticky', bg: 'bg', borderBottomWidth: '1px' },
  '.site-header-inner': { ...frameWidth, py: '3' },
  '.site-header-bar': { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '4' },
  // a link's words on one line (a Hindi label beside the language switcher must not wrap in a phone's bar)
  '.site-header a.site-header-link': { ...frameLink, fontWeight: 'medium', color: 'fg', whiteSpace: 'nowrap' },
  // the site's name gives way to the actions on a narrow screen: it wraps, inside a word if it must (a long name,
  // or a longer translation beside them), so the menu button never leaves the screen
  '.site-header a.site-header-brand': {
    ...frameLink,
    fontWeight: 'bold',
    fontSize: 'xl',
    color: 'brand.fg',
    minWidth: '0',
    overflowWrap: 'anywhere',
  },
  '.site-header-nav': { display: { base: 'none', md: 'flex' }, alignItems: 'center', gap: '6' },
  '.site-header-nav a[aria-current=page]': { color: 'brand.fg' },
  '.site-header-actions': { display: 'flex', alignItems: 'center', gap: '3', flexShrink: '0' },
  '.site-header-actions .site-header-account': { display: { base: 'none', sm: 'inline-flex' } },
  // at least a screen tall, so the footer never shows (and jumps) while a page is loading
  '.site-main': { flex: '1', minHeight: '100vh' },
  '.site-footer': { bg: 'gray.900', color: 'gray.100', mt: '16' },
  '.site-footer-inner': { ...frameWidth, py: '10' },
  '.site-footer-columns': {
    display: 'grid',
    gridTemplateColumns: { base: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
    gap: '8',
  },
  '.site-footer-column': { display: 'flex', flexDirection: 'column', gap: '3' },
  '.site-footer-column.tight': { gap: '2' },
  '.site-footer-name': { fontWeight: 'bold', fontSize: 'lg' },
  '.site-footer-heading': { fontWeight: 'semibold' },
  '.site-footer-note': { fontSize: 'sm', color: 'gray.300' },
  '.site-footer address': {
    display: 'flex',
    flexDirection: 'column',
    gap: '1',
    fontSize: 'sm',
    fontStyle: 'normal',
    color: 'gray.300',
  },
  '.site-footer a': { ...frameLink, color: 'gray.100' },
  '.site-footer nav a': { fontSize: 'sm' },
  '.site-footer-share': {
    display: 'flex',
    flexDirection: 'row',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: '4',
    fontSize: 'sm',
  },
  '.site-footer-bottom': {
    display: 'flex',
    justifyContent: 'center',
    borderTopWidth: '1px',
    borderColor: 'gray.700',
    mt: '8',
    pt: '6',
  },
};
