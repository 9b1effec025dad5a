import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MockEnvironment } from '../../../test/render.tsx';
import { BlocklistPage, blocklistPageLoader } from './BlocklistPage.tsx';
import {
  BLOCKED_PHOTOS_EMPTY,
  BLOCKLIST_EMPTY,
  BLOCKLIST_FORM_MESSAGES,
  BLOCKLIST_NOTHING_FOUND,
} from './blocklistTexts.ts';
import { renderPage, resolveGenerated } from '../../../test/page.tsx';
import { resolveWith } from '../../../test/mockConnection.ts';
import { answerWithToast, refusal } from '../../../test/mutations.ts';
import { expectSent } from '../../../test/operations.ts';
import { cellTexts } from '../../../test/tables.ts';

function entry(n: number, extra: Record<string, unknown> = {}) {
  return {
    id: `entry-${n}`,
    kind: 'phone',
    value: `98765000${String(n).padStart(2, '0')}`,
    reason: `Reason ${n}`,
    addedBy: 'Meera (desk)',
    createdAt: '2026-11-20T06:30:00.000Z',
    ...extra,
  };
}

function photo(n: number) {
  return {
    id: `photo-${n}`,
    url: `https://example.in/media/aa/bb/${n}.webp`,
    reason: `No consent ${n}`,
    blockedBy: 'Ravi',
    createdAt: '2026-11-21T06:30:00.000Z',
  };
}

const page = <T,>(nodes: T[]) => ({
  totalCount: nodes.length,
  edges: nodes.map((node, index) => ({ cursor: `cursor-${index}`, node })),
  pageInfo: {
    hasNextPage: false,
    endCursor: 'cursor-last',
    hasPreviousPage: false,
    startCursor: null,
  },
});

async function renderBlocklist(
  entries: ReturnType<typeof entry>[],
  photos: ReturnType<typeof photo>[] = [],
): Promise<MockEnvironment> {
  const { environment } = await renderPage({
    path: '/admin/blocklist',
    element: <BlocklistPage />,
    loader: blocklistPageLoader,
  });
  resolveGenerated(environment, {
    QueryBlocklistConnection: () => page(entries),
    QueryBlockedPhotosConnection: () => page(photos),
  });
  await screen.findByRole('table', { name: 'Blocklist' });
  return environment;
}

const table = () => screen.getByRole('table', { name: 'Blocklist' });
const rowOf = (value: string) => within(table()).getByRole('cell', { name: value }).closest('tr')!;
const form = () => screen.getByRole('form', { name: 'Add to the blocklist' });

