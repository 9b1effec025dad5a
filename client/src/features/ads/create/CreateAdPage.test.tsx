import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMockEnvironment } from 'relay-test-utils';
import { session } from '../../../lib/session.ts';
import { clearToastsAndSessionAfterEach } from '../../../test/cleanup.ts';
import { renderRoutes, type MockEnvironment } from '../../../test/render.tsx';
import { CreateAdPage, createAdPageLoader } from './CreateAdPage.tsx';
import { todayInIndia } from '../../../../../common/india.ts';
import { addDays } from '../../../../../common/india.ts';
import { ADULT_DECLARATION_MESSAGE, ADULT_DECLARATION_TEXT } from '../../../../../common/dateOfBirth.ts';
import { ADULT_AGE_MESSAGE, AGE_MESSAGES } from '../../../../../common/age.ts';
import { resolveGenerated } from '../../../test/page.tsx';
import { refusal } from '../../../test/mutations.ts';
import { resolveOperationWith } from '../../../test/mockConnection.ts';
import { pendingOperation } from '../../../test/operations.ts';

const START = addDays(todayInIndia(), 10);

interface PageData {
  credits: number;
  timePerCredit: number;
  /** issue 31: an agency account declares on each ad */
  accountKind?: 'independent' | 'agency';
}

function resolvePage(environment: MockEnvironment, { credits, timePerCredit, accountKind = 'independent' }: PageData) {
  resolveGenerated(environment, {
    Query: () => ({
      viewer: { id: 'user-1', credits, accountKind },
      creditScheme: { timePerCredit },
      categories: [
        { id: 'category-1', name: 'Escorts' },
        { id: 'category-2', name: 'Massage' },
      ],
      states: [
        { id: 'state-1', name: 'Maharashtra' },
        { id: 'state-2', name: 'Goa' },
      ],
    }),
  });
}

async function renderCreateAd(data: PageData = { credits: 10, timePerCredit: 1 }) {
  const environment = createMockEnvironment();
  renderRoutes(
    [
      { path: '/create-ad', element: <CreateAdPage />, loader: createAdPageLoader(environment) },
      { path: '/ads', element: <p>The ads list</p> },
    ],
    { path: '/create-ad', environment },
  );
  await waitFor(() => expect(pendingOperation(environment, 'CreateAdPageQuery')).toBeDefined());
  resolvePage(environment, data);
  answerCitiesQueries(environment);
  await screen.findByRole('button', { name: 'Create Ad' });
  return environment;
}

function setDate(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

const CITIES_OF_STATE: Record<string, { id: string; name: string }[]> = {
  'state-1': [
    { id: 'location-1', name: 'Mumbai' },
    { id: 'location-2', name: 'Pune' },
  ],
  'state-2': [{ id: 'location-3', name: 'Panaji' }],
};

/** Answers each state's cities query (asked when a state is chosen) from CITIES_OF_STATE. */
function answerCitiesQueries(environment: MockEnvironment) {
  environment.mock.queueOperationResolver((operation) => {
    if (operation.request.node.params.name !== 'LocationsFieldCitiesQuery') return null;
    // a resolver answers once: queue a fresh one for the next state chosen
    answerCitiesQueries(environment);
    return { data: { cities: CITIES_OF_STATE[operation.request.variables.stateId as string] ?? [] } };
  });
}

async function chooseCities(state: string, cities: string[]) {
  await userEvent.selectOptions(screen.getByLabelText('State'), state);
  const group = await screen.findByRole('group', { name: 'Cities' });
  for (const city of cities) await userEvent.click(within(group).getByText(city));
}

function costLines() {
  return within(screen.getByRole('group', { name: 'Cost' }))
    .getAllByRole('paragraph')
    .map((line) => line.textContent);
}

const photos = [new File(['a'], 'one.png', { type: 'image/png' }), new File(['b'], 'two.jpg', { type: 'image/jpeg' })];

async function fillValidAd() {
  await userEvent.type(screen.getByLabelText('Name'), 'Riya');
  await userEvent.type(screen.getByLabelText('Age'), '25');
  await userEvent.type(screen.getByLabelText('Description'), 'Friendly company.');
  await userEvent.selectOptions(screen.getByLabelText('Category'), 'Massage');
  await chooseCities('Maharashtra', ['Mumbai', 'Pune']);
  setDate('Start Date', START);
  setDate('End Date', addDays(START, 2));
  await userEvent.upload(screen.getByLabelText('Choose Images'), photos);
}

let objectUrls = 0;

/** In a describe: fake object URLs for the images' previews, and no mocks, toasts or session left after each test. */
function previewUrlsAndSignOut() {
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => `blob:preview-${++objectUrls}`);
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => vi.restoreAllMocks());
  // a test's 'Failed to create Ad' toast would otherwise still show in the next test on a slow machine
  clearToastsAndSessionAfterEach();
}

