import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { clearToastsAndSessionAfterEach } from '../../../test/cleanup.ts';
import { session } from '../../../lib/session.ts';
import type { MockEnvironment } from '../../../test/render.tsx';
import { CategoriesPage, categoriesPageLoader } from './CategoriesPage.tsx';
import { answerWithToast, failWithToast, refuseWithToast } from '../../../test/mutations.ts';
import { renderPageWith } from '../../../test/page.tsx';
import { cellTexts, rowOf } from '../../../test/tables.ts';

const ESCORTS = { id: 'category-1', name: 'Escorts', adsCount: 12 };
const MASSAGE = { id: 'category-2', name: 'Massage', adsCount: 0 };

async function renderCategories(categories: (typeof ESCORTS)[]) {
  const { environment } = await renderPageWith(
    { path: '/admin/categories', element: <CategoriesPage />, loader: categoriesPageLoader },
    { categories },
  );
  await screen.findByRole('table', { name: 'Categories' });
  return environment;
}

function lastOperation(environment: MockEnvironment) {
  return environment.mock.getMostRecentOperation().request;
}

describe('admin categories', () => {
  clearToastsAndSessionAfterEach();

  it('lists each category with its ads today and an Edit action', async () => {
    await renderCategories([ESCORTS, MASSAGE]);
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Category Name',
      'Total Ads',
      'Action',
    ]);
    expect(cellTexts(rowOf('Escorts'))).toEqual(['Escorts', '12', 'Edit']);
    expect(cellTexts(rowOf('Massage'))).toEqual(['Massage', '0', 'Edit']);
  });

  it('says so when there is no category', async () => {
    await renderCategories([]);
    expect(screen.getByText('No Categories found')).toBeInTheDocument();
  });

  it('renames a category in place: Edit, a new name, Update', async () => {
    const environment = await renderCategories([ESCORTS, MASSAGE]);
    await userEvent.click(screen.getByRole('button', { name: 'Edit Escorts' }));
    const input = screen.getByRole('textbox', { name: 'New name of Escorts' });
    expect(input).toHaveValue('Escorts');
    await userEvent.clear(input);
    await userEvent.type(input, '  Elite Escorts ');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));

    expect(await screen.findByText('Updating Category...')).toBeInTheDocument();
    expect(lastOperation(environment).variables).toEqual({
      id: 'category-1',
      input: { name: 'Elite Escorts', hindiName: null },
    });
    await answerWithToast(
      environment,
      {
        renameCategory: {
          __typename: 'MutationRenameCategorySuccess',
          category: { id: 'category-1', name: 'Elite Escorts' },
        },
      },
      'Category Updated Successfully!',
    );
    // the toast and the row's leaving edit mode are separate renders: wait for the row's state
    await waitFor(() => expect(cellTexts(rowOf('Elite Escorts'))).toEqual(['Elite Escorts', '12', 'Edit']));
    expect(screen.queryByRole('textbox', { name: /New name of/ })).not.toBeInTheDocument();
  });

  it('Cancel puts the name back and sends nothing; only one row is edited at a time', async () => {
    const environment = await renderCategories([ESCORTS, MASSAGE]);
    await userEvent.click(screen.getByRole('button', { name: 'Edit Escorts' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'New name of Escorts' }), ' changed');
    await userEvent.click(screen.getByRole('button', { name: 'Edit Massage' }));
    expect(screen.queryByRole('textbox', { name: 'New name of Escorts' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'New name of Massage' })).toHaveValue('Massage');

    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(cellTexts(rowOf('Escorts'))).toEqual(['Escorts', '12', 'Edit']);
    expect(cellTexts(rowOf('Massage'))).toEqual(['Massage', '0', 'Edit']);
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('refuses an empty name before asking the server', async () => {
    const environment = await renderCategories([ESCORTS]);
    await userEvent.click(screen.getByRole('button', { name: 'Edit Escorts' }));
    await userEvent.clear(screen.getByRole('textbox', { name: 'New name of Escorts' }));
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(screen.getByText('Please Enter Category Name')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Add Category' }));
    expect(screen.getAllByText('Please Enter Category Name')).toHaveLength(2);
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it("shows the server's refusal and keeps the row in edit", async () => {
    const environment = await renderCategories([ESCORTS, MASSAGE]);
    await userEvent.click(screen.getByRole('button', { name: 'Edit Escorts' }));
    const input = screen.getByRole('textbox', { name: 'New name of Escorts' });
    await userEvent.clear(input);
    await userEvent.type(input, 'Massage');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    await refuseWithToast(environment, 'renameCategory', 'ConflictError', 'A category with this name already exists.');
    expect(screen.getByRole('textbox', { name: 'New name of Escorts' })).toHaveValue('Massage');
  });

  it('refuses a name of spaces only when adding', async () => {
    const environment = await renderCategories([ESCORTS]);
    await userEvent.type(screen.getByRole('textbox', { name: 'New category name' }), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Add Category' }));
    expect(screen.getByText('Please Enter Category Name')).toBeInTheDocument();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('shows the update fallback when renaming fails; the row stays in edit with the typed name', async () => {
    const environment = await renderCategories([ESCORTS]);
    await userEvent.click(screen.getByRole('button', { name: 'Edit Escorts' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'New name of Escorts' }), ' VIP');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    await failWithToast(environment, 'Failed to Update Category');
    expect(screen.getByRole('textbox', { name: 'New name of Escorts' })).toHaveValue('Escorts VIP');
  });

  it("shows the server's refusal of a new category and keeps the typed name", async () => {
    const environment = await renderCategories([ESCORTS]);
    await userEvent.type(screen.getByRole('textbox', { name: 'New category name' }), 'escorts');
    await userEvent.click(screen.getByRole('button', { name: 'Add Category' }));
    await refuseWithToast(environment, 'addCategory', 'ConflictError', 'A category with this name already exists.');
    expect(screen.getByRole('textbox', { name: 'New category name' })).toHaveValue('escorts');
    expect(within(screen.getByRole('table', { name: 'Categories' })).getAllByRole('row')).toHaveLength(2);
  });

  it('adds a category below the table: it joins the list in name order and the input clears', async () => {
    const environment = await renderCategories([ESCORTS, MASSAGE]);
    const input = screen.getByRole('textbox', { name: 'New category name' });
    await userEvent.type(input, 'Fetish');
    // its Hindi name (issue 35)
    await userEvent.type(screen.getByRole('textbox', { name: 'Its Hindi name (optional)' }), 'फ़ेटिश');
    await userEvent.click(screen.getByRole('button', { name: 'Add Category' }));
    expect(await screen.findByText('Adding Category...')).toBeInTheDocument();
    expect(lastOperation(environment).variables).toEqual({ input: { name: 'Fetish', hindiName: 'फ़ेटिश' } });
    await answerWithToast(
      environment,
      {
        addCategory: {
          __typename: 'MutationAddCategorySuccess',
          category: { id: 'category-3', name: 'Fetish', adsCount: 0 },
        },
      },
      'Category Added Successfully!',
    );
    const names = within(screen.getByRole('table', { name: 'Categories' }))
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0]!.textContent);
    expect(names).toEqual(['Escorts', 'Fetish', 'Massage']);
    // the input clears in its own render after the toast and the list (failed once under load)
    await waitFor(() => expect(input).toHaveValue(''));
  });

  it('keeps the typed name when adding fails, with the fallback text', async () => {
    const environment = await renderCategories([ESCORTS]);
    await userEvent.type(screen.getByRole('textbox', { name: 'New category name' }), 'Fetish');
    await userEvent.click(screen.getByRole('button', { name: 'Add Category' }));
    await failWithToast(environment, 'Failed to Add Category');
    expect(screen.getByRole('textbox', { name: 'New category name' })).toHaveValue('Fetish');
  });

  it('says Session Expired when the call ended the session', async () => {
    session.logIn({ token: 't', name: 'Admin', contact: '9999999999', role: 'admin' });
    const environment = await renderCategories([ESCORTS]);
    await userEvent.click(screen.getByRole('button', { name: 'Edit Escorts' }));
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    act(() => {
      // the network layer logs out on UNAUTHENTICATED before the call fails
      session.logOut();
      environment.mock.rejectMostRecentOperation(new Error('UNAUTHENTICATED'));
    });
    expect(await screen.findByText('Session Expired')).toBeInTheDocument();
  });
});
