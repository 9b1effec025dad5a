// The footer's styles, in the theme's global CSS once (app/theme.ts) instead of per element: every public
// page renders it, and plain elements with a class cost the server's render far less than Chakra's
// (a city listing's render spent about an eighth of its CPU on the footer's 30 Chakra elements).
import type { SystemStyleObject } from '@chakra-ui/react';

// Chakra's link recipe on the footer's dark ground
const footerLink: SystemStyleObject = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1.5',
  color: 'gray.100',
  borderRadius: 'l1',
  outline: 'none',
  _hover: { textDecoration: 'underline', textUnderlineOffset: '3px', textDecorationColor: 'currentColor/20' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' },
};

export const footerCss: Record<string, SystemStyleObject> = {
  '.site-footer': { bg: 'gray.900', color: 'gray.100', mt: '16' },
  '.site-footer-inner': { maxWidth: '6xl', width: '100%', mx: 'auto', px: { base: '4', md: '6', lg: '8' }, py: '10' },
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
  '.site-footer a': footerLink,
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
