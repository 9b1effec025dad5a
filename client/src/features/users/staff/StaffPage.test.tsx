import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { toaster } from '../../../components/toasts.ts';
import type { MockEnvironment } from '../../../test/render.tsx';
import { staffCreatedText } from './AddStaffDialog.tsx';
import { StaffPage, staffPageLoader, SUSPENSION_REASON_REQUIRED } from './StaffPage.tsx';
import { renderPage, resolveGenerated } from '../../../test/page.tsx';
import { resolveWith } from '../../../test/mockConnection.ts';
import { refuseWithToast } from '../../../test/mutations.ts';
import { cellTexts } from '../../../test/tables.ts';

interface MockAccount {
  id: string;
  name: string;
  email: string;
  contact: string;
  role: 'admin' | 'moderator';
  status: 'active' | 'suspended';
  suspensionReason: string | null;
}

const account = (
  id: string,
  name: string,
  role: MockAccount['role'],
  status: MockAccount['status'] = 'active',
): MockAccount => ({
  id,
  name,
  email: `${id}@example.com`,
  contact: '9876543210',
  role,
  status,
  suspensionReason: status === 'suspended' ? 'On leave' : null,
});

const ROOT = account('root', 'Root', 'admin');
const MEERA = account('meera', 'Meera', 'moderator');
const KIRAN = account('kiran', 'Kiran', 'admin', 'suspended');

async function renderStaff(accounts: MockAccount[], viewerId = ROOT.id) {
  const { environment } = await renderPage({
    path: '/admin/staff',
    element: <StaffPage />,
    loader: staffPageLoader,
    query: 'StaffPageQuery',
  });
  resolveGenerated(environment, {
    User: (context) => (context.path?.join('.') === 'viewer' ? { id: viewerId } : undefined),
    QueryStaffAccountsConnection: () => ({
      totalCount: accounts.length,
      edges: accounts.map((node) => ({ cursor: `cursor-${node.id}`, node })),
      pageInfo: { hasNextPage: false, endCursor: null, hasPreviousPage: false, startCursor: null },
    }),
  });
  await screen.findByRole('table', { name: 'Staff' });
  return environment;
}

function rowOf(name: string) {
  return screen.getByRole('cell', { name: new RegExp(`^${name}`) }).closest('tr')!;
}

function lastRequest(environment: MockEnvironment) {
  return environment.mock.getMostRecentOperation().request;
}

