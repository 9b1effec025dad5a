// The listing's 'Filters' dialog (SPEC section 2): a city by name first, with suggestions as one types
// (issue 33: no hunt through 36 states on a phone), then states and the cities of the browsed state as a
// second way to browse, categories, and the age range and verified mark (issue 31). Picking a city or a
// category goes to its address and closes, as Apply does the age and verified filters; the backdrop does
// not close it.
import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button, Dialog, Heading, Spinner, Stack, Text, Wrap } from '@chakra-ui/react';
import { Suspense, useEffect, useRef, useState } from 'react';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay';
import type { ListingFilterDialog_query$key } from '../../../__generated__/ListingFilterDialog_query.graphql';
import type { ListingFilterDialogCitiesQuery } from '../../../__generated__/ListingFilterDialogCitiesQuery.graphql';
import type { Place } from '../../../lib/selectedLocation.ts';
import type { ListingFacets } from '../../../../../common/listingFacets.ts';
import { CitySearchBox } from '../../../components/CitySearchBox.tsx';
import { AgeAndVerifiedFilter } from './AgeAndVerifiedFilter.tsx';
import { DialogFrame } from '../../../components/DialogFrame.tsx';
import { usePlaceName, usePlacesInOrder } from '../../../lib/language.ts';

/** A city or category with the slug of its readable listing address. */
export type SluggedPlace = Place & { slug: string };

export interface ListingFilterDialogProps {
  query: ListingFilterDialog_query$key;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  selectedState: Place | undefined;
  selectedLocationId: string | undefined;
  selectedCategoryId: string | undefined;
  onPickCity: (state: Place, city: SluggedPlace) => void;
  onPickCategory: (category: SluggedPlace) => void;
  onClearCategory: () => void;
  /** the age range and verified mark the listing shows (issue 31), and where Apply takes them */
  facets: ListingFacets;
  onApplyFacets: (facets: ListingFacets) => void;
}

export function ListingFilterDialog({ open, onOpenChange, ...sections }: ListingFilterDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      closeOnInteractOutside={false}
      lazyMount
      unmountOnExit
      scrollBehavior="inside"
      size="lg"
    >
      <DialogFrame title={t`Filters`} closeLabel={t`Close filters`}>
        <Dialog.Body>
          <FilterSections {...sections} />
        </Dialog.Body>
      </DialogFrame>
    </Dialog.Root>
  );
}

function FilterSections({
  query,
  selectedState,
  selectedLocationId,
  selectedCategoryId,
  onPickCity,
  onPickCategory,
  onClearCategory,
  facets,
  onApplyFacets,
}: Omit<ListingFilterDialogProps, 'open' | 'onOpenChange'>) {
  const data = useFragment(
    graphql`
      fragment ListingFilterDialog_query on Query {
        states {
          id
          name
          hindiName
        }
        categories {
          id
          name
          hindiName
          slug
        }
      }
    `,
    query,
  );
  // browsing another state's cities changes nothing until a city is picked
  const placeName = usePlaceName();
  const inOrder = usePlacesInOrder();
  const states = inOrder(data.states);
  const [browsedState, setBrowsedState] = useState<Place | undefined>(() => {
    const first = states[0];
    return selectedState ?? (first ? { id: first.id, name: placeName(first) } : undefined);
  });
  // a state tapped shows its cities: brought into view, not left below the fold
  const citiesSection = useRef<HTMLElement>(null);
  const [browsing, setBrowsing] = useState(false);
  const { t } = useLingui();
  const stateName = browsedState?.name;
  useEffect(() => {
    if (browsing) citiesSection.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [browsing, browsedState?.id]);

  return (
    <Stack gap="6">
      <CitySearchBox
        label={t`City`}
        onPick={(city) =>
          onPickCity(
            { id: city.state.id, name: placeName(city.state) },
            { id: city.id, name: placeName(city), slug: city.slug },
          )
        }
      />
      <Box as="section" aria-labelledby="filter-states">
        <Heading as="h3" size="md" mb="3" id="filter-states">
          <Trans>Or browse by state</Trans>
        </Heading>
        <Wrap gap="2">
          {states.map((state) => (
            <FilterButton
              key={state.id}
              active={state.id === browsedState?.id}
              onClick={() => {
                setBrowsedState({ id: state.id, name: placeName(state) });
                setBrowsing(true);
              }}
            >
              {placeName(state)}
            </FilterButton>
          ))}
        </Wrap>
      </Box>
      {browsedState && (
        <Box as="section" aria-labelledby="filter-cities" ref={citiesSection} scrollMarginTop="4">
          <Heading as="h3" size="md" mb="3" id="filter-cities">
            <Trans>Cities of {stateName}</Trans>
          </Heading>
          <Suspense fallback={<Spinner size="sm" color="brand.fg" aria-label={t`Loading cities`} />}>
            <CityButtons state={browsedState} selectedLocationId={selectedLocationId} onPickCity={onPickCity} />
          </Suspense>
        </Box>
      )}
      {data.categories.length > 0 && (
        <Box as="section" aria-labelledby="filter-categories">
          <Heading as="h3" size="md" mb="3" id="filter-categories">
            <Trans>Category</Trans>
          </Heading>
          <Wrap gap="2">
            {data.categories.map((category) => (
              <FilterButton
                key={category.id}
                active={category.id === selectedCategoryId}
                onClick={() => onPickCategory({ id: category.id, name: placeName(category), slug: category.slug })}
              >
                {placeName(category)}
              </FilterButton>
            ))}
          </Wrap>
          <Button mt="4" size="sm" variant="ghost" colorPalette="brand" onClick={onClearCategory}>
            <Trans>Clear Category Filter</Trans>
          </Button>
        </Box>
      )}
      <AgeAndVerifiedFilter facets={facets} onApply={onApplyFacets} />
    </Stack>
  );
}

function CityButtons({
  state,
  selectedLocationId,
  onPickCity,
}: {
  state: Place;
  selectedLocationId: string | undefined;
  onPickCity: (state: Place, city: SluggedPlace) => void;
}) {
  const { cities } = useLazyLoadQuery<ListingFilterDialogCitiesQuery>(
    graphql`
      query ListingFilterDialogCitiesQuery($stateId: ID!) {
        cities(stateId: $stateId) {
          id
          name
          hindiName
          slug
        }
      }
    `,
    { stateId: state.id },
    { fetchPolicy: 'store-or-network' },
  );
  const placeName = usePlaceName();
  const inOrder = usePlacesInOrder();
  const stateName = state.name;
  if (cities.length === 0)
    return (
      <Text color="fg.muted">
        <Trans>No cities listed in {stateName} yet.</Trans>
      </Text>
    );
  return (
    <Wrap gap="2">
      {inOrder(cities).map((city) => (
        <FilterButton
          key={city.id}
          active={city.id === selectedLocationId}
          onClick={() => onPickCity(state, { id: city.id, name: placeName(city), slug: city.slug })}
        >
          {placeName(city)}
        </FilterButton>
      ))}
    </Wrap>
  );
}

function FilterButton({
  active,
  onClick,
  children,
}: {
  active: boolean;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <Button
      size="sm"
      colorPalette="brand"
      variant={active ? 'solid' : 'outline'}
      aria-pressed={active}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}