describe('create ad', () => {
  previewUrlsAndSignOut();

  it('asks for every required field before sending anything', async () => {
    const environment = await renderCreateAd();
    await userEvent.click(screen.getByRole('button', { name: 'Create Ad' }));
    for (const message of [
      'Name is required',
      'Description is required',
      'Start date is required',
      'Please select a category',
      'Please select at least one location',
      'Please upload at least one Image',
      AGE_MESSAGES.required,
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(environment.executeMutation).not.toHaveBeenCalled();
  });

  it('refuses a start date before today and a contact that is not 10 digits', async () => {
    await renderCreateAd();
    setDate('Start Date', addDays(todayInIndia(), -1));
    await userEvent.type(screen.getByLabelText('Contact'), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Create Ad' }));
    expect(screen.getByText('Start date cannot be before today')).toBeInTheDocument();
    expect(screen.getByText('Contact Number must have 10 characters')).toBeInTheDocument();
  });

  it('moves the end date with a start moved past it, and caps it by the days the balance buys per city', async () => {
    // 10 credits x 1 day per credit over 2 cities: 5 days each
    await renderCreateAd({ credits: 10, timePerCredit: 1 });
    await chooseCities('Maharashtra', ['Mumbai', 'Pune']);
    setDate('Start Date', START);
    expect(screen.getByLabelText('End Date')).toHaveValue(START);
    expect(screen.getByLabelText('End Date')).toHaveAttribute('max', addDays(START, 4));

    setDate('End Date', addDays(START, 20));
    expect(screen.getByLabelText('End Date')).toHaveValue(addDays(START, 4));

    setDate('Start Date', addDays(START, 7));
    expect(screen.getByLabelText('End Date')).toHaveValue(addDays(START, 7));
  });

  it('says how many days a city can have when more cities shorten them', async () => {
    const environment = await renderCreateAd({ credits: 10, timePerCredit: 1 });
    await chooseCities('Maharashtra', ['Mumbai', 'Pune']);
    setDate('Start Date', START);
    setDate('End Date', addDays(START, 4));
    await chooseCities('Goa', ['Panaji']);
    await userEvent.click(screen.getByRole('button', { name: 'Create Ad' }));
    // 10 credits over 3 cities: 3 days each, 5 asked for
    expect(screen.getByText('Max days per location must be less than 3 days.')).toBeInTheDocument();
    expect(environment.executeMutation).not.toHaveBeenCalled();
  });

  it('shows the cost the server will charge and the balance after', async () => {
    // 2 days per credit: 3 days cost ceil(3 / 2) = 2 credits per city
    await renderCreateAd({ credits: 10, timePerCredit: 2 });
    await chooseCities('Maharashtra', ['Mumbai', 'Pune']);
    setDate('Start Date', START);
    setDate('End Date', addDays(START, 2));
    expect(costLines()).toEqual([
      'Days available per location: 10',
      'Cost: 4 credits (2 credits × 2 locations)',
      'Balance after: 6 credits',
    ]);
  });

  it('adds custom quick summaries with a name and value, never twice', async () => {
    await renderCreateAd();
    // the SPEC's Age summary is the Age field since issue 31
    for (const name of ['Age', 'Height', 'Weight', 'Hair Color']) expect(screen.getByLabelText(name)).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Remove quick summary Hair Color' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add Summary' }));
    expect(screen.getByText('Please add summary Name and Value')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Summary Name'), 'hair color');
    await userEvent.type(screen.getByLabelText('Summary Value'), 'Black');
    await userEvent.click(screen.getByRole('button', { name: 'Add Summary' }));
    expect(screen.getByText('Quick summary name already exists')).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('Summary Name'));
    await userEvent.type(screen.getByLabelText('Summary Name'), 'Eyes');
    await userEvent.click(screen.getByRole('button', { name: 'Add Summary' }));
    expect(screen.getByLabelText('Eyes')).toHaveValue('Black');
    expect(screen.queryByText('Quick summary name already exists')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove quick summary Eyes' }));
    expect(screen.queryByLabelText('Eyes')).not.toBeInTheDocument();
  });

  it('adds, edits and removes custom sections with their rules', async () => {
    await renderCreateAd();
    await userEvent.click(screen.getByRole('button', { name: 'Add Section' }));
    expect(screen.getByText('Please add Section title and description')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Section Title'), 'Timings');
    await userEvent.type(screen.getByLabelText('Section Description'), 'Evenings only');
    await userEvent.click(screen.getByRole('button', { name: 'Add Section' }));
    const list = screen.getByRole('list', { name: 'Custom sections' });
    expect(within(list).getByText('Evenings only')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Section Title'), 'timings');
    await userEvent.type(screen.getByLabelText('Section Description'), 'Mornings');
    await userEvent.click(screen.getByRole('button', { name: 'Add Section' }));
    expect(screen.getByText('Custom Section Name already exists')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Edit section Timings' }));
    await userEvent.clear(screen.getByLabelText('Edit Description'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Title and description should not be empty.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Edit Description'), 'All day');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(within(list).getByText('All day')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Remove section Timings' }));
    expect(screen.queryByRole('list', { name: 'Custom sections' })).not.toBeInTheDocument();
  });

  it('offers service suggestions not yet chosen and adds a service only once', async () => {
    const environment = await renderCreateAd();
    await waitFor(() => expect(pendingOperation(environment, 'ServicesFieldSuggestionsQuery')).toBeDefined());
    const first = pendingOperation(environment, 'ServicesFieldSuggestionsQuery')!;
    expect(first.request.variables).toEqual({ search: null, exclude: [] });
    resolveOperationWith(environment, first, { serviceSuggestions: ['Dinner date', 'Travel'] });
    await userEvent.click(await screen.findByRole('button', { name: 'Dinner date' }));
    const chosen = screen.getByRole('list', { name: 'Chosen services' });
    expect(within(chosen).getByText('Dinner date')).toBeInTheDocument();

    await waitFor(() =>
      expect(
        environment.mock
          .getAllOperations()
          .some((operation) => JSON.stringify(operation.request.variables.exclude) === '["Dinner date"]'),
      ).toBe(true),
    );
    await userEvent.type(screen.getByPlaceholderText('Type a service'), 'dinner DATE{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Add Service' }));
    expect(within(chosen).getAllByRole('listitem')).toHaveLength(1);
    await userEvent.type(screen.getByPlaceholderText('Type a service'), 'Events{Enter}');
    expect(
      within(chosen)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Dinner date', 'Events']);
  });

  it('previews several images and removes one', async () => {
    await renderCreateAd();
    await userEvent.upload(screen.getByLabelText('Choose Images'), photos);
    const list = await screen.findByRole('list', { name: 'Chosen images' });
    expect(within(list).getAllByRole('img')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Remove image 1' }));
    await waitFor(() => expect(within(list).getAllByRole('img')).toHaveLength(1));
    expect(within(list).getByRole('img', { name: 'Image 1: two.jpg' })).toBeInTheDocument();
  });

  it('sends the ad with its images and only filled summaries, then goes to the ads list', async () => {
    const environment = await renderCreateAd({ credits: 10, timePerCredit: 1 });
    await fillValidAd();
    await userEvent.type(screen.getByLabelText('Hair Color'), 'Black');
    await userEvent.click(screen.getByRole('button', { name: 'Create Ad' }));

    await waitFor(() => expect(environment.executeMutation).toHaveBeenCalled());
    const call = vi.mocked(environment.executeMutation).mock.calls[0]![0];
    expect(call.operation.request.variables).toEqual({
      images: [null, null],
      input: {
        name: 'Riya',
        contact: null,
        description: 'Friendly company.',
        age: 25,
        startDate: START,
        endDate: addDays(START, 2),
        categoryId: 'category-2',
        locationIds: ['location-1', 'location-2'],
        services: [],
        quickSummaries: [{ name: 'Hair Color', value: 'Black' }],
        customSections: [],
      },
    });
    expect(call.uploadables).toEqual({ 'images.0': photos[0], 'images.1': photos[1] });

    resolveOperationWith(environment, pendingOperation(environment, 'useCreateAdsMutation')!, {
      createAds: {
        __typename: 'MutationCreateAdsSuccess',
        balance: 4,
        creditsSpent: 6,
        ads: [{ id: 'ad-1' }, { id: 'ad-2' }],
      },
    });
    expect(await screen.findByText('Ad created successfully!')).toBeInTheDocument();
    expect(await screen.findByText('The ads list')).toBeInTheDocument();
    expect(session.get().credits).toBe(4);
  });

  it('says the ad is under review when the screening held it', async () => {
    const environment = await renderCreateAd({ credits: 10, timePerCredit: 1 });
    await fillValidAd();
    await userEvent.click(screen.getByRole('button', { name: 'Create Ad' }));
    await waitFor(() => expect(pendingOperation(environment, 'useCreateAdsMutation')).toBeDefined());
    resolveOperationWith(environment, pendingOperation(environment, 'useCreateAdsMutation')!, {
      createAds: {
        __typename: 'MutationCreateAdsSuccess',
        balance: 4,
        creditsSpent: 6,
        ads: [
          { id: 'ad-1', underReview: true },
          { id: 'ad-2', underReview: true },
        ],
      },
    });
    expect(
      await screen.findByText('Ad created successfully! It is under review: a moderator checks it before it is shown.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('The ads list')).toBeInTheDocument();
  });

  it('shows the fixed failure toast and the server’s reason under its field', async () => {
    const environment = await renderCreateAd();
    await fillValidAd();
    await userEvent.click(screen.getByRole('button', { name: 'Create Ad' }));
    await waitFor(() => expect(pendingOperation(environment, 'useCreateAdsMutation')).toBeDefined());
    resolveOperationWith(environment, pendingOperation(environment, 'useCreateAdsMutation')!, {
      createAds: refusal('ValidationError', 'The selected category does not exist.', { field: 'categoryId' }),
    });
    expect(await screen.findByText('Failed to create Ad')).toBeInTheDocument();
    expect(screen.getByText('The selected category does not exist.')).toBeInTheDocument();
    expect(screen.queryByText('The ads list')).not.toBeInTheDocument();
  });

  it('shows the fixed failure toast when the call fails', async () => {
    const environment = await renderCreateAd();
    await fillValidAd();
    await userEvent.click(screen.getByRole('button', { name: 'Create Ad' }));
    await waitFor(() => expect(pendingOperation(environment, 'useCreateAdsMutation')).toBeDefined());
    act(() =>
      environment.mock.reject(pendingOperation(environment, 'useCreateAdsMutation')!, new Error('network down')),
    );
    expect(await screen.findByText('Failed to create Ad')).toBeInTheDocument();
  });
});

describe("an agency's declaration (issue 31)", () => {
  previewUrlsAndSignOut();

  it('is not asked of an independent account, and not sent', async () => {
    const environment = await renderCreateAd();
    expect(screen.queryByRole('checkbox', { name: ADULT_DECLARATION_TEXT })).not.toBeInTheDocument();
    await fillValidAd();
    await userEvent.click(screen.getByRole('button', { name: 'Create Ad' }));
    await waitFor(() => expect(pendingOperation(environment, 'useCreateAdsMutation')).toBeDefined());
    expect(pendingOperation(environment, 'useCreateAdsMutation')!.request.variables.input).not.toHaveProperty(
      'adultDeclaration',
    );
  });

  it('is required of an agency before anything is sent, then sent with the ad', async () => {
    const environment = await renderCreateAd({ credits: 10, timePerCredit: 1, accountKind: 'agency' });
    const declaration = screen.getByRole('checkbox', { name: ADULT_DECLARATION_TEXT });
    expect(declaration).not.toBeChecked();
    await fillValidAd();
    await userEvent.click(screen.getByRole('button', { name: 'Create Ad' }));
    expect(await screen.findByText(ADULT_DECLARATION_MESSAGE)).toBeInTheDocument();
    expect(pendingOperation(environment, 'useCreateAdsMutation')).toBeUndefined();

    await act(() => userEvent.click(screen.getByText(ADULT_DECLARATION_TEXT)));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: ADULT_DECLARATION_TEXT })).toBeChecked());
    expect(screen.queryByText(ADULT_DECLARATION_MESSAGE)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create Ad' }));
    await waitFor(() => expect(pendingOperation(environment, 'useCreateAdsMutation')).toBeDefined());
    expect(pendingOperation(environment, 'useCreateAdsMutation')!.request.variables.input).toMatchObject({
      adultDeclaration: true,
    });
  });

  it("shows the server's refusal under the declaration", async () => {
    const environment = await renderCreateAd({ credits: 10, timePerCredit: 1, accountKind: 'agency' });
    await fillValidAd();
    await act(() => userEvent.click(screen.getByText(ADULT_DECLARATION_TEXT)));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: ADULT_DECLARATION_TEXT })).toBeChecked());
    await userEvent.click(screen.getByRole('button', { name: 'Create Ad' }));
    await waitFor(() => expect(pendingOperation(environment, 'useCreateAdsMutation')).toBeDefined());
    resolveOperationWith(environment, pendingOperation(environment, 'useCreateAdsMutation')!, {
      createAds: refusal('ValidationError', ADULT_DECLARATION_MESSAGE, { field: 'adultDeclaration' }),
    });
    expect(await screen.findByText(ADULT_DECLARATION_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByText('The ads list')).not.toBeInTheDocument();
  });
});

