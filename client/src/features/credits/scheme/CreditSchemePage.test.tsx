import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { toaster } from '../../../components/toasts.ts';
import { session } from '../../../lib/session.ts';
import type { MockEnvironment } from '../../../test/render.tsx';
import { CreditSchemePage, creditSchemePageLoader } from './CreditSchemePage.tsx';
import { renderPageGenerated } from '../../../test/page.tsx';
import { resolveWith } from '../../../test/mockConnection.ts';
import { answerWithToast, failWithToast, refusal } from '../../../test/mutations.ts';
import { expectSent } from '../../../test/operations.ts';
import { columnHeaders } from '../../../test/tables.ts';

type Scheme = { creditRate: number; timePerCredit: number } | null;

// issue 34: the placements' prices, bump not sold
const PLACEMENT_SCHEME = {
  featuredCreditsPerDay: 5,
  bumpCredits: null,
  spotlightCreditsPerDay: 9,
  featuredBlockSize: 3,
  spotlightSlots: 4,
  bumpIntervalMinutes: 240,
};

async function renderCreditScheme(scheme: Scheme, paymentSettings: { upiId: string; payeeName: string } | null = null) {
  const { environment } = await renderPageGenerated(
    {
      path: '/admin/credit-scheme',
      element: <CreditSchemePage />,
      loader: creditSchemePageLoader,
      query: 'CreditSchemePageQuery',
    },
    {
      Query: () => ({ creditScheme: scheme, paymentSettings }),
      CreditScheme: () => scheme ?? {},
      PaymentSettings: () => paymentSettings ?? {},
      PlacementScheme: () => PLACEMENT_SCHEME,
    },
  );
  return environment;
}

function schemeCells() {
  const table = screen.getByRole('table', { name: 'Credit scheme' });
  return within(within(table).getAllByRole('row')[1]!).getAllByRole('cell');
}

function resolveUpdate(environment: MockEnvironment, result: Record<string, unknown>) {
  resolveWith(environment, { updateCreditScheme: result });
}

function saved(creditRate: number, timePerCredit: number) {
  return {
    __typename: 'MutationUpdateCreditSchemeSuccess',
    creditScheme: { creditRate, timePerCredit, updatedAt: '2025-01-01T00:00:00Z' },
  };
}

async function replaceValue(label: string, value: string) {
  const input = screen.getByRole('spinbutton', { name: label });
  await userEvent.clear(input);
  if (value) await userEvent.type(input, value);
}

