// A listing card with a placement's mark over its corner (issue 34): "Featured" above a city's listing
// and "Spotlight" on the home page draw the same card and the same badge, in their own colours.
import { Box, type BoxProps } from '@chakra-ui/react';
import type { AdCard_ad$key } from '../../../__generated__/AdCard_ad.graphql';
import { AdCard } from './AdCard.tsx';

export function MarkedAdCard({
  ad,
  mark,
  markBg,
  markColor,
  ...frame
}: {
  ad: AdCard_ad$key;
  mark: string;
  markBg: string;
  markColor: string;
} & BoxProps) {
  return (
    <Box position="relative" {...frame}>
      <AdCard ad={ad} />
      <Box
        position="absolute"
        top="2"
        left="2"
        zIndex="1"
        pointerEvents="none"
        px="2"
        py="0.5"
        borderRadius="sm"
        bg={markBg}
        color={markColor}
        fontSize="xs"
        fontWeight="bold"
        textTransform="uppercase"
        letterSpacing="wide"
      >
        {mark}
      </Box>
    </Box>
  );
}
