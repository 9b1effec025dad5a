// A city chosen by typing its name (issue 33): suggestions appear as one types (the catalogue's
// citySuggestions: bounded in length and count on the server, asked here after a short pause), each a link
// to the city's listing address, so the choice is in the address; Enter takes the highlighted (or first) one.
import { Box, chakra, Flex, Link, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState, type FormEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { CitySearchBoxQuery } from '../__generated__/CitySearchBoxQuery.graphql';
import { listingPath } from '../../../common/routes.ts';
import { usePlaceName } from '../lib/language.ts';

/** Characters of a city's name the box takes (the server reads no more: server/modules/catalog/cities.ts). */
export const CITY_SEARCH_MAX_LENGTH = 60;
/** Suggestions shown at most. */
export const CITY_SUGGESTIONS = 8;
/** The pause after a key before the suggestions are asked for. */
export const CITY_SUGGESTION_DELAY_MS = 150;

const query = graphql`
  query CitySearchBoxQuery($search: String!, $first: Int!) {
    citySuggestions(search: $search, first: $first) {
      ...cityPlace_location @relay(mask: false)
    }
  }
`;

export type SuggestedCity = CitySearchBoxQuery['response']['citySuggestions'][number];

/** Whether typed text has anything a city's name could start with (punctuation alone has not). */
function hasWords(text: string): boolean {
  return /[\p{L}\p{N}]/u.test(text);
}

interface Suggestions {
  text: string;
  cities: readonly SuggestedCity[];
}

export interface CitySearchBoxProps {
  /** The address a city's suggestion goes to (default: its listing). */
  addressOf?: (city: SuggestedCity) => string;
  /** Called instead of following the link, when the choice needs more than the address (the Filters dialog). */
  onPick?: (city: SuggestedCity) => void;
  label?: string;
  autoFocus?: boolean;
}

export function CitySearchBox({
  addressOf = (city) => listingPath(city.slug),
  onPick,
  label,
  autoFocus = false,
}: CitySearchBoxProps) {
  const { t } = useLingui();
  const placeName = usePlaceName();
  const environment = useRelayEnvironment();
  const navigate = useNavigate();
  const listId = useId();
  const [text, setText] = useState('');
  const [loaded, setLoaded] = useState<Suggestions | null>(null);
  const [active, setActive] = useState(0);
  const words = text.trim();

  useEffect(() => {
    if (!hasWords(words)) return;
    let subscription: { unsubscribe(): void } | null = null;
    const timer = setTimeout(() => {
      subscription = fetchQuery<CitySearchBoxQuery>(
        environment,
        query,
        { search: words, first: CITY_SUGGESTIONS },
        { fetchPolicy: 'store-or-network' },
      ).subscribe({
        next: (data) => {
          setLoaded({ text: words, cities: data.citySuggestions });
          setActive(0);
        },
        // nothing to suggest: the visitor can still browse the cities below
        error: () => setLoaded({ text: words, cities: [] }),
      });
    }, CITY_SUGGESTION_DELAY_MS);
    return () => {
      clearTimeout(timer);
      subscription?.unsubscribe();
    };
  }, [environment, words]);

  const current = hasWords(words) && loaded?.text === words ? loaded.cities : null;
  const cities = current ?? [];

  const choose = (city: SuggestedCity) => {
    if (onPick) onPick(city);
    else navigate(addressOf(city));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const city = cities[active] ?? cities[0];
    if (city) choose(city);
  };
  const move = (event: KeyboardEvent<HTMLInputElement>) => {
    if (cities.length === 0) return;
    if (event.key === 'ArrowDown') setActive((index) => (index + 1) % cities.length);
    else if (event.key === 'ArrowUp') setActive((index) => (index - 1 + cities.length) % cities.length);
    else return;
    event.preventDefault();
  };

  return (
    <Box as="form" role="search" aria-label={t`Choose a city`} onSubmit={submit} position="relative">
      <chakra.label htmlFor={`${listId}-input`} display="block" fontWeight="semibold" mb="2">
        {label ?? t`Search your city`}
      </chakra.label>
      <chakra.input
        id={`${listId}-input`}
        type="search"
        role="combobox"
        aria-expanded={cities.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={cities[active] ? `${listId}-${cities[active].id}` : undefined}
        autoComplete="off"
        enterKeyHint="go"
        placeholder={t`Type a city, e.g. Mumbai`}
        value={text}
        maxLength={CITY_SEARCH_MAX_LENGTH}
        autoFocus={autoFocus}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={move}
        width="100%"
        height="12"
        px="4"
        fontSize="md"
        borderWidth="1px"
        borderColor="border"
        borderRadius="l2"
        bg="bg"
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '1px' }}
      />
      <chakra.ul id={listId} role="listbox" aria-label={t`Matching cities`} listStyleType="none" m="0" p="0" mt="1">
        {cities.map((city, index) => (
          <li key={city.id} id={`${listId}-${city.id}`} role="option" aria-selected={index === active}>
            <Link
              asChild
              display="flex"
              alignItems="center"
              minHeight="11"
              px="3"
              borderRadius="l2"
              bg={index === active ? 'bg.muted' : undefined}
              _hover={{ bg: 'bg.muted', textDecoration: 'none' }}
            >
              <RouterLink
                to={addressOf(city)}
                onClick={(event: MouseEvent) => {
                  if (!onPick) return;
                  event.preventDefault();
                  onPick(city);
                }}
              >
                <Flex gap="2" align="baseline" wrap="wrap">
                  <Text as="span" fontWeight="medium">
                    {placeName(city)}
                  </Text>
                  <Text as="span" fontSize="sm" color="fg.muted">
                    {placeName(city.state)}
                  </Text>
                </Flex>
              </RouterLink>
            </Link>
          </li>
        ))}
      </chakra.ul>
      {current !== null && current.length === 0 && (
        <Text mt="2" color="fg.muted" aria-live="polite">
          <Trans>No city matches “{words}”.</Trans>
        </Text>
      )}
    </Box>
  );
}
