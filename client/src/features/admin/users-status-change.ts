// The toasts of a user status change (SPEC section 8): 'Updating User Status...' then the success
// text, the server's refusal, or the fallback ('Session Expired' when the call ended the session).
import { useCallback } from 'react';
import { toastProgress } from '../../components/toaster.tsx';
import { actionFailureMessage } from '../../lib/action-failure.ts';
import { session } from '../../lib/session.ts';
import { useChangeUserStatusMutation, type UserStatusChange } from './useChangeUserStatusMutation.ts';

/** Answers a function that changes a status with its toasts and tells whether it changed. */
export function useUserStatusChange(): [(change: UserStatusChange) => Promise<boolean>, boolean] {
  const [changeUserStatus, isChanging] = useChangeUserStatusMutation();
  const changeWithToasts = useCallback(
    async (change: UserStatusChange) => {
      const hadSession = session.get().auth !== null;
      const progress = toastProgress('Updating User Status...');
      const outcome = await changeUserStatus(change);
      if (outcome.kind === 'changed') progress.success('User Status Updated Successfully!');
      else if (outcome.kind === 'refused') progress.error(outcome.message);
      else progress.error(actionFailureMessage('Failed to Update User Status.', hadSession));
      return outcome.kind === 'changed';
    },
    [changeUserStatus],
  );
  return [changeWithToasts, isChanging];
}