describe('the blocklist screen', () => {
  it('lists each entry with its kind, reason, date and who added it, and the blocked photos', async () => {
    await renderBlocklist([entry(1), entry(2, { kind: 'domain', value: 'spam.example', addedBy: null })], [photo(1)]);
    const cells = cellTexts(rowOf('9876500001'));
    expect(cells).toEqual(['9876500001', 'Phone number', 'Reason 1', '20 Nov 2026Meera (desk)', 'Remove']);
    expect(within(rowOf('spam.example')).getByText('E-mail domain')).toBeInTheDocument();
    expect(screen.getByText('2 entries')).toBeInTheDocument();
    const photos = screen.getByRole('list', { name: 'Blocked photos' });
    expect(within(photos).getByRole('img', { name: 'A blocked photo' })).toHaveAttribute(
      'src',
      'https://example.in/media/aa/bb/1.webp',
    );
    expect(within(photos).getByText('No consent 1')).toBeInTheDocument();
    expect(within(photos).getByText('21 Nov 2026 · Ravi')).toBeInTheDocument();
  });

  it('says so when nothing is blocked', async () => {
    await renderBlocklist([]);
    expect(screen.getByText(BLOCKLIST_EMPTY)).toBeInTheDocument();
    expect(screen.getByText(BLOCKED_PHOTOS_EMPTY)).toBeInTheDocument();
  });

  it('adds an entry: it joins the top of the list, the count follows and the form empties', async () => {
    const environment = await renderBlocklist([entry(1)]);
    await userEvent.selectOptions(within(form()).getByLabelText('Block'), 'email');
    await userEvent.type(within(form()).getByLabelText('E-mail address'), ' Priya.K+ads@gmail.com ');
    await userEvent.type(within(form()).getByLabelText('Reason'), 'Posted an ad of a minor');
    await userEvent.click(within(form()).getByRole('button', { name: 'Add' }));

    expectSent(environment, 'useAddToBlocklistMutation', {
      input: {
        kind: 'email',
        value: 'Priya.K+ads@gmail.com',
        reason: 'Posted an ad of a minor',
      },
    });
    await answerWithToast(
      environment,
      {
        addToBlocklist: {
          __typename: 'MutationAddToBlocklistSuccess',
          entry: {
            __typename: 'BlocklistEntry',
            ...entry(9, {
              kind: 'email',
              value: 'priyak@gmail.com',
              reason: 'Posted an ad of a minor',
            }),
          },
        },
      },
      'Added to the blocklist.',
    );
    const values = within(table())
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0]!.textContent);
    expect(values).toEqual(['priyak@gmail.com', '9876500001']);
    expect(screen.getByText('2 entries')).toBeInTheDocument();
    expect(within(form()).getByLabelText('E-mail address')).toHaveValue('');
    expect(within(form()).getByLabelText('Reason')).toHaveValue('');
  });

  it('shows the server’s refusal under its field, and asks for a value and a reason before sending', async () => {
    const environment = await renderBlocklist([]);
    await userEvent.click(within(form()).getByRole('button', { name: 'Add' }));
    expect(within(form()).getByText(BLOCKLIST_FORM_MESSAGES.value)).toBeInTheDocument();
    expect(within(form()).getByText(BLOCKLIST_FORM_MESSAGES.reason)).toBeInTheDocument();
    expect(environment.executeMutation).not.toHaveBeenCalled();

    await userEvent.type(within(form()).getByLabelText('Phone number'), '98765 43210');
    await userEvent.type(within(form()).getByLabelText('Reason'), 'Again');
    await userEvent.click(within(form()).getByRole('button', { name: 'Add' }));
    const message = 'This phone number is already on the blocklist (since 3 November 2026).';
    resolveWith(environment, {
      addToBlocklist: refusal('ConflictError', message, { field: 'value' }),
    });
    expect(await within(form()).findByText(message)).toBeInTheDocument();
    expect(within(form()).getByLabelText('Phone number')).toHaveValue('98765 43210');
    expect(screen.getByText(BLOCKLIST_EMPTY)).toBeInTheDocument();
  });

  it('removes an entry only once confirmed', async () => {
    const environment = await renderBlocklist([entry(1), entry(2)]);
    await userEvent.click(
      within(rowOf('9876500001')).getByRole('button', {
        name: 'Remove 9876500001 from the blocklist',
      }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Remove from Blocklist',
    });
    expect(dialog).toHaveTextContent('Remove the phone number 9876500001 from the blocklist?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(environment.executeMutation).not.toHaveBeenCalled();

    await userEvent.click(
      within(rowOf('9876500001')).getByRole('button', {
        name: 'Remove 9876500001 from the blocklist',
      }),
    );
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Remove from Blocklist' })).getByRole('button', {
        name: 'Remove',
      }),
    );
    expectSent(environment, 'useRemoveFromBlocklistMutation', { id: 'entry-1', connections: [expect.any(String)] });
    resolveWith(environment, {
      removeFromBlocklist: { __typename: 'MutationRemoveFromBlocklistSuccess', removedId: 'entry-1' },
    });
    await waitFor(() => expect(within(table()).queryByRole('cell', { name: '9876500001' })).not.toBeInTheDocument());
    expect(within(table()).getByRole('cell', { name: '9876500002' })).toBeInTheDocument();
    expect(screen.getByText('1 entry')).toBeInTheDocument();
  });

  it('searches by value and filters by kind', async () => {
    const environment = await renderBlocklist([entry(1)]);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), ' 98765 ');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(environment.mock.getMostRecentOperation().request.node.params.name).toBe('BlocklistPagePaginationQuery'),
    );
    expect(environment.mock.getMostRecentOperation().request.variables).toMatchObject({
      search: '98765',
      kind: null,
      first: 20,
    });
    resolveGenerated(environment, {
      QueryBlocklistConnection: () => page([]),
    });
    expect(await screen.findByText(BLOCKLIST_NOTHING_FOUND)).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'domain');
    await waitFor(() =>
      expect(environment.mock.getMostRecentOperation().request.variables).toMatchObject({
        search: '98765',
        kind: 'domain',
      }),
    );
  });

  it('unblocks a photo once confirmed', async () => {
    const environment = await renderBlocklist([], [photo(1), photo(2)]);
    const photos = screen.getByRole('list', { name: 'Blocked photos' });
    await userEvent.click(
      within(within(photos).getAllByRole('listitem')[0]!).getByRole('button', {
        name: 'Unblock',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Unblock Photo' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Unblock' }));
    expectSent(environment, 'useUnblockPhotoMutation', { id: 'photo-1', connections: [expect.any(String)] });
    resolveWith(environment, { unblockPhoto: { __typename: 'MutationUnblockPhotoSuccess', unblockedId: 'photo-1' } });
    await waitFor(() => expect(within(photos).getAllByRole('listitem')).toHaveLength(1));
    expect(within(photos).getByText('No consent 2')).toBeInTheDocument();
    expect(screen.getByText('1 photo')).toBeInTheDocument();
  });
});
