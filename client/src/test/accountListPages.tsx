// The two admin lists of accounts (Users, Account requests) as their tests open them: each page's
// address, loader, query, the statuses its query asks for and its table's name (see renderAccountList).
import type { RouteObject } from 'react-router-dom';
import { AccountRequestsPage, accountRequestsPageLoader } from '../features/users/AccountRequestsPage.tsx';
import { UsersPage, usersPageLoader } from '../features/users/UsersPage.tsx';
import type { MockUser } from './mockUser.ts';
import type { PageOptions } from './page.tsx';
import type { MockEnvironment } from './render.tsx';

export const USERS_PAGE = {
  path: '/admin/users',
  element: <UsersPage />,
  loader: usersPageLoader,
  query: 'UsersPageQuery',
  statuses: ['active', 'suspended'] as MockUser['status'][],
  table: 'Users',
};

export const ACCOUNT_REQUESTS_PAGE = {
  path: '/admin/users/account-requests',
  element: <AccountRequestsPage />,
  loader: accountRequestsPageLoader,
  query: 'AccountRequestsPageQuery',
  // the list asks for the requested and rejected accounts
  statuses: ['requested', 'rejected'] as MockUser['status'][],
  table: 'Account requests',
};

/** A list's page as a route over `environment`, to navigate to it from the other. */
export function accountListRoute(
  { path, element, loader }: Pick<PageOptions, 'path' | 'element' | 'loader'>,
  environment: MockEnvironment,
): RouteObject {
  return { path, element, loader: loader(environment) };
}
