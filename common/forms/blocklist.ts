// A blocklist entry (issue 31): what to block (phone number, e-mail address or domain), the value as
// typed and the reason. The desk's add form checks with it, the blocklist service parses with it (and
// then normalises the value: server/modules/blocklist/service.ts).
import * as z from 'zod/mini';
import { hasControlCharacters } from '../formPatterns.ts';
import { CONTROL_CHARACTERS_MESSAGE } from '../messages.ts';

export const BLOCKLIST_KINDS = ['phone', 'email', 'domain'] as const;

export const BLOCKLIST_FIELD_LIMITS = {
  /** characters of what is typed as the value (an e-mail address is at most 254) */
  value: 254,
  reason: 500,
} as const;

export const BLOCKLIST_FIELD_MESSAGES = {
  kind: 'Please choose what to block: a phone number, an e-mail address or an e-mail domain.',
  value: 'Please enter the phone number, e-mail address or domain to block.',
  valueTooLong: `That is too long for a phone number, an e-mail address or a domain (at most ${BLOCKLIST_FIELD_LIMITS.value} characters).`,
  reason: `Please give the reason for blocking (up to ${BLOCKLIST_FIELD_LIMITS.reason} characters).`,
  reasonTooLong: `Reason must be at most ${BLOCKLIST_FIELD_LIMITS.reason} characters`,
} as const;

export const blocklistKindSchema = z.enum(BLOCKLIST_KINDS, { error: BLOCKLIST_FIELD_MESSAGES.kind });

/** A required reason of at most 500 characters, trimmed; control characters (but tab and newlines) refused. */
export const blocklistReasonSchema = z.string({ error: BLOCKLIST_FIELD_MESSAGES.reason }).check(
  z.trim(),
  z.minLength(1, BLOCKLIST_FIELD_MESSAGES.reason),
  z.maxLength(BLOCKLIST_FIELD_LIMITS.reason, BLOCKLIST_FIELD_MESSAGES.reasonTooLong),
  z.refine((value) => !hasControlCharacters(value), CONTROL_CHARACTERS_MESSAGE),
);

/** What the service takes: a blank value is refused by the kind's own message once normalised. */
export const blocklistEntrySchema = z.object({
  kind: blocklistKindSchema,
  value: z
    .string({ error: BLOCKLIST_FIELD_MESSAGES.value })
    .check(z.maxLength(BLOCKLIST_FIELD_LIMITS.value, BLOCKLIST_FIELD_MESSAGES.valueTooLong)),
  reason: blocklistReasonSchema,
});

/** The add form asks for a value before sending, and sends it trimmed. */
export const blocklistEntryFormSchema = z.object({
  ...blocklistEntrySchema.shape,
  value: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, BLOCKLIST_FIELD_MESSAGES.value),
      z.maxLength(BLOCKLIST_FIELD_LIMITS.value, BLOCKLIST_FIELD_MESSAGES.valueTooLong),
    ),
});
