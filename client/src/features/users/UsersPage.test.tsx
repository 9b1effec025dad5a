import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createMockEnvironment } from 'relay-test-utils';
import { toaster } from '../../components/toasts.ts';
import { mockUser, renderAccountList, resolveChange, resolveUsers, type MockUser } from '../../test/mockUser.ts';
import { rowOf, columnHeaders, cellTexts } from '../../test/tables.ts';
import { renderRoutes, type MockEnvironment } from '../../test/render.tsx';
import { ACCOUNT_REQUESTS_PAGE, USERS_PAGE, accountListRoute } from '../../test/accountListPages.tsx';
import { answerWithToast, failWithToast, refuseWithToast } from '../../test/mutations.ts';
import { expectSent } from '../../test/operations.ts';
import { expectStatusChangeSent } from '../../test/userStatusChange.ts';

function user(id: string, name: string, status: MockUser['status'], role: MockUser['role'] = 'user'): MockUser {
  return mockUser(id, name, status, { role, credits: 40, dateOfBirth: '1990-05-04' });
}

function renderUsersRoutes(environment: MockEnvironment, path = '/admin/users') {
  return renderRoutes(
    [USERS_PAGE, ACCOUNT_REQUESTS_PAGE].map((list) => accountListRoute(list, environment)),
    { path, environment },
  );
}

function renderUsers(users: MockUser[], hasNextPage = false) {
  return renderAccountList(
    { ...USERS_PAGE, routes: (environment) => [accountListRoute(ACCOUNT_REQUESTS_PAGE, environment)] },
    users,
    hasNextPage,
  );
}

