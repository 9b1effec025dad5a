// The site's keyboard focus ring, as Chakra's recipes draw it outside an element (focusVisibleRing:
// 'outside'), for the plain elements styled in the theme's global CSS.
import type { SystemStyleObject } from '@chakra-ui/react';

export const FOCUS_RING_OUTSIDE: SystemStyleObject = {
  outline: '2px solid',
  outlineColor: 'brand.focusRing',
  outlineOffset: '2px',
};
