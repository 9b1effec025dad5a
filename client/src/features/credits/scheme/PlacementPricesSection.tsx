// The placement products' prices in credits (issue 34), beside the credit scheme: featured in a city
// (per day), bump (per bump), home spotlight (per day), each empty while not sold; and their limits
// (the featured block's size, the spotlight's slots a day, the least time between two bumps). Admins only.
import { Button, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { PlacementPricesSection_query$key } from '../../../__generated__/PlacementPricesSection_query.graphql';
import { TextField } from '../../../components/TextField.tsx';
import { toastProgress } from '../../../components/toasts.ts';
import { actionFailureMessage } from '../../../lib/actionFailureMessage.ts';
import { session } from '../../../lib/session.ts';
import { showFieldRefusal, useSchemaForm } from '../../../lib/useSchemaForm.ts';
import { PLACEMENT_LABELS, placementSchemeSchema } from '../../../../../common/forms/placements.ts';
import { usePlacementSchemeMutation } from './usePlacementSchemeMutation.ts';

export const PLACEMENT_PRICES_TEXTS = {
  heading: 'Placement prices',
  explain: 'What advertisers pay in credits to show an ad more. Leave a price empty to stop selling that product.',
  progress: 'Saving placement prices...',
  success: 'Placement prices saved.',
  failure: 'Failed to save placement prices.',
} as const;

const FIELDS = [
  'featuredCreditsPerDay',
  'bumpCredits',
  'spotlightCreditsPerDay',
  'featuredBlockSize',
  'spotlightSlots',
  'bumpIntervalMinutes',
] as const;

// the prices and limits the form shows, read unmasked here and from the save's answer
// (usePlacementSchemeMutation), so the form shows what the server saved
export const PlacementPricesSectionSchemeFragment = graphql`
  fragment PlacementPricesSection_scheme on PlacementScheme {
    featuredCreditsPerDay
    bumpCredits
    spotlightCreditsPerDay
    featuredBlockSize
    spotlightSlots
    bumpIntervalMinutes
  }
`;

const text = (value: number | null | undefined) => (value == null ? '' : String(value));

export function PlacementPricesSection({ query }: { query: PlacementPricesSection_query$key }) {
  const { placementScheme: scheme } = useFragment(
    graphql`
      fragment PlacementPricesSection_query on Query {
        placementScheme {
          ...PlacementPricesSection_scheme @relay(mask: false)
        }
      }
    `,
    query,
  );
  const { register, handleSubmit, setError, formState } = useSchemaForm(placementSchemeSchema, {
    defaultValues: Object.fromEntries(FIELDS.map((field) => [field, text(scheme[field])])),
  });
  const { errors } = formState;
  const [save, isSaving] = usePlacementSchemeMutation();

  const submit = handleSubmit(async (values) => {
    if (isSaving) return;
    const hadSession = session.get().auth !== null;
    const progress = toastProgress(PLACEMENT_PRICES_TEXTS.progress);
    const outcome = await save(values);
    if (outcome.kind === 'updated') progress.success(PLACEMENT_PRICES_TEXTS.success);
    else if (outcome.kind === 'refused') {
      progress.error(outcome.message);
      showFieldRefusal(setError, FIELDS, outcome, 'featuredCreditsPerDay');
    } else progress.error(actionFailureMessage(PLACEMENT_PRICES_TEXTS.failure, hadSession));
  });

  return (
    <Stack as="section" aria-label={PLACEMENT_PRICES_TEXTS.heading} gap="3" mt="8" maxW="3xl">
      <Heading as="h2" size="md">
        {PLACEMENT_PRICES_TEXTS.heading}
      </Heading>
      <Text textStyle="sm" color="fg.muted">
        {PLACEMENT_PRICES_TEXTS.explain}
      </Text>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={PLACEMENT_PRICES_TEXTS.heading}>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          {FIELDS.map((field) => (
            <TextField
              key={field}
              label={PLACEMENT_LABELS[field]}
              inputMode="numeric"
              error={errors[field]?.message}
              {...register(field)}
            />
          ))}
        </SimpleGrid>
        <Button type="submit" colorPalette="brand" size="sm" mt="4" loading={isSaving}>
          Save Placement Prices
        </Button>
      </form>
    </Stack>
  );
}
