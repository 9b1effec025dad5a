// /admin/ads [staff] (issue 31, "The desk finds anything"): every ad, public or not, newest first. One
// search box (an e-mail address, a phone number, an ad's or advertiser's number, or words of a name or
// text: common/deskSearch.ts) and filters of state, city, category and the verified mark, all
// held in the address (?q=&status=&state=&city=&category=&verified=), so the desk's home links to a
// filtered list and Back returns to the last one. Ads are cards at every width; chosen ones are taken
// down with one reason, or restored, each ad on its own (the server answers ad by ad).
import { Alert, Box, Button, Checkbox, Field, Flex, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Suspense, useState, type FormEvent } from 'react';
import { graphql, loadQuery, useLazyLoadQuery } from 'react-relay';
import { nodesOf, useConnectionList } from '../../../lib/useConnectionList.ts';
import { useLocation, useSearchParams, type LoaderFunction } from 'react-router-dom';
import type { IEnvironment } from 'relay-runtime';
import type { DeskAdsPageCitiesQuery } from '../../../__generated__/DeskAdsPageCitiesQuery.graphql';
import type { DeskAdsPagePaginationQuery } from '../../../__generated__/DeskAdsPagePaginationQuery.graphql';
import type { DeskAdFilter, DeskAdsPageQuery } from '../../../__generated__/DeskAdsPageQuery.graphql';
import type { DeskAdsPage_query$key } from '../../../__generated__/DeskAdsPage_query.graphql';
import { deskSearchLabel, readDeskSearch } from '../../../../../common/deskSearch.ts';
import { usePageQueryData } from '../../../lib/pageQuery.ts';
import { DeskAdCard } from './DeskAdCard.tsx';
import { adsCountText, DESK_FILTER_LABELS } from './deskLabels.ts';
import { TakeDownDialog } from './TakeDownDialog.tsx';
import { useDeskDecisions, type BulkOutcome } from './useDeskDecisions.ts';
import { DeskSearchField } from '../../../components/DeskSearchField.tsx';
import { LoadMoreButton } from '../../../components/LoadMoreButton.tsx';
import { ListCount } from '../../../components/lists/ListCount.tsx';
import { ListEmpty } from '../../../components/lists/ListEmpty.tsx';

export const DESK_ADS_PAGE_SIZE = 20;
export const DESK_ADS_EMPTY = 'No ads match.';
/** the most ads one decision takes (server/modules/desk/service.ts, DESK_LIMITS.bulk) */
export const DESK_BULK_MAX = 100;
export const DESK_ACTION_FAILED = 'The ads could not be changed just now. Please try again.';

const DeskAdsPageQueryNode = graphql`
  query DeskAdsPageQuery($search: String, $status: DeskAdFilter, $cityId: ID, $categoryId: ID, $verified: Boolean) {
    states {
      id
      name
    }
    categories {
      id
      name
    }
    ...DeskAdsPage_query
      @arguments(search: $search, status: $status, cityId: $cityId, categoryId: $categoryId, verified: $verified)
  }
`;

/** What the address asks: the search as typed, the filters, and the search as sent (null when it cannot be read). */
export function deskAdsFiltersOf(url: URL) {
  const params = url.searchParams;
  const typed = params.get('q') ?? '';
  const reading = readDeskSearch(typed);
  const status = params.get('status');
  const verified = params.get('verified');
  return {
    typed,
    reading,
    stateId: params.get('state') || null,
    variables: {
      search: reading.ok && reading.search.kind !== 'none' ? typed.trim() : null,
      status: status && status in DESK_FILTER_LABELS ? (status as DeskAdFilter) : null,
      cityId: params.get('city') || null,
      categoryId: params.get('category') || null,
      verified: verified === 'yes' ? true : verified === 'no' ? false : null,
    },
  };
}

export function deskAdsPageLoader(environment: IEnvironment): LoaderFunction {
  return ({ request }) =>
    loadQuery<DeskAdsPageQuery>(environment, DeskAdsPageQueryNode, deskAdsFiltersOf(new URL(request.url)).variables, {
      fetchPolicy: 'store-and-network',
    });
}

