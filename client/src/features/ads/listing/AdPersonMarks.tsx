// The age of the person in an ad ("25 yrs") and the advertiser's verified mark (issue 31), on the
// cards and the ad page alike.
import { Badge, Text, type BadgeProps, type TextProps } from '@chakra-ui/react';
import { formatAge } from '../../../../../common/age.ts';

/** "25 yrs"; nothing for an old ad without an age. */
export function AdAge({ age, ...props }: { age: number | null | undefined } & TextProps) {
  if (age === null || age === undefined) return null;
  return (
    <Text as="span" fontWeight="semibold" {...props}>
      {formatAge(age)}
    </Text>
  );
}

/** The verified mark's text and its explanation (the cards write them in plain elements: AdCard). */
export const VERIFIED_LABEL = '✓ Verified';
export const VERIFIED_TITLE = "The site checked this advertiser's identity and photos";

/** The verified mark: the site checked the advertiser's identity and photos. */
export function VerifiedBadge({ verified, ...props }: { verified: boolean } & BadgeProps) {
  if (!verified) return null;
  return (
    // green.700: 5:1 against the white text (green.600, the palette's solid, is 3.3:1)
    <Badge colorPalette="green" variant="solid" bg="green.700" title={VERIFIED_TITLE} {...props}>
      {VERIFIED_LABEL}
    </Badge>
  );
}
