import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { clearToastsAndSessionAfterEach } from '../../../test/cleanup.ts';
import { session } from '../../../lib/session.ts';
import { tableRows } from '../../../test/tables.ts';
import { SeoPagesPage, seoPagesPageLoader } from './SeoPagesPage.tsx';
import { renderPageWith } from '../../../test/page.tsx';
import { openDialog } from '../../../test/dialogs.ts';
import { answerWithToast, failWithToast, refuseWithToast } from '../../../test/mutations.ts';

const HOME = {
  id: 'seo-1',
  path: '',
  title: 'Companion Directory',
  description: 'Verified companions across India',
  keywords: 'companions, india',
  canonicalUrl: 'https://example.com/',
  robots: 'index, follow',
};
const BLOGS = { ...HOME, id: 'seo-2', path: '/blogs', title: 'Blogs', canonicalUrl: 'https://example.com/blogs' };

async function renderSeoPages(seoPages: (typeof HOME)[]) {
  const { environment } = await renderPageWith(
    { path: '/admin/seo-pages', element: <SeoPagesPage />, loader: seoPagesPageLoader },
    { seoPages },
  );
  await screen.findByRole('table', { name: 'SEO pages' });
  return environment;
}

describe('admin SEO pages', () => {
  clearToastsAndSessionAfterEach();

  it("lists the records with every column, showing 'home' for the empty path", async () => {
    await renderSeoPages([HOME, BLOGS]);
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Path',
      'Title',
      'Description',
      'Keywords',
      'Canonical URL',
      'Robots',
      'Action',
    ]);
    expect(tableRows('SEO pages')).toEqual([
      [
        'home',
        'Companion Directory',
        'Verified companions across India',
        'companions, india',
        'https://example.com/',
        'index, follow',
        'Update',
      ],
      [
        '/blogs',
        'Blogs',
        'Verified companions across India',
        'companions, india',
        'https://example.com/blogs',
        'index, follow',
        'Update',
      ],
    ]);
  });

  it('says so when there is no record', async () => {
    await renderSeoPages([]);
    expect(screen.getByText('No Seo Pages found')).toBeInTheDocument();
  });

  it('adds a record for a page that has none: only those paths are offered', async () => {
    const environment = await renderSeoPages([HOME, BLOGS]);
    const dialog = await openDialog('Add Seo Page');
    const offered = within(within(dialog).getByLabelText('Path'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(offered).toEqual([
      'Select Path',
      '/about-us',
      '/call-girls',
      '/contact-us',
      '/login',
      '/register',
      '/terms-&-conditions',
      '/privacy-policy',
    ]);

    await userEvent.selectOptions(within(dialog).getByLabelText('Path'), '/about-us');
    await userEvent.type(within(dialog).getByLabelText('Title'), ' About us ');
    await userEvent.type(within(dialog).getByLabelText('Robots'), 'index, follow');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Seo Page' }));

    expect(await screen.findByText('Adding Seo Page...')).toBeInTheDocument();
    // the record the server keeps is the one sent, with its id
    const aboutUs = {
      path: '/about-us',
      title: 'About us',
      description: '',
      keywords: '',
      canonicalUrl: '',
      robots: 'index, follow',
    };
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({ input: aboutUs });
    await answerWithToast(
      environment,
      { addSeoPage: { __typename: 'MutationAddSeoPageSuccess', seoPage: { id: 'seo-3', ...aboutUs } } },
      'Seo Page Added Successfully!',
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(tableRows('SEO pages').map((row) => row[0])).toEqual(['home', '/about-us', '/blogs']);
  });

  it("asks for the path and the title with the SPEC's message before sending", async () => {
    const environment = await renderSeoPages([]);
    const dialog = await openDialog('Add Seo Page');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Seo Page' }));
    expect(within(dialog).getAllByText('Please Enter Title')).toHaveLength(2);
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('updates a record from its prefilled modal, the path fixed; the row changes in place', async () => {
    const environment = await renderSeoPages([HOME, BLOGS]);
    const dialog = await openDialog('Update home', 'Update Seo Page');
    expect(within(dialog).getByLabelText('Path')).toHaveValue('home');
    expect(within(dialog).getByLabelText('Path')).toHaveAttribute('readonly');
    const title = within(dialog).getByLabelText('Title');
    expect(title).toHaveValue('Companion Directory');
    await userEvent.clear(title);
    await userEvent.type(title, 'Escorts directory of India');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Seo Page' }));

    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({
      input: { ...HOME, id: undefined, title: 'Escorts directory of India' },
    });
    await answerWithToast(
      environment,
      {
        updateSeoPage: {
          __typename: 'MutationUpdateSeoPageSuccess',
          seoPage: { ...HOME, title: 'Escorts directory of India' },
        },
      },
      'Seo Page Updated Successfully!',
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(tableRows('SEO pages')[0]![1]).toBe('Escorts directory of India');
  });

  it('refuses a blank title and a canonical URL that is not http(s) on update, sending nothing', async () => {
    const environment = await renderSeoPages([HOME]);
    const dialog = await openDialog('Update home', 'Update Seo Page');
    await userEvent.clear(within(dialog).getByLabelText('Title'));
    await userEvent.type(within(dialog).getByLabelText('Title'), '   ');
    const canonical = within(dialog).getByLabelText('Canonical URL');
    await userEvent.clear(canonical);
    await userEvent.type(canonical, 'ftp://example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Seo Page' }));

    expect(within(dialog).getByText('Please Enter Title')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Please enter a valid Canonical URL starting with http:// or https://'),
    ).toBeInTheDocument();
    expect(environment.mock.getAllOperations()).toHaveLength(0);

    // an empty canonical URL is allowed, and a fixed form is sent
    await userEvent.clear(canonical);
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Home');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Seo Page' }));
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({
      input: { ...HOME, id: undefined, title: 'Home', canonicalUrl: '' },
    });
  });

  it("checks the robots before sending, shows the server's refusal and keeps the modal open", async () => {
    const environment = await renderSeoPages([HOME]);
    const dialog = await openDialog('Update home', 'Update Seo Page');
    const robots = within(dialog).getByLabelText('Robots');
    await userEvent.clear(robots);
    await userEvent.type(robots, 'index; follow');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Seo Page' }));
    expect(within(dialog).getByText('Robots must be directives such as "index, follow".')).toBeInTheDocument();
    expect(environment.executeMutation).not.toHaveBeenCalled();
    await userEvent.clear(robots);
    // the form checks every field with the server's schema (common/forms/seo.ts), so the refusal
    // here is one only the server can know: the record went meanwhile
    await userEvent.type(robots, 'noindex, nofollow');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Seo Page' }));
    expect(environment.mock.getMostRecentOperation().request.variables.input).toMatchObject({
      robots: 'noindex, nofollow',
    });
    await refuseWithToast(environment, 'updateSeoPage', 'NotFoundError', 'There is no SEO page for this path yet.');
    expect(screen.getByRole('dialog', { name: 'Update Seo Page' })).toBeInTheDocument();
    expect(tableRows('SEO pages')[0]![5]).toBe('index, follow');
  });

  it('shows the fallback when the call fails, and Session Expired when it ended the session', async () => {
    session.logIn({ token: 't', name: 'Admin', contact: '9999999999', role: 'admin' });
    const environment = await renderSeoPages([HOME]);
    const dialog = await openDialog('Update home', 'Update Seo Page');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Seo Page' }));
    await failWithToast(environment, 'Failed to Update Seo Page');
    expect(screen.getByRole('dialog', { name: 'Update Seo Page' })).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Seo Page' }));
    act(() => {
      session.logOut();
      environment.mock.rejectMostRecentOperation(new Error('UNAUTHENTICATED'));
    });
    expect(await screen.findByText('Session Expired')).toBeInTheDocument();
  });
});
