// What a failed dashboard action says (SPEC sections 4 and 8): 'Session Expired' when the session
// ended (the network layer logs out on UNAUTHENTICATED), else the screen's fallback text.
import { session } from './session.ts';

export function actionFailureMessage(fallback: string, hadSession: boolean): string {
  return hadSession && !session.get().auth ? 'Session Expired' : fallback;
}
