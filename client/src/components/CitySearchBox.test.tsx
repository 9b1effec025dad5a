// The city search box (issue 33): suggestions as one types, bounded, each a link to the city's address.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLocation } from 'react-router-dom';
import type { OperationDescriptor } from 'relay-runtime';
import { createMockEnvironment } from 'relay-test-utils';
import { renderRoutes } from '../test/render.tsx';
import { MAHARASHTRA, MUMBAI } from '../test/places.ts';
import { CITY_SEARCH_MAX_LENGTH, CITY_SUGGESTION_DELAY_MS, CitySearchBox } from './CitySearchBox.tsx';

const NAVI_MUMBAI = { id: btoa('Location:14'), name: 'Navi Mumbai', slug: 'navi-mumbai', state: MAHARASHTRA };

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderBox() {
  const environment = createMockEnvironment();
  renderRoutes(
    [
      { path: '/call-girls', element: <CitySearchBox /> },
      { path: '/call-girls/:city', element: <Where /> },
    ],
    { path: '/call-girls', environment },
  );
  const suggestionsAsked = () =>
    environment.mock
      .getAllOperations()
      .filter((operation: OperationDescriptor) => operation.request.node.params.name === 'CitySearchBoxQuery');
  return { environment, suggestionsAsked };
}

describe('the city search box', () => {
  afterEach(() => vi.useRealTimers());

  it('suggests cities as one types, each a link to its address; Enter takes the first', async () => {
    const user = userEvent.setup();
    const { environment, suggestionsAsked } = renderBox();
    const box = await screen.findByRole('combobox', { name: 'Search your city' });
    await user.type(box, 'mum');
    await waitFor(() => expect(suggestionsAsked()).toHaveLength(1));
    expect(suggestionsAsked()[0]!.request.variables).toEqual({ search: 'mum', first: 8 });
    act(() => environment.mock.resolve(suggestionsAsked()[0]!, { data: { citySuggestions: [MUMBAI, NAVI_MUMBAI] } }));
    const list = screen.getByRole('listbox', { name: 'Matching cities' });
    expect(await within(list).findByRole('link', { name: /^Mumbai\s*Maharashtra/ })).toHaveAttribute(
      'href',
      '/call-girls/mumbai',
    );
    expect(within(list).getByRole('link', { name: /Navi Mumbai/ })).toHaveAttribute('href', '/call-girls/navi-mumbai');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(await screen.findByTestId('where')).toHaveTextContent('/call-girls/navi-mumbai');
  });

  it('asks nothing for punctuation alone, takes at most 60 characters, and says when no city matches', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { environment, suggestionsAsked } = renderBox();
    const box = await screen.findByRole('combobox', { name: 'Search your city' });
    await user.type(box, '!!! ...');
    // the box waits a moment after each key before asking: past that moment, it has asked nothing
    act(() => vi.advanceTimersByTime(CITY_SUGGESTION_DELAY_MS * 4));
    expect(suggestionsAsked()).toHaveLength(0);
    expect(box).toHaveAttribute('maxLength', String(CITY_SEARCH_MAX_LENGTH));
    await user.clear(box);
    await user.type(box, 'atlantis');
    await waitFor(() => expect(suggestionsAsked()).toHaveLength(1));
    act(() => environment.mock.resolve(suggestionsAsked()[0]!, { data: { citySuggestions: [] } }));
    expect(await screen.findByText('No city matches “atlantis”.')).toBeInTheDocument();
    // Enter with nothing to take stays
    await user.keyboard('{Enter}');
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
  });
});
