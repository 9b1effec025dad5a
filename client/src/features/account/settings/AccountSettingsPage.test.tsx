import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockEnvironment } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADULT_AGE_MESSAGE } from '../../../../../common/age.ts';
import { session } from '../../../lib/session.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { AccountSettingsPage, accountSettingsPageLoader } from './AccountSettingsPage.tsx';
import { resolveWith, resolveOperationWith } from '../../../test/mockConnection.ts';
import { answerWithToast, refusal } from '../../../test/mutations.ts';
import { resolveGenerated } from '../../../test/page.tsx';
import { expectSent } from '../../../test/operations.ts';
import type { I18n } from '@lingui/core';
import { i18nFor } from '../../../lib/i18n.ts';
import { loadModuleMessages } from '../../../lib/moduleMessages.ts';

const ads = [
  { endDate: '2099-01-01', takenDown: false },
  { endDate: '2099-02-01', takenDown: false },
  { endDate: '2020-01-01', takenDown: false },
  { endDate: '2099-01-01', takenDown: true },
];

async function renderAccount(account: Record<string, unknown> = {}, i18n?: I18n) {
  session.logIn({ token: 'old-token', name: 'Asha', contact: '9876543210', role: 'user', credits: 5 });
  const environment = createMockEnvironment();
  renderRoutes(
    [
      { path: '/account', element: <AccountSettingsPage />, loader: accountSettingsPageLoader(environment) },
      { path: '/', element: <p>Home page</p> },
    ],
    { path: '/account', environment, ...(i18n ? { i18n } : {}) },
  );
  await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
  resolveGenerated(environment, {
    User: () => ({
      id: 'user-1',
      email: 'asha@example.com',
      name: 'Asha',
      contact: '9876543210',
      address: 'Pune',
      credits: 5,
      ...account,
    }),
    QueryMyAdsConnection: () => ({
      totalCount: ads.length,
      edges: ads.map((node, index) => ({ cursor: `c${index}`, node: { id: `ad-${index}`, ...node } })),
    }),
  });
  return environment;
}

afterEach(() => act(() => session.logOut()));

/** Fills the change-password form (once the page shows it) and clicks Change Password. */
async function submitPasswordChange(current: string, password: string, confirmPassword: string) {
  await userEvent.type(await screen.findByLabelText('Current Password'), current);
  await userEvent.type(screen.getByLabelText('New Password'), password);
  await userEvent.type(screen.getByLabelText('Confirm New Password'), confirmPassword);
  await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
}