function Choice({
  label,
  value,
  onChange,
  allLabel,
  choices,
  disabled = false,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  allLabel: string;
  choices: readonly { id: string; name: string }[];
  disabled?: boolean;
}) {
  return (
    <Field.Root disabled={disabled}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">{allLabel}</option>
          {choices.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {choice.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

function CityChoice({
  stateId,
  value,
  onChange,
}: {
  stateId: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const { cities } = useLazyLoadQuery<DeskAdsPageCitiesQuery>(
    graphql`
      query DeskAdsPageCitiesQuery($stateId: ID!) {
        cities(stateId: $stateId) {
          id
          name
        }
      }
    `,
    { stateId },
  );
  return <Choice label="City" value={value} onChange={onChange} allLabel="All cities of the state" choices={cities} />;
}

/** What the last bulk decision did, in the desk's words. */
function OutcomeNotice({
  verb,
  outcome,
  names,
}: {
  verb: string;
  outcome: Extract<BulkOutcome, { kind: 'done' }>;
  names: ReadonlyMap<string, string>;
}) {
  return (
    <Alert.Root status={outcome.failures.length === 0 ? 'success' : 'warning'} role="status">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{outcome.changed === 1 ? `1 ad ${verb}.` : `${outcome.changed} ads ${verb}.`}</Alert.Title>
        {outcome.failures.length > 0 && (
          <Alert.Description>
            <Stack as="ul" gap="1" mt="1" ps="4" listStyleType="disc">
              {outcome.failures.map((failure) => (
                <li key={failure.adId}>
                  {names.get(failure.adId) ?? 'An ad'}: {failure.error}
                </li>
              ))}
            </Stack>
          </Alert.Description>
        )}
      </Alert.Content>
    </Alert.Root>
  );
}

export function DeskAdsPage() {
  const query = usePageQueryData<DeskAdsPageQuery>(DeskAdsPageQueryNode);
  const { data, more } = useConnectionList<DeskAdsPagePaginationQuery, DeskAdsPage_query$key>(
    graphql`
      fragment DeskAdsPage_query on Query
      @refetchable(queryName: "DeskAdsPagePaginationQuery")
      @argumentDefinitions(
        first: { type: "Int", defaultValue: 20 }
        after: { type: "String" }
        search: { type: "String" }
        status: { type: "DeskAdFilter" }
        cityId: { type: "ID" }
        categoryId: { type: "ID" }
        verified: { type: "Boolean" }
      ) {
        deskAds(
          first: $first
          after: $after
          search: $search
          status: $status
          cityId: $cityId
          categoryId: $categoryId
          verified: $verified
        ) @connection(key: "DeskAdsPage_deskAds") {
          totalCount
          totalCountIsLowerBound
          edges {
            node {
              id
              name
              databaseId
              ...DeskAdCard_ad
            }
          }
        }
      }
    `,
    query,
    DESK_ADS_PAGE_SIZE,
  );
  const location = useLocation();
  const [, setSearchParams] = useSearchParams();
  const filters = deskAdsFiltersOf(new URL(`${location.pathname}${location.search}`, 'http://desk.local'));
  const [typed, setTyped] = useState(filters.typed);
  const [searchError, setSearchError] = useState<string | null>(filters.reading.ok ? null : filters.reading.message);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [askingReason, setAskingReason] = useState(false);
  const [notice, setNotice] = useState<{ verb: string; outcome: Extract<BulkOutcome, { kind: 'done' }> } | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const { takeDown, restore, busy } = useDeskDecisions();

  const ads = nodesOf(data.deskAds);
  const names = new Map(ads.map((ad) => [ad.id, `${ad.name} (#${ad.databaseId})`]));

  /** Moves to the list with these parameters changed ('' removes one); a new list starts with nothing chosen. */
  const show = (changes: Record<string, string>) => {
    setSelected(new Set());
    setNotice(null);
    setActionError(null);
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value) params.set(name, value);
          else params.delete(name);
        }
        return params;
      },
      { replace: true },
    );
  };

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    const reading = readDeskSearch(typed);
    if (!reading.ok) return setSearchError(reading.message);
    setSearchError(null);
    show({ q: reading.search.kind === 'none' ? '' : typed.trim() });
  };

  const choose = (id: string, chosen: boolean) =>
    setSelected((previous) => {
      const next = new Set(previous);
      if (chosen) next.add(id);
      else next.delete(id);
      return next;
    });
  const allChosen = ads.length > 0 && ads.every((ad) => selected.has(ad.id));
  const tooMany = selected.size > DESK_BULK_MAX;

  /** Runs a decision on the chosen ads; answers the message to show where it was asked, or null. */
  const decide = async (verb: string, run: () => Promise<BulkOutcome>): Promise<string | null> => {
    setNotice(null);
    setActionError(null);
    const outcome = await run();
    if (outcome.kind === 'refused') return outcome.message;
    if (outcome.kind === 'failed') return DESK_ACTION_FAILED;
    setNotice({ verb, outcome });
    // the ads left as they were stay chosen, to try again or look at
    setSelected(new Set(outcome.failures.map((failure) => failure.adId)));
    return null;
  };

  const searchLabel = filters.reading.ok ? deskSearchLabel(filters.reading.search) : '';
  const filtersSet =
    filters.typed !== '' ||
    Object.values(filters.variables).some((value) => value !== null) ||
    filters.stateId !== null;

  return (
    <Stack gap="4">
      <form onSubmit={submitSearch} role="search" aria-label="Ads">
        <DeskSearchField
          value={typed}
          onChange={setTyped}
          placeholder="Name, text, phone, e-mail or #number"
          error={searchError}
          helper={
            searchLabel
              ? `Looking for: ${searchLabel}`
              : "Words of an ad's name or text, or of its advertiser's name; a phone number; an e-mail address; an ad's or advertiser's number."
          }
        />
      </form>

      <SimpleGrid columns={{ base: 2, lg: 5 }} gap="3">
        <Choice
          label="Status"
          value={filters.variables.status ?? ''}
          onChange={(status) => show({ status })}
          allLabel="Any status"
          choices={Object.entries(DESK_FILTER_LABELS).map(([id, name]) => ({ id, name }))}
        />
        <Choice
          label="State"
          value={filters.stateId ?? ''}
          onChange={(state) => show({ state, city: '' })}
          allLabel="All states"
          choices={query.states}
        />
        {filters.stateId ? (
          <Suspense
            fallback={
              <Choice label="City" value="" onChange={() => {}} allLabel="Loading cities…" choices={[]} disabled />
            }
          >
            <CityChoice
              stateId={filters.stateId}
              value={filters.variables.cityId ?? ''}
              onChange={(city) => show({ city })}
            />
          </Suspense>
        ) : (
          <Choice label="City" value="" onChange={() => {}} allLabel="Choose a state first" choices={[]} disabled />
        )}
        <Choice
          label="Category"
          value={filters.variables.categoryId ?? ''}
          onChange={(category) => show({ category })}
          allLabel="All categories"
          choices={query.categories}
        />
        <Choice
          label="Verified"
          value={filters.variables.verified === null ? '' : filters.variables.verified ? 'yes' : 'no'}
          onChange={(verified) => show({ verified })}
          allLabel="Verified or not"
          choices={[
            { id: 'yes', name: 'Verified advertisers' },
            { id: 'no', name: 'Not verified' },
          ]}
        />
      </SimpleGrid>

      <Flex justify="space-between" align="center" gap="3" flexWrap="wrap">
        <ListCount>{adsCountText(data.deskAds.totalCount, data.deskAds.totalCountIsLowerBound)}</ListCount>
        {filtersSet && (
          <Button
            size="xs"
            variant="ghost"
            onClick={() => (
              setTyped(''),
              setSearchError(null),
              show({ q: '', status: '', state: '', city: '', category: '', verified: '' })
            )}
          >
            Clear search and filters
          </Button>
        )}
      </Flex>

      <Box position="sticky" top="0" zIndex="1" bg="bg" py="2" borderBottomWidth="1px">
        <Flex gap="2" align="center" flexWrap="wrap">
          <Checkbox.Root
            checked={allChosen}
            disabled={ads.length === 0}
            onCheckedChange={(details) =>
              setSelected(details.checked === true ? new Set(ads.map((ad) => ad.id)) : new Set())
            }
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>All shown</Checkbox.Label>
          </Checkbox.Root>
          <Text textStyle="sm" flex="1" minWidth="24">
            {selected.size} chosen
          </Text>
          <Button
            size="sm"
            colorPalette="red"
            disabled={selected.size === 0 || tooMany || busy}
            onClick={() => setAskingReason(true)}
          >
            Take down
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={selected.size === 0 || tooMany || busy}
            loading={busy && !askingReason}
            onClick={() => void decide('restored', () => restore([...selected])).then(setActionError)}
          >
            Restore
          </Button>
        </Flex>
        {tooMany && (
          <Text textStyle="sm" color="red.fg" mt="1">
            Choose at most {DESK_BULK_MAX} ads at a time.
          </Text>
        )}
      </Box>

      {actionError && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{actionError}</Alert.Title>
        </Alert.Root>
      )}
      {notice && <OutcomeNotice verb={notice.verb} outcome={notice.outcome} names={names} />}

      {ads.length === 0 ? (
        <ListEmpty>{DESK_ADS_EMPTY}</ListEmpty>
      ) : (
        <SimpleGrid columns={{ base: 1, xl: 2 }} gap="3">
          {ads.map((ad) => (
            <DeskAdCard
              key={ad.id}
              ad={ad}
              selected={selected.has(ad.id)}
              onSelect={(chosen) => choose(ad.id, chosen)}
            />
          ))}
        </SimpleGrid>
      )}
      <LoadMoreButton {...more} />

      <TakeDownDialog
        count={askingReason ? selected.size : null}
        busy={busy}
        onConfirm={(reason) => decide('taken down', () => takeDown([...selected], reason))}
        onClose={() => setAskingReason(false)}
      />
    </Stack>
  );
}
