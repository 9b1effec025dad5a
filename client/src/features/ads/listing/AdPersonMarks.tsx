// The age of the person in an ad ("25 yrs") and the advertiser's verified mark (issue 31), on the
// cards and the ad page alike.
import { Badge, Text, type BadgeProps, type TextProps } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';

/** "25 yrs" in the page's language (common/age.ts formatAge's English); null for an old ad without an age. */
export function useAgeText(): (age: number | null | undefined) => string | null {
  const { t } = useLingui();
  return (age) => (age === null || age === undefined ? null : t`${age} yrs`);
}

/** "25 yrs"; nothing for an old ad without an age. */
export function AdAge({ age, ...props }: { age: number | null | undefined } & TextProps) {
  const text = useAgeText()(age);
  if (text === null) return null;
  return (
    <Text as="span" fontWeight="semibold" {...props}>
      {text}
    </Text>
  );
}

/** The verified mark's text and its explanation (the cards write them in plain elements: AdCard). */
export function useVerifiedMark(): { label: string; title: string } {
  const { t } = useLingui();
  return { label: t`✓ Verified`, title: t`The site checked this advertiser's identity and photos` };
}

/** The verified mark: the site checked the advertiser's identity and photos. */
export function VerifiedBadge({ verified, ...props }: { verified: boolean } & BadgeProps) {
  const mark = useVerifiedMark();
  if (!verified) return null;
  return (
    // green.700: 5:1 against the white text (green.600, the palette's solid, is 3.3:1)
    <Badge colorPalette="green" variant="solid" bg="green.700" title={mark.title} {...props}>
      {mark.label}
    </Badge>
  );
}