describe('account settings', () => {
  it('shows the account and saves a new name, contact and address; the greeting follows', async () => {
    const environment = await renderAccount();
    expect(await screen.findByText('Signed in as asha@example.com')).toBeInTheDocument();
    const name = screen.getByLabelText('Name');
    expect(name).toHaveValue('Asha');
    await userEvent.clear(name);
    await userEvent.type(name, 'Asha K');
    await userEvent.clear(screen.getByLabelText('Address'));
    await userEvent.type(screen.getByLabelText('Address'), 'MG Road, Pune');
    await userEvent.click(screen.getByRole('button', { name: 'Save Details' }));
    const operation = expectSent(environment, 'useUpdateMyProfileMutation', {
      input: { name: 'Asha K', contact: '9876543210', address: 'MG Road, Pune', language: 'en' },
    });
    resolveOperationWith(environment, operation, {
      updateMyProfile: {
        __typename: 'MutationUpdateMyProfileSuccess',
        user: { id: 'user-1', name: 'Asha K', contact: '9876543210', address: 'MG Road, Pune' },
      },
    });
    expect(await screen.findByText('Account details saved.')).toBeInTheDocument();
    expect(session.get().auth?.name).toBe('Asha K');
  });

  it("shows an advertiser's date of birth and kind, which cannot be changed here", async () => {
    await renderAccount({ role: 'user', dateOfBirth: '1995-08-15', accountKind: 'agency' });
    expect(await screen.findByText('15 August 1995')).toBeInTheDocument();
    expect(
      screen.getByText('It cannot be changed here. If it is wrong, please write to us from the Contact page.'),
    ).toBeInTheDocument();
    expect(screen.getByText('This account is for: An agency listing others')).toBeInTheDocument();
    expect(screen.queryByLabelText('Date of birth')).not.toBeInTheDocument();
  });

  it("chooses the language of an advertiser's mails, shown as the account has it", async () => {
    const environment = await renderAccount({ role: 'user', dateOfBirth: '1995-08-15', language: 'hi' });
    const language = await screen.findByLabelText('Language of your mails');
    expect(language).toHaveValue('hi');
    expect(screen.getByRole('option', { name: 'हिन्दी' })).toHaveAttribute('lang', 'hi');
    await userEvent.selectOptions(language, 'en');
    await userEvent.click(screen.getByRole('button', { name: 'Save Details' }));
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({
      input: { name: 'Asha', contact: '9876543210', address: 'Pune', language: 'en' },
    });
  });

  it('writes the date of birth and the account’s kind in Hindi on a Hindi page', async () => {
    const hindi = await i18nFor('hi');
    await loadModuleMessages(hindi, 'src/features/account/settings/AccountSettingsPage.tsx');
    await renderAccount({ role: 'user', dateOfBirth: '1995-08-15', accountKind: 'independent', language: 'hi' }, hindi);
    expect(await screen.findByText('15 अगस्त 1995')).toBeInTheDocument();
    expect(screen.getByText(/सिर्फ़ मैं/)).toBeInTheDocument();
    expect(screen.getByLabelText('आपके ईमेल की भाषा')).toHaveValue('hi');
  });

  it("asks a staff account nothing about its mails' language: the staff's notices are in English", async () => {
    await renderAccount({ role: 'admin' });
    await screen.findByText('Signed in as asha@example.com');
    expect(screen.queryByLabelText('Language of your mails')).not.toBeInTheDocument();
  });

  it('lets an account made before dates of birth were asked state it once, checked before sending', async () => {
    const environment = await renderAccount({ role: 'user', dateOfBirth: null, accountKind: 'independent' });
    const field = await screen.findByLabelText('Date of birth');
    expect(field).toHaveAttribute('type', 'date');
    expect(screen.getByText('This account is for: Just me')).toBeInTheDocument();
    // left empty, the details save as before
    await userEvent.click(screen.getByRole('button', { name: 'Save Details' }));
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({
      input: { name: 'Asha', contact: '9876543210', address: 'Pune', language: 'en' },
    });
    resolveWith(environment, {
      updateMyProfile: {
        __typename: 'MutationUpdateMyProfileSuccess',
        user: { id: 'user-1', name: 'Asha', contact: '9876543210', address: 'Pune', dateOfBirth: null },
      },
    });
    await screen.findByText('Account details saved.');

    // under 18: refused with the message, nothing sent
    const today = new Date();
    await userEvent.type(field, `${today.getUTCFullYear() - 10}-01-01`);
    await userEvent.click(screen.getByRole('button', { name: 'Save Details' }));
    expect(screen.getByText(ADULT_AGE_MESSAGE)).toBeInTheDocument();
    expect(environment.mock.getAllOperations()).toHaveLength(0);

    await userEvent.clear(field);
    await userEvent.type(field, '1990-07-09');
    await userEvent.click(screen.getByRole('button', { name: 'Save Details' }));
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({
      input: { name: 'Asha', contact: '9876543210', address: 'Pune', language: 'en', dateOfBirth: '1990-07-09' },
    });
    resolveWith(environment, {
      updateMyProfile: {
        __typename: 'MutationUpdateMyProfileSuccess',
        user: { id: 'user-1', name: 'Asha', contact: '9876543210', address: 'Pune', dateOfBirth: '1990-07-09' },
      },
    });
    // stated: shown, and no longer asked
    expect(await screen.findByText('9 July 1990')).toBeInTheDocument();
    expect(screen.queryByLabelText('Date of birth')).not.toBeInTheDocument();
  });

  it("shows the server's refusal of a date of birth under its field", async () => {
    const environment = await renderAccount({ role: 'user', dateOfBirth: null });
    await userEvent.type(await screen.findByLabelText('Date of birth'), '1990-07-09');
    await userEvent.click(screen.getByRole('button', { name: 'Save Details' }));
    const message =
      'Your date of birth is already on your account and cannot be changed here. If it is wrong, please write to us from the Contact page.';
    resolveWith(environment, {
      updateMyProfile: refusal('ValidationError', message, { field: 'dateOfBirth' }),
    });
    expect(await screen.findAllByText(message)).not.toHaveLength(0);
    expect(screen.getByLabelText('Date of birth')).toHaveAttribute('aria-invalid', 'true');
  });

  it('checks the contact before sending', async () => {
    const environment = await renderAccount();
    await userEvent.clear(await screen.findByLabelText('Contact'));
    await userEvent.type(screen.getByLabelText('Contact'), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Save Details' }));
    expect(screen.getByText('Contact Number must have 10 characters')).toBeInTheDocument();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('shows a wrong current password under its field and keeps the session', async () => {
    const environment = await renderAccount();
    await submitPasswordChange('wrong-one', 'new-password-1', 'new-password-1');
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables).toEqual({
      input: { currentPassword: 'wrong-one', password: 'new-password-1', confirmPassword: 'new-password-1' },
    });
    resolveOperationWith(environment, operation, {
      changePassword: refusal('ValidationError', 'The current password is not correct.', {
        field: 'currentPassword',
      }),
    });
    expect(await screen.findAllByText('The current password is not correct.')).not.toHaveLength(0);
    expect(session.get().auth?.token).toBe('old-token');
  });

  it('changes the password, keeps this session with its new token and says other devices are signed out', async () => {
    const environment = await renderAccount();
    await submitPasswordChange('password123', 'new-password-1', 'new-password-2');
    expect(screen.getByText('Password and Confirm Password must be the same')).toBeInTheDocument();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    await userEvent.clear(screen.getByLabelText('Confirm New Password'));
    await userEvent.type(screen.getByLabelText('Confirm New Password'), 'new-password-1');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    await answerWithToast(
      environment,
      {
        changePassword: {
          __typename: 'MutationChangePasswordSuccess',
          session: {
            token: 'new-token',
            name: 'Asha',
            contact: '9876543210',
            role: 'user',
            credits: 5,
            expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
          },
        },
      },
      'Password changed. Other devices have been signed out.',
    );
    expect(session.get().auth?.token).toBe('new-token');
    expect(screen.getByLabelText('Current Password')).toHaveValue('');
  });
});

describe('my data', () => {
  it('downloads everything kept about the account as a JSON file', async () => {
    const environment = await renderAccount();
    const blobs: Blob[] = [];
    const create = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:my-data';
    });
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    try {
      await userEvent.click(await screen.findByRole('button', { name: 'Download My Data' }));
      const operation = environment.mock.getMostRecentOperation();
      expect(operation.request.node.params.name).toBe('MyDataSectionDownloadQuery');
      resolveOperationWith(environment, operation, { myData: '{"account":{"name":"Asha"}}' });
      await waitFor(() => expect(click).toHaveBeenCalled());
      expect(await blobs[0]!.text()).toBe('{"account":{"name":"Asha"}}');
      expect((click.mock.contexts[0] as HTMLAnchorElement).download).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
    } finally {
      create.mockRestore();
      revoke.mockRestore();
      click.mockRestore();
    }
  });

  it('says what deleting the account does before asking for the password, and deletes it', async () => {
    const environment = await renderAccount();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete My Account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete My Account' });
    // two ads run today; the ended and the taken-down ones do not count
    expect(
      within(dialog).getByText(
        'Your 2 running ads end at once and are taken off the site. Unused days are not refunded.',
      ),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'All your ads (4), their texts and photos are deleted, except an ad with a report our moderators have not decided yet: it stays off the site until they do, then is deleted.',
      ),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'Your e-mail address and contact number cannot be used to register again for 30 days (180 days if your ads were reported or taken down).',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Your remaining 5 credits are forfeited.')).toBeInTheDocument();
    expect(within(dialog).getByText('This cannot be undone.')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete My Account' }));
    expect(within(dialog).getByText('Please enter your password to delete your account')).toBeInTheDocument();
    expect(environment.mock.getAllOperations()).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText('Password'), 'wrong-one');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete My Account' }));
    resolveWith(environment, {
      deleteMyAccount: refusal('ValidationError', 'The password is not correct.'),
    });
    expect(await within(dialog).findByText('The password is not correct.')).toBeInTheDocument();
    expect(session.get().auth).not.toBeNull();

    await userEvent.clear(within(dialog).getByLabelText('Password'));
    await userEvent.type(within(dialog).getByLabelText('Password'), 'password123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete My Account' }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables).toEqual({ input: { password: 'password123' } });
    resolveOperationWith(environment, operation, {
      deleteMyAccount: { __typename: 'MutationDeleteMyAccountSuccess', deleted: true },
    });
    expect(await screen.findByText('Your account has been deleted.')).toBeInTheDocument();
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(session.get().auth).toBeNull();
  });
});
