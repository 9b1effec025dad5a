// What every placement purchase of the Promote page answers (featured days, spotlight days, a bump now,
// a daily bump and its cancelling), so each purchase's hook states only its document and variables:
// the credits it took, with the top bar's balance set to the server's, or the refusal under its field.
import type { Failed } from '../../lib/commitForOutcome.ts';
import { session } from '../../lib/session.ts';
import { refusedWithField } from '../../lib/useResultMutation.ts';

/** A purchase's outcome: its credits, the refusal in the user's words (under a field), or a failure. */
export type PurchaseOutcome =
  { kind: 'done'; credits: number } | { kind: 'refused'; message: string; field: string | null } | Failed;

/** The success of a purchase: the purchase (its credits) and the balance after it. */
interface PurchaseSuccess {
  readonly purchase?: { readonly credits: number } | null;
  readonly balance?: number | null;
}

/** The `done` and `refused` of every purchase's useResultMutation spec. */
export const purchaseOutcome = {
  done: ({ purchase, balance }: PurchaseSuccess): PurchaseOutcome => {
    if (!purchase || typeof balance !== 'number') return { kind: 'failed' };
    session.setCredits(balance);
    return { kind: 'done', credits: purchase.credits };
  },
  refused: refusedWithField,
};