describe('the staff screen', () => {
  afterEach(() => toaster.remove());

  it('lists the staff with their role and status; the viewer has no actions on their own row', async () => {
    await renderStaff([ROOT, MEERA, KIRAN]);
    expect(screen.getByText('3 staff accounts')).toBeInTheDocument();
    expect(cellTexts(rowOf('Root'))).toEqual(['RootYou', 'root@example.com', '9876543210', 'Admin', 'active', '']);
    expect(
      within(rowOf('Meera'))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Make Admin', 'Suspend']);
    expect(
      within(rowOf('Kiran'))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Make Moderator', 'Reinstate']);
    expect(within(rowOf('Kiran')).getByText('On leave')).toBeInTheDocument();
  });

  it('adds a moderator: checks the fields, sends them, lists the new account and says how they get in', async () => {
    const environment = await renderStaff([ROOT]);
    await userEvent.click(screen.getByRole('button', { name: 'Add Staff' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Staff' });
    await userEvent.type(within(dialog).getByLabelText('Email'), 'not-an-address');
    await userEvent.type(within(dialog).getByLabelText('Contact Number'), '12345');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByText('Please Enter a name')).toBeInTheDocument();
    expect(within(dialog).getByText('Please Enter a valid email address')).toBeInTheDocument();
    expect(within(dialog).getByText('Contact Number must have 10 characters')).toBeInTheDocument();
    expect(environment.mock.getAllOperations()).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText('Name'), ' Meera ');
    await userEvent.clear(within(dialog).getByLabelText('Email'));
    await userEvent.type(within(dialog).getByLabelText('Email'), 'Meera@Example.com');
    await userEvent.clear(within(dialog).getByLabelText('Contact Number'));
    await userEvent.type(within(dialog).getByLabelText('Contact Number'), '9876543210');
    expect(within(dialog).getByLabelText('Role')).toHaveValue('moderator');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    const request = lastRequest(environment);
    expect(request.node.params.name).toBe('useCreateStaffAccountMutation');
    // the shared schema sends the address lower-cased, as the server keeps it
    expect(request.variables).toEqual({
      input: { name: 'Meera', email: 'meera@example.com', contact: '9876543210', role: 'moderator' },
    });
    resolveWith(environment, {
      createStaffAccount: {
        __typename: 'MutationCreateStaffAccountSuccess',
        user: { ...MEERA, email: 'meera@example.com' },
      },
    });
    expect(await screen.findByText(staffCreatedText('meera@example.com'))).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Staff' })).not.toBeInTheDocument());
    expect(within(rowOf('Meera')).getAllByRole('cell')[3]!.textContent).toBe('Moderator');
    expect(screen.getByText('2 staff accounts')).toBeInTheDocument();
  });

  it("keeps the form and shows the server's refusal of a taken address", async () => {
    const environment = await renderStaff([ROOT]);
    await userEvent.click(screen.getByRole('button', { name: 'Add Staff' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Staff' });
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Asha');
    await userEvent.type(within(dialog).getByLabelText('Email'), 'asha@example.com');
    await userEvent.type(within(dialog).getByLabelText('Contact Number'), '9876543210');
    await userEvent.selectOptions(within(dialog).getByLabelText('Role'), 'admin');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(lastRequest(environment).variables.input.role).toBe('admin');
    await refuseWithToast(
      environment,
      'createStaffAccount',
      'ConflictError',
      'An account with this e-mail address already exists.',
    );
    expect(screen.getByRole('dialog', { name: 'Add Staff' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Email')).toHaveValue('asha@example.com');
  });

  it('makes a moderator an admin after saying what it means', async () => {
    const environment = await renderStaff([ROOT, MEERA]);
    await userEvent.click(within(rowOf('Meera')).getByRole('button', { name: 'Make Admin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make Meera an admin?' });
    expect(within(dialog).getByText(/signed out everywhere/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Make Admin' }));
    expect(lastRequest(environment).variables).toEqual({ id: 'meera', role: 'admin' });
    resolveWith(environment, {
      changeStaffRole: { __typename: 'MutationChangeStaffRoleSuccess', user: { ...MEERA, role: 'admin' } },
    });
    await waitFor(() => expect(within(rowOf('Meera')).getAllByRole('cell')[3]!.textContent).toBe('Admin'));
    expect(within(rowOf('Meera')).getByRole('button', { name: 'Make Moderator' })).toBeInTheDocument();
  });

  it('suspends only with a reason, and reinstates', async () => {
    const environment = await renderStaff([ROOT, MEERA, KIRAN]);
    await userEvent.click(within(rowOf('Meera')).getByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend Staff Account' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(within(dialog).getByText(SUSPENSION_REASON_REQUIRED)).toBeInTheDocument();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Left the team');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(lastRequest(environment).variables).toEqual({ id: 'meera', status: 'suspended', reason: 'Left the team' });
    resolveWith(environment, {
      changeStaffStatus: {
        __typename: 'MutationChangeStaffStatusSuccess',
        user: { ...MEERA, status: 'suspended', suspensionReason: 'Left the team' },
      },
    });
    await waitFor(() => expect(within(rowOf('Meera')).getByText('Left the team')).toBeInTheDocument());

    await userEvent.click(within(rowOf('Kiran')).getByRole('button', { name: 'Reinstate' }));
    expect(lastRequest(environment).variables).toEqual({ id: 'kiran', status: 'active', reason: null });
    await refuseWithToast(
      environment,
      'changeStaffStatus',
      'NotAllowedError',
      'Your account is no longer an active admin.',
    );
  });
});
