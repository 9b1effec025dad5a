// The Filters dialog's age range and verified mark (issue 31): the visitor types the ages (18 to 99,
// digits of any script read as digits) and ticks "Verified advertisers only"; Apply goes to the
// listing's address with them (?minAge=&maxAge=&verified=1), Clear to the address without them.
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Checkbox, Field, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { MAX_AD_AGE, MIN_AD_AGE } from '../../../../../common/ageLimits.ts';
import { asciiDigits } from '../../../../../common/digits.ts';
import { ageBoundOf, hasListingFacets, NO_FACETS, type ListingFacets } from '../../../../../common/listingFacets.ts';

export const AGE_FILTER_MESSAGE = `Please enter ages from ${MIN_AD_AGE} to ${MAX_AD_AGE} in digits, like 25`;

/** A typed bound: empty is none, a whole number in any script's digits is read, else the message. */
function typedBound(text: string): { ok: true; bound: number | null } | { ok: false } {
  const digits = asciiDigits(text.normalize('NFKC')).trim();
  if (digits === '') return { ok: true, bound: null };
  const bound = ageBoundOf(digits);
  return bound === null ? { ok: false } : { ok: true, bound };
}

export function AgeAndVerifiedFilter({
  facets,
  onApply,
}: {
  facets: ListingFacets;
  onApply: (facets: ListingFacets) => void;
}) {
  const [minAge, setMinAge] = useState(facets.minAge === null ? '' : String(facets.minAge));
  const [maxAge, setMaxAge] = useState(facets.maxAge === null ? '' : String(facets.maxAge));
  const [verified, setVerified] = useState(facets.verified);
  const [error, setError] = useState<string | undefined>(undefined);
  const { t } = useLingui();
  // AGE_FILTER_MESSAGE in the page's language
  const ageFilterMessage = t`Please enter ages from ${MIN_AD_AGE} to ${MAX_AD_AGE} in digits, like 25`;

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const from = typedBound(minAge);
    const to = typedBound(maxAge);
    if (!from.ok || !to.ok) return setError(ageFilterMessage);
    const [low, high] =
      from.bound !== null && to.bound !== null && from.bound > to.bound
        ? [to.bound, from.bound]
        : [from.bound, to.bound];
    onApply({ minAge: low, maxAge: high, verified });
  };

  return (
    <form onSubmit={apply} noValidate aria-labelledby="filter-age">
      <Stack gap="3">
        <Heading as="h3" size="md" id="filter-age">
          <Trans>Age and verification</Trans>
        </Heading>
        <HStack gap="3" align="flex-start">
          <Field.Root invalid={error !== undefined}>
            <Field.Label>
              <Trans>From age</Trans>
            </Field.Label>
            <Input
              inputMode="numeric"
              maxLength={3}
              placeholder={String(MIN_AD_AGE)}
              value={minAge}
              onChange={(event) => {
                setMinAge(event.target.value);
                setError(undefined);
              }}
            />
          </Field.Root>
          <Field.Root invalid={error !== undefined}>
            <Field.Label>
              <Trans>To age</Trans>
            </Field.Label>
            <Input
              inputMode="numeric"
              maxLength={3}
              placeholder={String(MAX_AD_AGE)}
              value={maxAge}
              onChange={(event) => {
                setMaxAge(event.target.value);
                setError(undefined);
              }}
            />
          </Field.Root>
        </HStack>
        {error && (
          <Text color="fg.error" fontSize="sm" role="alert">
            {error}
          </Text>
        )}
        <Checkbox.Root checked={verified} onCheckedChange={(details) => setVerified(details.checked === true)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>
            <Trans>Verified advertisers only</Trans>
          </Checkbox.Label>
        </Checkbox.Root>
        <HStack gap="2">
          <Button type="submit" size="sm" colorPalette="brand">
            <Trans>Apply</Trans>
          </Button>
          {hasListingFacets(facets) && (
            <Button size="sm" variant="ghost" colorPalette="brand" onClick={() => onApply(NO_FACETS)}>
              <Trans>Clear Age and Verified Filters</Trans>
            </Button>
          )}
        </HStack>
      </Stack>
    </form>
  );
}
