import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/render.tsx';
import { ADULT_DECLARATION_MESSAGE, ADULT_DECLARATION_TEXT } from '../../../../../common/dateOfBirth.ts';
import { ADULT_AGE_MESSAGE, AGE_MESSAGES } from '../../../../../common/age.ts';
import { EDIT_AD_NOT_FOUND, EditAdPage, editAdPageLoader } from './EditAdPage.tsx';
import { refusal } from '../../../test/mutations.ts';
import { resolveOperationWith } from '../../../test/mockConnection.ts';
import { pendingOperation, waitForOperation } from '../../../test/operations.ts';

function editableAd(extra: Record<string, unknown> = {}) {
  return {
    id: 'ad-12',
    creditsUsed: 4,
    underReview: false,
    name: 'Meera',
    description: 'Warm and friendly.',
    ownContact: null,
    age: 25,
    startDate: '2030-01-01',
    endDate: '2030-01-05',
    services: ['Dinner date'],
    quickSummaries: [{ name: 'Age', value: '25' }],
    customSections: [{ title: 'About', description: 'Hello there' }],
    location: { id: 'pune', name: 'Pune' },
    images: [
      { id: 'image-1', url: 'https://example.test/media/1.webp', srcSet: '' },
      { id: 'image-2', url: 'https://example.test/media/2.webp', srcSet: '' },
    ],
    ...extra,
  };
}

async function renderEdit(ad: Record<string, unknown> | null, accountKind: 'independent' | 'agency' = 'independent') {
  const environment = createMockEnvironment();
  renderRoutes(
    [
      { path: '/ads/:id/edit', element: <EditAdPage />, loader: editAdPageLoader(environment) },
      { path: '/ads', element: <p>My ads list</p> },
    ],
    { path: '/ads/12/edit', environment },
  );
  await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
  const operation = environment.mock.getMostRecentOperation();
  expect(operation.request.variables).toEqual({ id: btoa('Ad:12') });
  act(() =>
    environment.mock.resolve(
      operation,
      MockPayloadGenerator.generate(operation, { Query: () => ({ ad, viewer: { id: 'user-1', accountKind } }) }),
    ),
  );
  return environment;
}

/**
 * The edit the form sent. Not simply the latest operation: the services field may ask for its
 * suggestions at any moment, and resolving that query with the edit's answer fails inside Relay.
 */
function sentEdit(environment: ReturnType<typeof createMockEnvironment>) {
  return waitForOperation(environment, 'useEditAdMutation');
}

describe('editing an ad', () => {
  it('shows the ad as it is, with its city and dates kept as bought', async () => {
    await renderEdit(editableAd());
    expect(await screen.findByLabelText('Name')).toHaveValue('Meera');
    expect(screen.getByLabelText('Description')).toHaveValue('Warm and friendly.');
    expect(screen.getByLabelText('Contact')).toHaveValue('');
    expect(
      screen.getByText('Pune · 2030-01-01 to 2030-01-05. Dates and city stay as bought: renew the ad for more days.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Dinner date')).toBeInTheDocument();
    expect(screen.getByLabelText('Age')).toHaveValue('25');
    expect(screen.getByText('About')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Current photos' })).getAllByRole('img')).toHaveLength(2);
  });

  it('says an ad the screening holds is under review, and that saving does not publish it', async () => {
    await renderEdit(editableAd({ underReview: true }));
    expect(await screen.findByText('Under review')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Not shown on the site until a moderator publishes it. Saving your changes does not publish it.',
      ),
    ).toBeInTheDocument();
  });

  it('says nothing of a review for an ad that is not held', async () => {
    await renderEdit(editableAd());
    expect(await screen.findByLabelText('Name')).toHaveValue('Meera');
    expect(screen.queryByText('Under review')).not.toBeInTheDocument();
  });

  it('refuses with the create-ad messages before sending anything', async () => {
    const environment = await renderEdit(editableAd());
    await userEvent.clear(await screen.findByLabelText('Name'));
    await userEvent.type(screen.getByLabelText('Contact'), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Contact Number must have 10 characters')).toBeInTheDocument();
    expect(screen.getByText('Please upload at least one Image')).toBeInTheDocument();
    // only the service suggestions may have been asked for: no edit was sent
    expect(environment.mock.getAllOperations().map((operation) => operation.request.node.params.name)).not.toContain(
      'useEditAdMutation',
    );
  });

  it('sends the new contents with the photos kept, and goes back to My ads', async () => {
    const environment = await renderEdit(editableAd());
    const name = await screen.findByLabelText('Name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Meera S');
    await userEvent.type(screen.getByLabelText('Contact'), '9123456780');
    await userEvent.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    const operation = await sentEdit(environment);
    expect(operation.request.variables.input).toEqual({
      adId: 'ad-12',
      name: 'Meera S',
      contact: '9123456780',
      description: 'Warm and friendly.',
      services: ['Dinner date'],
      // the old Age summary is the Age field now
      age: 25,
      quickSummaries: [],
      customSections: [{ title: 'About', description: 'Hello there' }],
      keepImageIds: ['image-2'],
    });
    act(() =>
      environment.mock.resolve(
        operation,
        MockPayloadGenerator.generate(operation, {
          MutationEditAdSuccess: () => ({ inModerationQueue: true, ad: editableAd({ name: 'Meera S' }) }),
        }),
      ),
    );
    expect(await screen.findByText('Ad updated successfully! Moderators will review it again.')).toBeInTheDocument();
    expect(await screen.findByText('My ads list')).toBeInTheDocument();
  });

  it("shows the server's refusal under its field and stays on the form", async () => {
    const environment = await renderEdit(editableAd());
    await userEvent.click(await screen.findByRole('button', { name: 'Save Changes' }));
    const operation = await sentEdit(environment);
    resolveOperationWith(environment, operation, {
      editAd: refusal(
        'ValidationError',
        'Photo 3 was removed from the site by moderation and cannot be uploaded again. Please choose another.',
        { field: 'images' },
      ),
    });
    expect(
      await screen.findAllByText(
        'Photo 3 was removed from the site by moderation and cannot be uploaded again. Please choose another.',
      ),
    ).not.toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
  });

  it('says the ad does not exist when it is not the advertiser’s', async () => {
    await renderEdit(null);
    expect(await screen.findByText(EDIT_AD_NOT_FOUND)).toBeInTheDocument();
  });
});

describe("an agency's declaration on each edit (issue 31)", () => {
  it('is not asked of an independent account', async () => {
    const environment = await renderEdit(editableAd());
    await userEvent.click(await screen.findByRole('button', { name: 'Save Changes' }));
    expect(screen.queryByRole('checkbox', { name: ADULT_DECLARATION_TEXT })).not.toBeInTheDocument();
    expect((await sentEdit(environment)).request.variables.input).not.toHaveProperty('adultDeclaration');
  });

  it('is required of an agency before the edit is sent, then sent with it', async () => {
    const environment = await renderEdit(editableAd(), 'agency');
    await userEvent.click(await screen.findByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(ADULT_DECLARATION_MESSAGE)).toBeInTheDocument();
    expect(pendingOperation(environment, 'useEditAdMutation')).toBeUndefined();
    await act(() => userEvent.click(screen.getByText(ADULT_DECLARATION_TEXT)));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: ADULT_DECLARATION_TEXT })).toBeChecked());
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect((await sentEdit(environment)).request.variables.input).toMatchObject({ adultDeclaration: true });
  });
});