describe('the age of the person in the ad (issue 31)', () => {
  previewUrlsAndSignOut();

  async function submitWithAge(age: string, summaries: [string, string][] = []) {
    const environment = await renderCreateAd();
    await fillValidAd();
    await userEvent.clear(screen.getByLabelText('Age'));
    if (age) await userEvent.type(screen.getByLabelText('Age'), age);
    for (const [name, value] of summaries) {
      await userEvent.type(screen.getByLabelText('Summary Name'), name);
      await userEvent.type(screen.getByLabelText('Summary Value'), value);
      await userEvent.click(screen.getByRole('button', { name: 'Add Summary' }));
    }
    await userEvent.click(screen.getByRole('button', { name: 'Create Ad' }));
    return environment;
  }

  it.each([
    ['17', [], ADULT_AGE_MESSAGE],
    ['१६', [], ADULT_AGE_MESSAGE],
    ['100', [], AGE_MESSAGES.tooOld],
    ['twenty five', [], AGE_MESSAGES.notWholeNumber],
    ['2 5', [], AGE_MESSAGES.notWholeNumber],
    ['25', [['Umar', '16 saal']], ADULT_AGE_MESSAGE],
    ['25', [['About', 'Age 17']], ADULT_AGE_MESSAGE],
    ['25', [['Umr', '24 yrs']], AGE_MESSAGES.mismatch(24, 25)],
  ] as [string, [string, string][], string][])(
    'refuses %s (summaries %j) under the Age field before sending anything',
    async (age, summaries, message) => {
      const environment = await submitWithAge(age, summaries);
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(pendingOperation(environment, 'useCreateAdsMutation')).toBeUndefined();
      // typing again clears the message
      await userEvent.type(screen.getByLabelText('Age'), '1');
      expect(screen.queryByText(message)).not.toBeInTheDocument();
    },
  );

  it('sends an age typed in Devanagari digits as the number, with summaries that agree', async () => {
    const environment = await submitWithAge('२७', [['Umar', '27 saal']]);
    await waitFor(() => expect(pendingOperation(environment, 'useCreateAdsMutation')).toBeDefined());
    expect(pendingOperation(environment, 'useCreateAdsMutation')!.request.variables.input).toMatchObject({
      age: 27,
      quickSummaries: [{ name: 'Umar', value: '27 saal' }],
    });
  });

  it("shows the server's age refusal under the Age field", async () => {
    const environment = await submitWithAge('２５');
    await waitFor(() => expect(pendingOperation(environment, 'useCreateAdsMutation')).toBeDefined());
    expect(pendingOperation(environment, 'useCreateAdsMutation')!.request.variables.input).toMatchObject({ age: 25 });
    resolveOperationWith(environment, pendingOperation(environment, 'useCreateAdsMutation')!, {
      createAds: refusal('ValidationError', ADULT_AGE_MESSAGE, { field: 'quickSummaries.0.value' }),
    });
    expect(await screen.findByText('Failed to create Ad')).toBeInTheDocument();
    expect(screen.getByLabelText('Age')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(ADULT_AGE_MESSAGE)).toBeInTheDocument();
  });
});
