// The Users and Account requests screens change an account's status through one mutation; their tests
// check what it was sent in one line.
import type { MockEnvironment } from './render.tsx';
import { expectSent } from './operations.ts';

/** Checks the latest operation is the status change of account `id` to `status`, with exactly these options. */
export function expectStatusChangeSent(
  environment: MockEnvironment,
  id: string,
  status: 'active' | 'suspended' | 'rejected',
  { reason = null, addToBlocklist = null }: { reason?: string | null; addToBlocklist?: boolean | null } = {},
) {
  return expectSent(environment, 'useChangeUserStatusMutation', { id, status, reason, addToBlocklist });
}
