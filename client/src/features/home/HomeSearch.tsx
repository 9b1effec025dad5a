// The home page's 'Find Your Partner' search (SPEC section 2): category, state and city dropdowns.
// Search goes to the chosen city's address, with the category's (issue 33: /call-girls/{city}[/{category}],
// so a reload, a shared link and Back keep the choice); with no city chosen, to the city chooser.
import { Box, Button, chakra, Grid, Heading } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { fetchQuery, graphql, useFragment, useRelayEnvironment } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import type { HomeSearch_query$key } from '../../__generated__/HomeSearch_query.graphql';
import type { HomeSearchCitiesQuery } from '../../__generated__/HomeSearchCitiesQuery.graphql';
import { selectedLocation, useSelectedLocation, type Place } from '../../lib/selectedLocation.ts';
import { useHydrated } from '../../lib/useHydrated.ts';
import { usePlaceName, usePlacesInOrder } from '../../lib/language.ts';
import { listingPath } from '../../../../common/routes.ts';

const citiesQuery = graphql`
  query HomeSearchCitiesQuery($stateId: ID!) {
    cities(stateId: $stateId) {
      id
      name
      hindiName
      slug
      hasAdsToday
    }
  }
`;

type City = Place & { hindiName?: string | null; slug: string; hasAdsToday: boolean };

interface Cities {
  stateId: string;
  list: readonly City[];
}

/** The cities of the chosen state, fetched when a state is chosen (none while loading or on failure). */
function useCitiesOf(stateId: string | undefined): { cities: readonly City[]; loading: boolean } {
  const environment = useRelayEnvironment();
  const [loaded, setLoaded] = useState<Cities | null>(null);
  useEffect(() => {
    if (!stateId) return;
    const subscription = fetchQuery<HomeSearchCitiesQuery>(
      environment,
      citiesQuery,
      { stateId },
      { fetchPolicy: 'store-or-network' },
    ).subscribe({
      next: (data) => setLoaded({ stateId, list: data.cities }),
      // the dropdown stays empty: a visitor can still search by category
      error: () => setLoaded({ stateId, list: [] }),
    });
    return () => subscription.unsubscribe();
  }, [environment, stateId]);
  if (!stateId) return { cities: [], loading: false };
  return loaded?.stateId === stateId ? { cities: loaded.list, loading: false } : { cities: [], loading: true };
}

const CHEVRON = `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='%2352525b' stroke-width='2'%3E%3Cpath d='m6 9 6 6 6-6'/%3E%3C/svg%3E")`;

/**
 * A labelled native select. Plain elements on purpose: this is a visitor's first page, and Chakra's
 * select and field bring some 4 KB of JavaScript for what the browser already does.
 */
function SearchSelect({
  id,
  label,
  value,
  onChange,
  disabled = false,
  children,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Box opacity={disabled ? 0.5 : 1}>
      <chakra.label htmlFor={id} display="block" fontSize="sm" fontWeight="medium" mb="1.5">
        {label}
      </chakra.label>
      <chakra.select
        id={id}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.currentTarget.value)}
        width="100%"
        height="10"
        ps="3"
        pe="8"
        borderWidth="1px"
        borderColor="border"
        borderRadius="l2"
        bg="bg"
        color="fg"
        fontSize="md"
        appearance="none"
        cursor={disabled ? 'not-allowed' : 'pointer'}
        backgroundImage={CHEVRON}
        backgroundRepeat="no-repeat"
        backgroundPosition="right 0.625rem center"
        backgroundSize="1rem"
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '1px' }}
      >
        {children}
      </chakra.select>
    </Box>
  );
}