describe('users', () => {
  afterEach(() => toaster.remove());

  it('lists the accounts with the SPEC columns and the actions their status allows', async () => {
    await renderUsers([
      user('u1', 'Asha', 'active'),
      { ...user('u2', 'Bina', 'suspended'), suspensionReason: 'Fake photos' },
      user('u3', 'Root', 'active', 'admin'),
      user('u4', 'Meera', 'active', 'moderator'),
    ]);
    const table = screen.getByRole('table', { name: 'Users' });
    expect(columnHeaders(table)).toEqual([
      'Name',
      'Email',
      'Contact',
      'Address',
      'Status',
      'Role',
      'Credits',
      'Action',
    ]);
    expect(cellTexts(rowOf('Asha'))).toEqual([
      'Asha',
      'u1@example.com',
      '9876543210',
      "Asha's street",
      'active',
      'user',
      '40',
      'Adjust CreditsDate of BirthSuspend',
    ]);
    expect(within(rowOf('Bina')).getByText('Fake photos')).toBeInTheDocument();
    expect(
      within(rowOf('Bina'))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Adjust Credits', 'Date of Birth', 'Activate']);
    expect(within(rowOf('Root')).queryAllByRole('button')).toHaveLength(0);
    // staff accounts are managed on the Staff page (issue 31)
    expect(within(rowOf('Meera')).queryAllByRole('button')).toHaveLength(0);
  });

  it('Adjust Credits checks the amount and reason, sends them, and the row shows the new balance', async () => {
    const environment = await renderUsers([user('u1', 'Asha', 'active')]);
    await userEvent.click(within(rowOf('Asha')).getByRole('button', { name: 'Adjust Credits' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adjust Credits' });
    expect(within(dialog).getByText('Asha has 40 credits.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Credits to add'), '2.5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Adjust' }));
    expect(
      within(dialog).getByText('Please enter a whole number of credits to add (or, with a minus sign, to remove).'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Please give the reason for the adjustment.')).toBeInTheDocument();
    expect(environment.mock.getAllOperations()).toHaveLength(0);

    await userEvent.clear(within(dialog).getByLabelText('Credits to add'));
    await userEvent.type(within(dialog).getByLabelText('Credits to add'), '-15');
    await userEvent.type(within(dialog).getByLabelText('Reason'), ' Duplicate grant ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Adjust' }));
    expectSent(environment, 'useAdjustCreditsMutation', { userId: 'u1', amount: -15, reason: 'Duplicate grant' });
    await answerWithToast(
      environment,
      { adjustCredits: { __typename: 'MutationAdjustCreditsSuccess', user: { id: 'u1', credits: 25 } } },
      'Credits adjusted.',
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(rowOf('Asha')).getAllByRole('cell')[6]).toHaveTextContent('25');
  });

  it("Date of Birth corrects an advertiser's date and kind with a reason (issue 31)", async () => {
    const environment = await renderUsers([user('u1', 'Asha', 'active')]);
    await userEvent.click(within(rowOf('Asha')).getByRole('button', { name: 'Date of Birth' }));
    const dialog = await screen.findByRole('dialog', { name: 'Correct Date of Birth' });
    expect(within(dialog).getByText('Asha: born 1990-05-04.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Date of birth')).toHaveValue('1990-05-04');
    await userEvent.clear(within(dialog).getByLabelText('Date of birth'));
    await userEvent.type(within(dialog).getByLabelText('Date of birth'), '2999-01-01');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Correct' }));
    expect(within(dialog).getByText('Your date of birth cannot be in the future')).toBeInTheDocument();
    expect(within(dialog).getByText('Please give the reason for the correction')).toBeInTheDocument();
    expect(environment.mock.getAllOperations()).toHaveLength(0);

    await userEvent.clear(within(dialog).getByLabelText('Date of birth'));
    await userEvent.type(within(dialog).getByLabelText('Date of birth'), '1989-05-04');
    await userEvent.selectOptions(within(dialog).getByLabelText('Account'), 'An agency listing others');
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Passport shows 1989');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Correct' }));
    expectSent(environment, 'useCorrectDateOfBirthMutation', {
      input: { userId: 'u1', dateOfBirth: '1989-05-04', accountKind: 'agency', reason: 'Passport shows 1989' },
    });
    await answerWithToast(
      environment,
      {
        correctDateOfBirth: {
          __typename: 'MutationCorrectDateOfBirthSuccess',
          user: { id: 'u1', dateOfBirth: '1989-05-04', accountKind: 'agency' },
        },
      },
      'Date of birth corrected.',
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("Adjust Credits shows the server's refusal and keeps the dialog open", async () => {
    const environment = await renderUsers([user('u1', 'Asha', 'active')]);
    await userEvent.click(within(rowOf('Asha')).getByRole('button', { name: 'Adjust Credits' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adjust Credits' });
    await userEvent.type(within(dialog).getByLabelText('Credits to add'), '-50');
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Too much');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Adjust' }));
    await refuseWithToast(
      environment,
      'adjustCredits',
      'ValidationError',
      'The balance cannot go below 0: this account has 40 credits.',
    );
    expect(screen.getByRole('dialog', { name: 'Adjust Credits' })).toBeInTheDocument();
  });

  it('says so when there is no user', async () => {
    await renderUsers([]);
    expect(screen.getByText('No User found')).toBeInTheDocument();
  });

  it('Suspend asks for a reason, sends it and updates the row in place', async () => {
    const environment = await renderUsers([user('u1', 'Asha', 'active'), user('u2', 'Bina', 'active')]);
    await userEvent.click(within(rowOf('Asha')).getByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend User' });
    expect(within(dialog).getByText('Asha')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Reason'), '  Fake photos ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));

    expect(within(dialog).getByRole('checkbox', { name: 'Add their phone and e-mail to the blocklist' })).toBeChecked();
    expectStatusChangeSent(environment, 'u1', 'suspended', { reason: 'Fake photos', addToBlocklist: true });
    expect(await screen.findByText('Updating User Status...')).toBeInTheDocument();

    resolveChange(environment, { ...user('u1', 'Asha', 'suspended'), suspensionReason: 'Fake photos' });
    expect(await screen.findByText('User Status Updated Successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(rowOf('Asha')).getByText('suspended')).toBeInTheDocument();
    expect(within(rowOf('Asha')).getByText('Fake photos')).toBeInTheDocument();
    expect(
      within(rowOf('Asha'))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Adjust Credits', 'Date of Birth', 'Activate']);
  });

  it('Suspend without the blocklist when the admin unticks it', async () => {
    const environment = await renderUsers([user('u1', 'Asha', 'active')]);
    await userEvent.click(within(rowOf('Asha')).getByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend User' });
    await userEvent.click(
      within(dialog).getByRole('checkbox', { name: 'Add their phone and e-mail to the blocklist' }),
    );
    expect(
      within(dialog).getByRole('checkbox', { name: 'Add their phone and e-mail to the blocklist' }),
    ).not.toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expectStatusChangeSent(environment, 'u1', 'suspended', { addToBlocklist: false });
  });

  it('Cancel in the suspend dialog sends nothing', async () => {
    const environment = await renderUsers([user('u1', 'Asha', 'active')]);
    await userEvent.click(within(rowOf('Asha')).getByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend User' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(environment.executeMutation).not.toHaveBeenCalled();
  });

  it('Activate re-activates a suspended account in place', async () => {
    const environment = await renderUsers([user('u2', 'Bina', 'suspended')]);
    await userEvent.click(within(rowOf('Bina')).getByRole('button', { name: 'Activate' }));
    expectStatusChangeSent(environment, 'u2', 'active');
    resolveChange(environment, user('u2', 'Bina', 'active'));
    await waitFor(() => expect(within(rowOf('Bina')).getByText('active')).toBeInTheDocument());
    expect(within(rowOf('Bina')).getByRole('button', { name: 'Suspend' })).toBeInTheDocument();
  });

  it('shows the server’s message, and the fallback when the call fails; the dialog stays open', async () => {
    const environment = await renderUsers([user('u1', 'Asha', 'active')]);
    await userEvent.click(within(rowOf('Asha')).getByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend User' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    await refuseWithToast(environment, 'changeUserStatus', 'ValidationError', 'Reason must be at most 500 characters', {
      field: 'reason',
    });

    // the message can show before the button leaves its loading state (a loaded machine)
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Suspend' }));
    await failWithToast(environment, 'Failed to Update User Status.');
    expect(screen.getByRole('dialog', { name: 'Suspend User' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(rowOf('Asha')).getByText('active')).toBeInTheDocument();
  });

  it('an accepted account request joins the Users list already loaded, before the list is fetched again', async () => {
    const environment = createMockEnvironment();
    const { router } = renderUsersRoutes(environment);
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    resolveUsers(environment, [user('u1', 'Asha', 'active')]);
    await screen.findByRole('cell', { name: 'Asha' });

    await act(() => router.navigate('/admin/users/account-requests'));
    await waitFor(() =>
      expect(environment.mock.getMostRecentOperation().request.node.params.name).toBe('AccountRequestsPageQuery'),
    );
    resolveUsers(environment, [user('u9', 'Chitra', 'requested')]);
    await userEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    resolveChange(environment, user('u9', 'Chitra', 'active'));
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Chitra' })).not.toBeInTheDocument());

    await act(() => router.navigate('/admin/users'));
    expect(await screen.findByRole('cell', { name: 'Chitra' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Asha' })).toBeInTheDocument();
    // shown from the store at once; the list is still asked again so it is fresh
    expect(environment.mock.getMostRecentOperation().request.node.params.name).toBe('UsersPageQuery');
  });

  it('loads more users', async () => {
    const environment = await renderUsers([user('u1', 'Asha', 'active')], true);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe('UsersPagePaginationQuery');
    expect(operation.request.variables).toMatchObject({ first: 20, after: 'cursor-last' });
  });
});
