import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useLocation } from 'react-router-dom';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { selectedLocation } from '../../lib/selectedLocation.ts';
import { renderRoutes, type MockEnvironment } from '../../test/render.tsx';
import { waitForOperation } from '../../test/operations.ts';
import { HomePage, homePageLoader } from './HomePage.tsx';
import type { I18n } from '@lingui/core';
import { i18nFor } from '../../lib/i18n.ts';
import { loadModuleMessages } from '../../lib/moduleMessages.ts';

const MAHARASHTRA = { id: btoa('State:1'), name: 'Maharashtra' };
const GOA = { id: btoa('State:2'), name: 'Goa' };
const PUNE = { id: btoa('Location:12'), name: 'Pune' };
const MUMBAI = { id: btoa('Location:13'), name: 'Mumbai' };

function ListingProbe() {
  const { pathname, state } = useLocation();
  return (
    <>
      <p data-testid="listing-path">{pathname}</p>
      <p data-testid="listing-state">{JSON.stringify(state)}</p>
    </>
  );
}

async function resolve(environment: MockEnvironment, name: string, data: Record<string, unknown>) {
  const operation = await waitForOperation(environment, name);
  act(() => environment.mock.resolve(operation, MockPayloadGenerator.generate(operation, { Query: () => data })));
  return operation;
}

async function renderHome(states: unknown[] = [MAHARASHTRA, GOA], i18n?: I18n) {
  const environment = createMockEnvironment();
  renderRoutes(
    [
      { path: '/', element: <HomePage />, loader: homePageLoader(environment) },
      { path: '/call-girls', element: <ListingProbe /> },
      { path: '/call-girls/:citySlug', element: <ListingProbe /> },
      { path: '/call-girls/:citySlug/:categorySlug', element: <ListingProbe /> },
    ],
    { path: '/', environment, ...(i18n ? { i18n } : {}) },
  );
  await resolve(environment, 'HomePageQuery', {
    categories: [
      { id: 'c1', name: 'Independent', slug: 'independent', adsCount: 4 },
      { id: 'c2', name: 'Housewife', slug: 'housewife', adsCount: 0 },
      { id: 'c3', name: 'College', slug: 'college', adsCount: 2 },
    ],
    states,
  });
  await screen.findByRole('heading', { level: 1 });
  return environment;
}

function optionsOf(select: HTMLElement): string[] {
  return within(select)
    .getAllByRole('option')
    .map((option) => option.textContent ?? '');
}

