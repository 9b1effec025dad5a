// The ad card's styles, in the theme's global CSS once (app/theme.ts) instead of per element: the server
// renders many cards a page, and plain elements with a class cost it far less than Chakra elements
// (decision 0103). Phones (below `sm`): a row, the photo on the left; wider screens: the photo on top.
import type { SystemStyleObject } from '@chakra-ui/react';
import { FOCUS_RING_OUTSIDE } from '../../../components/focusRing.ts';

/** The photo's width on a phone (a CSS pixel width; AdCard's `sizes` says the same). */
export const PHONE_PHOTO_WIDTH = 120;

export const adCardCss: Record<string, SystemStyleObject> = {
  '.ad-card': {
    position: 'relative',
    display: 'flex',
    flexDirection: { base: 'row', sm: 'column' },
    gap: { base: '3', sm: '0' },
    height: 'full',
    overflow: 'hidden',
    bg: 'bg.panel',
    borderWidth: '1px',
    borderColor: 'border',
    borderRadius: 'l3',
  },
  // the aspect ratio holds the photo's box before the image loads: nothing below it moves
  '.ad-card-photo': {
    flex: 'none',
    // its own height by the aspect ratio, not the row's (a taller text column would stretch it)
    alignSelf: 'flex-start',
    width: { base: `${PHONE_PHOTO_WIDTH}px`, sm: 'full' },
    aspectRatio: { base: '3 / 4', sm: '1' },
    bg: 'brand.subtle',
    overflow: 'hidden',
  },
  '.ad-card-photo img': { display: 'block', width: 'full', height: 'full', objectFit: 'cover', objectPosition: 'top' },
  '.ad-card-body': {
    display: 'flex',
    flexDirection: 'column',
    gap: '1',
    flex: '1',
    minWidth: '0',
    // on a phone the text column is no taller than the photo (160px): the card is the photo's height
    py: { base: '1.5', sm: '4' },
    pe: { base: '2', sm: '4' },
    ps: { base: '0', sm: '4' },
  },
  '.ad-card-name': {
    fontSize: { base: 'md', sm: 'lg' },
    fontWeight: 'semibold',
    lineHeight: 'short',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  // the name's link covers the whole card; the actions sit above it
  '.ad-card-name a::after': { content: '""', position: 'absolute', inset: '0' },
  '.ad-card-name a:focus-visible': { outline: 'none' },
  '.ad-card:has(.ad-card-name a:focus-visible)': { outline: '2px solid', outlineColor: 'brand.focusRing' },
  '.ad-card-meta': {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: '2',
    fontSize: 'sm',
    color: 'fg.muted',
    lineHeight: 'short',
  },
  '.ad-card-report': { position: 'relative', zIndex: '1', flex: 'none' },
  '.ad-card-meta b': { color: 'fg', fontWeight: 'semibold' },
  '.ad-card-tags': { display: 'flex', flexWrap: 'wrap', gap: '1', lineHeight: 'short' },
  '.ad-card-tags span': {
    fontSize: 'xs',
    fontWeight: 'medium',
    px: '1.5',
    borderRadius: 'l1',
    whiteSpace: 'nowrap',
  },
  '.ad-card-category': { bg: 'brand.subtle', color: 'brand.fg' },
  '.ad-card-tags .ad-card-verified': { bg: 'green.700', color: 'white' },
  '.ad-card-tags .ad-card-new': { bg: 'brand.solid', color: 'brand.contrast' },
  '.ad-card-description': {
    fontSize: 'sm',
    color: 'fg.muted',
    lineHeight: 'short',
    lineClamp: { base: '2', sm: '3' },
  },
  '.ad-card-actions': {
    position: 'relative',
    zIndex: '1',
    marginTop: 'auto',
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: '2',
  },
  // Call and WhatsApp as Chakra's small buttons (outline in the brand's colours; WhatsApp's own green
  // darkened for 4.5:1 contrast with white text), and Report as its plain extra-small one, underlined
  '.ad-card-contact': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    flexShrink: '0',
    height: '9',
    minWidth: '9',
    px: '3.5',
    textStyle: 'sm',
    lineHeight: '1.2',
    fontWeight: 'medium',
    whiteSpace: 'nowrap',
    borderWidth: '1px',
    borderRadius: 'l2',
    outline: '0',
    transitionProperty: 'common',
    transitionDuration: 'moderate',
    _focusVisible: FOCUS_RING_OUTSIDE,
  },
  '.ad-card-contact svg': { width: '4', height: '4', flexShrink: '0' },
  '.ad-card-phone': { borderColor: 'brand.muted', color: 'brand.fg', _hover: { bg: 'brand.subtle' } },
  '.ad-card-whatsapp': { borderColor: 'transparent', bg: '#0b6e4f', color: 'white', _hover: { bg: '#085c42' } },
  '.ad-card-report-button': {
    display: 'inline-flex',
    alignItems: 'center',
    textStyle: 'xs',
    lineHeight: '1.2',
    fontWeight: 'medium',
    color: 'fg.muted',
    textDecoration: 'underline',
    cursor: 'pointer',
    borderRadius: 'l2',
    outline: '0',
    _focusVisible: FOCUS_RING_OUTSIDE,
  },
};
