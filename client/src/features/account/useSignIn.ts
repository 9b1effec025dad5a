// What the login and forgot-password forms do with a call that signs in: land on the account's home
// (replacing the form in the history, so Back does not return to it), show a refusal in the banner
// until dismissed or the next try, or toast an error.
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toastSuccess } from '../../components/toasts.ts';
import { toastFormError } from '../../components/formErrorToast.ts';
import type { Refusal } from './RefusalBanner.tsx';
import { startSession, type SignInOutcome } from './signedInSession.ts';

export function useSignIn(): {
  refusal: Refusal | null;
  dismissRefusal: () => void;
  /** Runs the call; `success` is the toast of a sign-in, when the form has one. */
  signIn: (call: () => Promise<SignInOutcome>, success?: string) => Promise<void>;
} {
  const navigate = useNavigate();
  const { i18n } = useLingui();
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const signIn = async (call: () => Promise<SignInOutcome>, success?: string) => {
    setRefusal(null);
    const outcome = await call();
    switch (outcome.kind) {
      case 'signedIn':
        if (success) toastSuccess(success);
        navigate(startSession(outcome.session), { replace: true });
        return;
      case 'refused':
        setRefusal({ message: outcome.message, reason: outcome.reason });
        return;
      default:
        toastFormError(outcome, i18n);
    }
  };
  return { refusal, dismissRefusal: () => setRefusal(null), signIn };
}
