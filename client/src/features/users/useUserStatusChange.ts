// The toasts of a user status change (SPEC section 8): 'Updating User Status...' then the success
// text, the server's refusal, or the fallback ('Session Expired' when the call ended the session).
import { useCallback } from 'react';
import { runWithToasts } from '../../components/runWithToasts.ts';
import { useChangeUserStatusMutation, type UserStatusChange } from './useChangeUserStatusMutation.ts';

/** Answers a function that changes a status with its toasts and tells whether it changed. */
export function useUserStatusChange(): [(change: UserStatusChange) => Promise<boolean>, boolean] {
  const [changeUserStatus, isChanging] = useChangeUserStatusMutation();
  const changeWithToasts = useCallback(
    (change: UserStatusChange) =>
      runWithToasts(
        {
          progress: 'Updating User Status...',
          success: 'User Status Updated Successfully!',
          fallback: 'Failed to Update User Status.',
        },
        () => changeUserStatus(change),
      ),
    [changeUserStatus],
  );
  return [changeWithToasts, isChanging];
}