describe('the home page', () => {
  beforeEach(() => selectedLocation.reset());

  it('has the banner, the marketing sections and the privacy commitment', async () => {
    await renderHome();
    expect(screen.getByRole('heading', { level: 2, name: 'Find Your Partner' })).toBeInTheDocument();
    for (const title of ['100% Privacy', 'Verified Profiles', 'Best Matches'])
      expect(screen.getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
    expect(screen.getByText('20k+')).toBeInTheDocument();
    expect(screen.getByText('500+')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read More about Call Girls' })).toHaveAttribute('href', '/call-girls');
    expect(screen.getByRole('heading', { level: 2, name: 'Our Privacy Commitment' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Security measures' })).toBeInTheDocument();
    expect(screen.getByText(/not liable for payments made to third-party advertisers/)).toBeInTheDocument();
  });

  it('lists the states by their Hindi names in Hindi order on a Hindi page (issue 35)', async () => {
    const hindi = await i18nFor('hi');
    await loadModuleMessages(hindi, 'src/features/home/HomePage.tsx');
    // as the server sends them: by English name
    await renderHome(
      [
        { id: btoa('State:3'), name: 'Andhra Pradesh', hindiName: 'आंध्र प्रदेश' },
        { id: btoa('State:4'), name: 'Assam', hindiName: 'असम' },
        { id: btoa('State:5'), name: 'Bihar', hindiName: 'बिहार' },
        { id: btoa('State:6'), name: 'Ladakh', hindiName: null },
      ],
      hindi,
    );
    // अ before आ before ब; a state without a Hindi name by its English one
    expect(optionsOf(screen.getByLabelText('राज्य'))).toEqual(['राज्य चुनें', 'Ladakh', 'असम', 'आंध्र प्रदेश', 'बिहार']);
  });

  it('offers only the categories with ads, behind disabled placeholders', async () => {
    await renderHome();
    const lookingFor = screen.getByLabelText('Looking for');
    expect(optionsOf(lookingFor)).toEqual(['Looking for', 'Independent', 'College']);
    expect(within(lookingFor).getByRole('option', { name: 'Looking for' })).toBeDisabled();
    expect(within(screen.getByLabelText('State')).getByRole('option', { name: 'Select State' })).toBeDisabled();
    expect(screen.getByLabelText('Location')).toBeDisabled();
  });

  it("loads the chosen state's cities, and Search goes to the city's address with the category's (issue 33)", async () => {
    const user = userEvent.setup();
    const environment = await renderHome();
    await user.selectOptions(screen.getByLabelText('Looking for'), 'College');
    await user.selectOptions(screen.getByLabelText('State'), 'Maharashtra');
    expect(selectedLocation.get()).toEqual({ state: MAHARASHTRA, location: undefined });

    const cities = await resolve(environment, 'HomeSearchCitiesQuery', {
      cities: [
        { ...MUMBAI, slug: 'mumbai', hasAdsToday: true },
        { ...PUNE, slug: 'pune', hasAdsToday: true },
      ],
    });
    expect(cities.request.variables).toEqual({ stateId: MAHARASHTRA.id });
    const location = screen.getByLabelText('Location');
    await waitFor(() => expect(location).toBeEnabled());
    expect(optionsOf(location)).toEqual(['Select Location', 'Mumbai', 'Pune']);
    await user.selectOptions(location, 'Pune');
    expect(selectedLocation.get()).toEqual({ state: MAHARASHTRA, location: PUNE });

    await user.click(screen.getByRole('button', { name: 'Search' }));
    // the choice is in the address: a reload, a shared link and Back keep it
    expect(await screen.findByTestId('listing-path')).toHaveTextContent('/call-girls/pune/college');
  });

  it('goes to the city chooser when no city is chosen: never a city picked for the visitor', async () => {
    const user = userEvent.setup();
    await renderHome();
    await user.selectOptions(screen.getByLabelText('Looking for'), 'Independent');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByTestId('listing-path')).toHaveTextContent(/^\/call-girls$/);
    // the category goes along for India's latest ads below the chooser
    expect(JSON.parse(screen.getByTestId('listing-state').textContent!)).toEqual({
      selectedCategory: { id: 'c1', name: 'Independent' },
    });
  });

  it('lists the cities with ads today first and marks the others, so an empty city is never picked unawares', async () => {
    const user = userEvent.setup();
    const environment = await renderHome();
    await user.selectOptions(screen.getByLabelText('State'), 'Maharashtra');
    const NASHIK = { id: btoa('Location:14'), name: 'Nashik' };
    await resolve(environment, 'HomeSearchCitiesQuery', {
      cities: [
        { ...MUMBAI, hasAdsToday: false },
        { ...NASHIK, hasAdsToday: true },
        { ...PUNE, hasAdsToday: true },
      ],
    });
    const location = screen.getByLabelText('Location');
    await waitFor(() => expect(location).toBeEnabled());
    expect(optionsOf(location)).toEqual(['Select Location', 'Nashik', 'Pune', 'Mumbai (no ads today)']);
    expect(within(location).getByRole('group', { name: 'Cities with ads today' })).toBeInTheDocument();
    expect(
      within(within(location).getByRole('group', { name: 'No ads today' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Mumbai (no ads today)']);
    // still a choice: the visitor knows what they will find
    await user.selectOptions(location, 'Mumbai (no ads today)');
    expect(selectedLocation.get()).toEqual({ state: MAHARASHTRA, location: MUMBAI });
  });
});
