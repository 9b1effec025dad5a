import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { toaster } from '../../components/toasts.ts';
import { mockUser, renderAccountList, resolveChange, type MockUser } from '../../test/mockUser.ts';
import { rowOf, columnHeaders, cellTexts } from '../../test/tables.ts';
import { ageOn } from '../../../../common/dateOfBirth.ts';
import { todayInIndia } from '../../../../common/india.ts';
import { ACCOUNT_REQUESTS_PAGE } from '../../test/accountListPages.tsx';
import { failWithToast, refuseWithToast } from '../../test/mutations.ts';
import { expectStatusChangeSent } from '../../test/userStatusChange.ts';

function user(id: string, name: string, status: MockUser['status'], role: MockUser['role'] = 'user'): MockUser {
  return mockUser(id, name, status, { role, credits: 0, dateOfBirth: '1995-08-15' });
}

function renderAccountRequests(users: MockUser[], hasNextPage = false) {
  return renderAccountList(ACCOUNT_REQUESTS_PAGE, users, hasNextPage);
}

describe('account requests', () => {
  afterEach(() => toaster.remove());

  it('lists the requests with the actions their status allows', async () => {
    const agency = { ...user('u4', 'Chitra', 'requested'), dateOfBirth: null, accountKind: 'agency' as const };
    await renderAccountRequests([
      user('u1', 'Asha', 'requested'),
      user('u2', 'Bina', 'rejected'),
      user('u3', 'Root', 'requested', 'admin'),
      agency,
    ]);
    const table = await screen.findByRole('table', { name: 'Account requests' });
    expect(columnHeaders(table)).toEqual([
      'Name',
      'Email',
      'Contact',
      'Address',
      'Date of birth',
      'Account',
      'Status',
      'Action',
    ]);
    expect(cellTexts(rowOf('Asha'))).toEqual([
      'Asha',
      'u1@example.com',
      '9876543210',
      "Asha's street",
      `1995-08-15 (age ${ageOn('1995-08-15', todayInIndia())})`,
      'Just me',
      'requested',
      'RejectAccept',
    ]);
    // issue 31: an account made over REST without a date says so; an agency is named
    expect(cellTexts(rowOf('Chitra')).slice(4, 6)).toEqual(['Not stated', 'An agency listing others']);
    expect(
      within(rowOf('Bina'))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Activate']);
    // admin accounts show no action buttons
    expect(within(rowOf('Root')).queryAllByRole('button')).toHaveLength(0);
  });

  it('says so when there is no request', async () => {
    await renderAccountRequests([]);
    expect(await screen.findByText('No Account Creation request found')).toBeInTheDocument();
  });

  it('Accept activates the account and removes its row', async () => {
    const environment = await renderAccountRequests([user('u1', 'Asha', 'requested')]);
    await userEvent.click(within(rowOf('Asha')).getByRole('button', { name: 'Accept' }));
    expectStatusChangeSent(environment, 'u1', 'active');
    expect(await screen.findByText('Updating User Status...')).toBeInTheDocument();

    resolveChange(environment, { ...user('u1', 'Asha', 'active') });
    expect(await screen.findByText('User Status Updated Successfully!')).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'Asha' })).not.toBeInTheDocument();
    expect(screen.getByText('No Account Creation request found')).toBeInTheDocument();
  });

  it('Reject asks for a reason and keeps the row, marked rejected', async () => {
    const environment = await renderAccountRequests([user('u1', 'Asha', 'requested'), user('u2', 'Bina', 'requested')]);
    await userEvent.click(within(rowOf('Asha')).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Account Request' });
    expect(environment.executeMutation).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Documents missing');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expectStatusChangeSent(environment, 'u1', 'rejected', { reason: 'Documents missing' });

    resolveChange(environment, { ...user('u1', 'Asha', 'rejected'), suspensionReason: 'Documents missing' });
    expect(await screen.findByText('User Status Updated Successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(rowOf('Asha')).getByText('rejected')).toBeInTheDocument();
    expect(
      within(rowOf('Asha'))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Activate']);
    expect(rowOf('Bina')).toBeInTheDocument();
  });

  it('Activate on a rejected account removes its row', async () => {
    const environment = await renderAccountRequests([user('u1', 'Asha', 'requested'), user('u2', 'Bina', 'rejected')]);
    await userEvent.click(within(rowOf('Bina')).getByRole('button', { name: 'Activate' }));
    expectStatusChangeSent(environment, 'u2', 'active');
    resolveChange(environment, user('u2', 'Bina', 'active'));
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Bina' })).not.toBeInTheDocument());
    expect(rowOf('Asha')).toBeInTheDocument();
  });

  it('shows the server’s refusal and keeps the row', async () => {
    const environment = await renderAccountRequests([user('u1', 'Asha', 'requested')]);
    await userEvent.click(within(rowOf('Asha')).getByRole('button', { name: 'Accept' }));
    await refuseWithToast(environment, 'changeUserStatus', 'WrongStateError', 'This account is already active.');
    expect(rowOf('Asha')).toBeInTheDocument();
  });

  it('falls back to the SPEC text when the call fails', async () => {
    const environment = await renderAccountRequests([user('u1', 'Asha', 'requested')]);
    await userEvent.click(within(rowOf('Asha')).getByRole('button', { name: 'Accept' }));
    await failWithToast(environment, 'Failed to Update User Status.');
    // The toast shows before the button leaves its loading state, so wait for that too.
    await waitFor(() => expect(within(rowOf('Asha')).getByRole('button', { name: 'Accept' })).toBeEnabled());
  });

  it('loads more requests', async () => {
    const environment = await renderAccountRequests([user('u1', 'Asha', 'requested')], true);
    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe('AccountRequestsPagePaginationQuery');
    expect(operation.request.variables).toMatchObject({ first: 20, after: 'cursor-last' });
  });
});