describe('the age of the person in the ad (issue 31)', () => {
  const NO_AGE_HELP = 'Ads now state the age of the person in them (18 to 99): please add it to save this ad.';
  const wasSent = (environment: ReturnType<typeof createMockEnvironment>) =>
    pendingOperation(environment, 'useEditAdMutation') !== undefined;

  it('starts an old ad without an age from the adult age its summaries give, and sends it', async () => {
    const environment = await renderEdit(
      editableAd({
        age: null,
        quickSummaries: [
          { name: 'Age', value: '27 yrs' },
          { name: 'Height', value: "5'4" },
        ],
      }),
    );
    expect(await screen.findByLabelText('Age')).toHaveValue('27');
    expect(screen.getByText(NO_AGE_HELP)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect((await sentEdit(environment)).request.variables.input).toMatchObject({
      age: 27,
      quickSummaries: [{ name: 'Height', value: "5'4" }],
    });
  });

  it("asks the age of an old ad whose summaries state a minor's, and refuses until the summary goes", async () => {
    const environment = await renderEdit(
      editableAd({ age: null, quickSummaries: [{ name: 'Umar', value: '16 saal' }] }),
    );
    expect(await screen.findByLabelText('Age')).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByText(AGE_MESSAGES.required)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Age'), '२५');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByText(ADULT_AGE_MESSAGE)).toBeInTheDocument();
    expect(wasSent(environment)).toBe(false);

    await userEvent.clear(screen.getByLabelText('Umar'));
    await userEvent.type(screen.getByLabelText('Umar'), '25 saal');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect((await sentEdit(environment)).request.variables.input).toMatchObject({
      age: 25,
      quickSummaries: [{ name: 'Umar', value: '25 saal' }],
    });
  });

  it("keeps a summary that disagrees with the ad's age, and refuses it", async () => {
    const environment = await renderEdit(editableAd({ age: 30, quickSummaries: [{ name: 'Umar', value: '25' }] }));
    expect(await screen.findByLabelText('Age')).toHaveValue('30');
    expect(screen.queryByText(NO_AGE_HELP)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByText(AGE_MESSAGES.mismatch(25, 30))).toBeInTheDocument();
    expect(wasSent(environment)).toBe(false);
  });

  it("shows the server's age refusal under the Age field", async () => {
    const environment = await renderEdit(editableAd());
    await userEvent.click(await screen.findByRole('button', { name: 'Save Changes' }));
    const operation = await sentEdit(environment);
    resolveOperationWith(environment, operation, {
      editAd: refusal('ValidationError', ADULT_AGE_MESSAGE, { field: 'age' }),
    });
    await waitFor(() => expect(screen.getByLabelText('Age')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getAllByText(ADULT_AGE_MESSAGE).length).toBeGreaterThan(0);
  });
});
