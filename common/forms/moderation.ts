// The reason of a staff decision on an ad or a photo (taking it down, refusing a held ad, removing a
// photo): required, at most 500 characters. The moderation service parses with it (and the desk's bulk
// take-down through it); each dialog asks with its own words of who reads the reason.
import * as z from 'zod/mini';

export const DECISION_REASON_MAX = 500;

export const DECISION_REASON_MESSAGES = {
  /** the server's word, and the take-down and refusal dialogs' */
  advertiser: 'Please give the reason the advertiser will see.',
  /** the desk's take-down of several ads */
  advertisers: 'Please give the reason the advertisers will see.',
  photo: 'Please give the reason for removing this photo.',
  tooLong: `Reason must be at most ${DECISION_REASON_MAX} characters`,
} as const;

/** A reason, trimmed, that `message` asks for when missing. */
export function decisionReasonSchema(message: string) {
  return z
    .string({ error: message })
    .check(z.trim(), z.minLength(1, message), z.maxLength(DECISION_REASON_MAX, DECISION_REASON_MESSAGES.tooLong));
}

/** An optional reason (a rejection's, an advertiser's suspension's): trimmed, '' when none. */
export const optionalDecisionReasonSchema = z
  .string()
  .check(z.trim(), z.maxLength(DECISION_REASON_MAX, DECISION_REASON_MESSAGES.tooLong));