export function HomeSearch({ query }: { query: HomeSearch_query$key }) {
  const hydrated = useHydrated();
  const { t } = useLingui();
  const placeName = usePlaceName();
  const inOrder = usePlacesInOrder();
  const data = useFragment(
    graphql`
      fragment HomeSearch_query on Query {
        categories {
          id
          name
          hindiName
          slug
          adsCount
        }
        states {
          id
          name
          hindiName
        }
      }
    `,
    query,
  );
  const navigate = useNavigate();
  const { state, location } = useSelectedLocation();
  const [categoryId, setCategoryId] = useState('');
  const { cities, loading } = useCitiesOf(state?.id);
  // issue 18: the cities with ads today first; the others apart, marked, so nobody picks an empty city unawares
  const withAds = cities.filter((city) => city.hasAdsToday);
  const withoutAds = cities.filter((city) => !city.hasAdsToday);
  // SPEC section 5: only categories that have ads to show are offered
  const categories = data.categories.filter((category) => category.adsCount > 0);

  const chooseState = (id: string) => {
    const chosen = data.states.find((candidate) => candidate.id === id);
    if (chosen) selectedLocation.update({ state: { id: chosen.id, name: placeName(chosen) } });
  };
  const chooseLocation = (id: string) => {
    const chosen = cities.find((city) => city.id === id);
    if (chosen && state) selectedLocation.update({ state, location: { id: chosen.id, name: placeName(chosen) } });
  };
  const search = (event: FormEvent) => {
    event.preventDefault();
    const category = categories.find((candidate) => candidate.id === categoryId);
    const city = cities.find((candidate) => candidate.id === location?.id);
    if (city) return navigate(listingPath(city.slug, category?.slug));
    // no city yet: the chooser, above India's latest ads of the category
    navigate('/call-girls', {
      state: category ? { selectedCategory: { id: category.id, name: placeName(category) } } : null,
    });
  };

  return (
    <Box
      as="section"
      aria-labelledby="find-your-partner"
      bg="bg"
      borderRadius="xl"
      boxShadow="lg"
      p={{ base: '5', md: '8' }}
    >
      <Heading as="h2" size="xl" mb="5" id="find-your-partner" textAlign="center">
        <Trans>Find Your Partner</Trans>
      </Heading>
      <form onSubmit={search}>
        <Grid templateColumns={{ base: '1fr', md: 'repeat(3, minmax(0, 1fr))' }} gap="4" mb="5">
          <SearchSelect id="search-category" label={t`Looking for`} value={categoryId} onChange={setCategoryId}>
            <option value="" disabled>
              {t`Looking for`}
            </option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {placeName(category)}
              </option>
            ))}
          </SearchSelect>
          <SearchSelect id="search-state" label={t`State`} value={state?.id ?? ''} onChange={chooseState}>
            <option value="" disabled>
              {t`Select State`}
            </option>
            {inOrder(data.states).map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {placeName(candidate)}
              </option>
            ))}
          </SearchSelect>
          <SearchSelect
            id="search-location"
            label={t`Location`}
            disabled={!state || loading}
            value={cities.some((city) => city.id === location?.id) ? (location?.id ?? '') : ''}
            onChange={chooseLocation}
          >
            <option value="" disabled>
              {loading ? t`Loading locations…` : t`Select Location`}
            </option>
            {withAds.length > 0 && (
              <optgroup label={t`Cities with ads today`}>
                {inOrder(withAds).map((city) => (
                  <option key={city.id} value={city.id}>
                    {placeName(city)}
                  </option>
                ))}
              </optgroup>
            )}
            {withoutAds.length > 0 && (
              <optgroup label={t`No ads today`}>
                {inOrder(withoutAds).map((city) => {
                  const name = placeName(city);
                  return (
                    <option key={city.id} value={city.id}>
                      {t`${name} (no ads today)`}
                    </option>
                  );
                })}
              </optgroup>
            )}
          </SearchSelect>
        </Grid>
        <Button
          type="submit"
          disabled={!hydrated}
          colorPalette="brand"
          size="lg"
          width={{ base: 'full', md: 'auto' }}
          display="flex"
          mx="auto"
          px="12"
        >
          <Trans>Search</Trans>
        </Button>
      </form>
    </Box>
  );
}