describe('credit scheme editor', () => {
  afterEach(() => {
    session.logOut();
    toaster.remove();
  });

  it('shows the scheme with an Edit action', async () => {
    await renderCreditScheme({ creditRate: 0.5, timePerCredit: 2 });
    const table = await screen.findByRole('table', { name: 'Credit scheme' });
    expect(columnHeaders(table)).toEqual(['Credit Rate (credits per ₹1)', 'Time Per Credit (days)', 'Action']);
    expect(schemeCells().map((cell) => cell.textContent)).toEqual(['0.5', '2', 'Edit']);
    expect(screen.getByText('₹2 buys 1 credit; 1 credit publishes an ad in one city for 2 days.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Credit Scheme' })).not.toBeInTheDocument();
  });

  it('Edit copies the values and Cancel discards the changes', async () => {
    const environment = await renderCreditScheme({ creditRate: 0.5, timePerCredit: 2 });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('spinbutton', { name: 'Credit Rate' })).toHaveValue(0.5);
    expect(screen.getByRole('spinbutton', { name: 'Time Per Credit' })).toHaveValue(2);

    await replaceValue('Credit Rate', '9');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(schemeCells().map((cell) => cell.textContent)).toEqual(['0.5', '2', 'Edit']);
    expect(environment.executeMutation).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('spinbutton', { name: 'Credit Rate' })).toHaveValue(0.5);
  });

  it('says so when there is no scheme, and Add Credit Scheme starts editing zeros', async () => {
    const environment = await renderCreditScheme(null);
    expect(await screen.findByText('No Credit Scheme found')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add Credit Scheme' }));
    expect(screen.queryByText('No Credit Scheme found')).not.toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Credit Rate' })).toHaveValue(0);
    expect(screen.getByRole('spinbutton', { name: 'Time Per Credit' })).toHaveValue(0);
    expect(screen.queryByRole('button', { name: 'Add Credit Scheme' })).not.toBeInTheDocument();

    // zeros are refused before anything is sent
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(screen.getByText('Credit Rate must be more than 0.')).toBeInTheDocument();
    expect(screen.getByText('Time Per Credit must be more than 0.')).toBeInTheDocument();
    expect(environment.executeMutation).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('No Credit Scheme found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Credit Scheme' })).toBeInTheDocument();
  });

  it('explains every wrong value under its field', async () => {
    const environment = await renderCreditScheme({ creditRate: 0.5, timePerCredit: 2 });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));

    await replaceValue('Credit Rate', '');
    await replaceValue('Time Per Credit', '');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(screen.getByText('Please Enter Credit Rate')).toBeInTheDocument();
    expect(screen.getByText('Please Enter Time Per Credit')).toBeInTheDocument();

    await replaceValue('Credit Rate', '101');
    await replaceValue('Time Per Credit', '366');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(screen.getByText('Credit Rate must be at most 100.')).toBeInTheDocument();
    expect(screen.getByText('Time Per Credit must be at most 365.')).toBeInTheDocument();

    await replaceValue('Credit Rate', '0.12345');
    await replaceValue('Time Per Credit', '1');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(screen.getByText('Credit Rate can have at most 4 decimal places.')).toBeInTheDocument();
    expect(screen.queryByText(/^Time Per Credit must/)).not.toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Time Per Credit' })).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('spinbutton', { name: 'Credit Rate' })).toHaveAttribute('aria-invalid', 'true');
    expect(environment.executeMutation).not.toHaveBeenCalled();
  });

  it('Update saves the values, toasts the outcome and shows the saved scheme', async () => {
    const environment = await renderCreditScheme({ creditRate: 0.5, timePerCredit: 2 });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    await replaceValue('Credit Rate', '0.75');
    await replaceValue('Time Per Credit', '1.5');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));

    expectSent(environment, 'useUpdateCreditSchemeMutation', { creditRate: 0.75, timePerCredit: 1.5 });
    expect(await screen.findByText('Updating Credit Scheme...')).toBeInTheDocument();

    resolveUpdate(environment, saved(0.75, 1.5));
    expect(await screen.findByText('Credit Scheme Updated Successfully!')).toBeInTheDocument();
    expect(schemeCells().map((cell) => cell.textContent)).toEqual(['0.75', '1.5', 'Edit']);
  });

  it('the first save replaces the empty state with the new scheme', async () => {
    const environment = await renderCreditScheme(null);
    await userEvent.click(await screen.findByRole('button', { name: 'Add Credit Scheme' }));
    await replaceValue('Credit Rate', '2');
    await replaceValue('Time Per Credit', '3');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({ creditRate: 2, timePerCredit: 3 });
    resolveUpdate(environment, saved(2, 3));
    expect(await screen.findByText('Credit Scheme Updated Successfully!')).toBeInTheDocument();
    expect(schemeCells().map((cell) => cell.textContent)).toEqual(['2', '3', 'Edit']);
    expect(screen.queryByText('No Credit Scheme found')).not.toBeInTheDocument();
  });

  it('shows the server’s refusal in the toast and under the field it names, and keeps editing', async () => {
    const environment = await renderCreditScheme({ creditRate: 0.5, timePerCredit: 2 });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    resolveUpdate(
      environment,
      refusal('ValidationError', 'Time Per Credit must be more than 0.', { field: 'timePerCredit' }),
    );
    await waitFor(() => expect(screen.getAllByText('Time Per Credit must be more than 0.')).toHaveLength(2));
    expect(screen.getByRole('spinbutton', { name: 'Time Per Credit' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Update' })).toBeInTheDocument();
  });

  it('falls back to the SPEC text when the call fails', async () => {
    const environment = await renderCreditScheme({ creditRate: 0.5, timePerCredit: 2 });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    await failWithToast(environment, 'Failed to Update Credit Scheme.');
    expect(screen.getByRole('spinbutton', { name: 'Credit Rate' })).toHaveValue(0.5);
  });

  it('says Session Expired when the call ended the session', async () => {
    session.logIn({ token: 't', name: 'Admin', contact: '9999999999', role: 'admin' });
    const environment = await renderCreditScheme({ creditRate: 0.5, timePerCredit: 2 });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    act(() => {
      // the network layer logs out on UNAUTHENTICATED before the call fails
      session.logOut();
      environment.mock.rejectMostRecentOperation(new Error('UNAUTHENTICATED'));
    });
    expect(await screen.findByText('Session Expired')).toBeInTheDocument();
  });

  it('sets the UPI details: checked before sending, saved, and shown as set', async () => {
    const environment = await renderCreditScheme({ creditRate: 1, timePerCredit: 1 });
    const section = within(await screen.findByRole('region', { name: 'UPI payment' }));
    expect(section.getByText('Not set: advertisers see no QR code until these details are saved.')).toBeInTheDocument();
    await userEvent.type(section.getByLabelText('UPI ID'), 'not a upi id');
    await userEvent.click(section.getByRole('button', { name: 'Save UPI Details' }));
    expect(section.getByText('Please enter a UPI ID such as name@bank.')).toBeInTheDocument();
    expect(section.getByText('Please enter the payee name (up to 50 letters, spaces, dots or &).')).toBeInTheDocument();
    expect(environment.mock.getAllOperations()).toHaveLength(0);

    await userEvent.clear(section.getByLabelText('UPI ID'));
    await userEvent.type(section.getByLabelText('UPI ID'), ' payments@ybl ');
    await userEvent.type(section.getByLabelText('Payee name'), 'Companion Directory');
    await userEvent.click(section.getByRole('button', { name: 'Save UPI Details' }));
    expectSent(environment, 'useUpdatePaymentSettingsMutation', {
      upiId: 'payments@ybl',
      payeeName: 'Companion Directory',
    });
    await answerWithToast(
      environment,
      {
        updatePaymentSettings: {
          __typename: 'MutationUpdatePaymentSettingsSuccess',
          paymentSettings: {
            upiId: 'payments@ybl',
            payeeName: 'Companion Directory',
            updatedAt: '2026-11-22T10:00:00Z',
          },
        },
      },
      'UPI details saved.',
    );
    expect(
      await section.findByText(
        'Advertisers see a QR code and a payment link for these details when they add a credit request.',
      ),
    ).toBeInTheDocument();
  });

  it("shows the saved UPI details, and the server's refusal under its field", async () => {
    const environment = await renderCreditScheme(
      { creditRate: 1, timePerCredit: 1 },
      { upiId: 'kept@okaxis', payeeName: 'Kept Name' },
    );
    const section = within(await screen.findByRole('region', { name: 'UPI payment' }));
    expect(section.getByLabelText('UPI ID')).toHaveValue('kept@okaxis');
    expect(section.getByLabelText('Payee name')).toHaveValue('Kept Name');
    await userEvent.click(section.getByRole('button', { name: 'Save UPI Details' }));
    resolveWith(environment, {
      updatePaymentSettings: refusal('ValidationError', 'Please enter a UPI ID such as name@bank.', { field: 'upiId' }),
    });
    expect(await section.findByText('Please enter a UPI ID such as name@bank.')).toBeInTheDocument();
  });

  it('sets the placement prices (issue 34): shown, checked before sending, saved', async () => {
    const environment = await renderCreditScheme({ creditRate: 1, timePerCredit: 1 });
    const section = within(await screen.findByRole('region', { name: 'Placement prices' }));
    expect(section.getByLabelText('Featured in a city: credits per day')).toHaveValue('5');
    expect(section.getByLabelText('Bump: credits per bump')).toHaveValue('');
    expect(section.getByLabelText('Home spotlight: credits per day')).toHaveValue('9');
    expect(section.getByLabelText('Featured ads shown above a city’s listing')).toHaveValue('3');
    expect(section.getByLabelText('Home spotlight slots a day')).toHaveValue('4');
    expect(section.getByLabelText('Least minutes between two bumps of an ad')).toHaveValue('240');

    await userEvent.clear(section.getByLabelText('Featured ads shown above a city’s listing'));
    await userEvent.type(section.getByLabelText('Featured ads shown above a city’s listing'), '0');
    await userEvent.click(section.getByRole('button', { name: 'Save Placement Prices' }));
    expect(
      section.getByText('Featured ads shown above a city’s listing must be a whole number from 1 to 10.'),
    ).toBeInTheDocument();
    expect(environment.mock.getAllOperations()).toHaveLength(0);

    await userEvent.clear(section.getByLabelText('Featured ads shown above a city’s listing'));
    await userEvent.type(section.getByLabelText('Featured ads shown above a city’s listing'), '4');
    await userEvent.type(section.getByLabelText('Bump: credits per bump'), '2');
    await userEvent.clear(section.getByLabelText('Home spotlight: credits per day'));
    await userEvent.click(section.getByRole('button', { name: 'Save Placement Prices' }));
    expectSent(environment, 'usePlacementSchemeMutation', {
      ...PLACEMENT_SCHEME,
      featuredBlockSize: 4,
      bumpCredits: 2,
      spotlightCreditsPerDay: null,
    });
    await answerWithToast(
      environment,
      {
        updatePlacementScheme: {
          __typename: 'MutationUpdatePlacementSchemeSuccess',
          placementScheme: {
            ...PLACEMENT_SCHEME,
            featuredBlockSize: 4,
            bumpCredits: 2,
            spotlightCreditsPerDay: null,
            updatedAt: '2026-11-27T10:00:00Z',
          },
        },
      },
      'Placement prices saved.',
    );
  });
});
