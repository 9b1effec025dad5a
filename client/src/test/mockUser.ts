// An account as the admin user lists' queries answer it (the Users and Account requests screens'
// tests), and the answer of their users connection.
import { MockPayloadGenerator } from 'relay-test-utils';
import { act, screen } from '@testing-library/react';
import { expect } from 'vitest';
import { renderPage, type PageOptions } from './page.tsx';
import type { MockEnvironment } from './render.tsx';

export interface MockUser {
  id: string;
  name: string;
  email: string;
  contact: string;
  address: string;
  status: 'requested' | 'rejected' | 'active' | 'suspended';
  role: 'admin' | 'moderator' | 'user';
  credits: number;
  suspensionReason: string | null;
  dateOfBirth: string | null;
  accountKind: 'independent' | 'agency';
}

/** An independent account `id` named `name`, its e-mail and address made of them; `details` sets the rest. */
export function mockUser(
  id: string,
  name: string,
  status: MockUser['status'],
  details: Partial<MockUser> & Pick<MockUser, 'credits' | 'dateOfBirth'>,
): MockUser {
  return {
    id,
    name,
    email: `${id}@example.com`,
    contact: '9876543210',
    address: `${name}'s street`,
    status,
    role: 'user',
    suspensionReason: null,
    accountKind: 'independent',
    ...details,
  };
}

/** Answers the latest query with `users` as its users connection. */
export function resolveUsers(environment: MockEnvironment, users: MockUser[], hasNextPage = false) {
  act(() =>
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        QueryUsersConnection: () => ({
          edges: users.map((node) => ({ cursor: `cursor-${node.id}`, node })),
          pageInfo: { hasNextPage, endCursor: 'cursor-last', hasPreviousPage: false, startCursor: null },
        }),
      }),
    ),
  );
}

/** Answers the latest status change (approve, reject, suspend, activate) with the account as changed. */
export function resolveChange(environment: MockEnvironment, changed: MockUser) {
  act(() =>
    environment.mock.resolveMostRecentOperation({
      data: { changeUserStatus: { __typename: 'MutationChangeUserStatusSuccess', user: changed } },
    }),
  );
}

/**
 * Opens an admin list of accounts (Users, Account requests), checks its query asks for the accounts
 * of `statuses` only (literal arguments of the query), and answers it with `users`.
 */
export async function renderAccountList(
  page: PageOptions & { statuses: MockUser['status'][]; table: string },
  users: MockUser[],
  hasNextPage = false,
) {
  const { environment, operation } = await renderPage(page);
  expect(JSON.stringify(operation.request.node.operation)).toContain(`"value":${JSON.stringify(page.statuses)}`);
  resolveUsers(environment, users, hasNextPage);
  await screen.findByRole('table', { name: page.table });
  return environment;
}
