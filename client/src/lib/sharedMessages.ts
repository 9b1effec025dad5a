// Texts both sides say (common/: the forms' rules, which the server's answers repeat), written in English as
// the SPEC fixes them. A page in another language shows each as a message of its own (issue 35): the fields'
// errors and the forms' toasts pass what they show through here. A text that is no shared message (a name,
// an answer of the server's own) is shown as it is. Nothing of common/ is imported (its rules carry zod and
// patterns a page need not load), and each domain's texts are a module of their own (lib/shared-texts/) that its
// forms' pages import; sharedMessages.test.ts checks that every text of common/ a visitor or an advertiser may
// read is in one, word for word, so the two cannot drift apart.
import { setupI18n, type I18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useCallback } from 'react';

/** A value of a text in words (a day, a time, an interval, as common/ writes them) in another language. */
export type ValueInLanguage = (words: string, language: 'en' | 'hi') => string;

/** A table of shared texts: messages found by their English, and patterns for texts with values in them. */
export interface SharedTexts {
  readonly messages: readonly MessageDescriptor[];
  /**
   * By a pattern of their English: the parts the pattern captures are the message's values, each in the
   * page's language by its translator when it has one (numbers and names stay as they are).
   */
  readonly patterns: readonly (readonly [
    RegExp,
    (...parts: string[]) => MessageDescriptor,
    (readonly (ValueInLanguage | null)[])?,
  ])[];
}

// the tables of the modules loaded so far: a form's page loads its domain's (lib/shared-texts/), so a page
// carries only its own forms' messages
const tables: SharedTexts[] = [];
const byEnglish = new Map<string, MessageDescriptor>();
// the build compiles each message's English into the code (decision 0121): English needs no catalog
const english = setupI18n({ locale: 'en', messages: { en: {} } });
/**
 * A message's English: its own message, or, in another language's browser build, where the message is that
 * language's, the English the build keeps beside it for these modules (client/vendor/linguiSourceMessages.ts).
 */
const englishOf = (message: MessageDescriptor & { source?: MessageDescriptor['message'] }) =>
  english._(message.source === undefined ? message : { ...message, message: message.source });

/** A table of shared texts, known to sharedText from when its module is loaded. */
export function defineSharedTexts(
  messages: SharedTexts['messages'],
  patterns: SharedTexts['patterns'] = [],
): SharedTexts {
  const table = { messages, patterns };
  tables.push(table);
  for (const message of messages) byEnglish.set(englishOf(message), message);
  return table;
}

/** The texts every form may show: the fields' own (common/messages.ts) and the contact form's. */
export const FORM_TEXTS = defineSharedTexts(
  [
    msg`Please Enter a valid email address`,
    msg`Contact Number must have 10 characters`,
    msg`Please enter a valid Contact Number`,
    msg`Email OTP must have 6 digits`,
    msg`Password must be at least 8 characters`,
    msg`Password must be at most 200 characters`,
    msg`Password and Confirm Password must be the same`,
    msg`Please Enter a name`,
    msg`Contains characters that are not allowed`,
    msg`Please Enter a Your Name`,
    msg`Please enter a Message`,
  ],
  [
    [/^Must be at most (\d+) characters$/, (max) => msg`Must be at most ${max} characters`],
    // the lengths of named fields (the account's address, a report's details and contact)
    [/^Address must be at most (\d+) characters$/, (max) => msg`Address must be at most ${max} characters`],
    [/^Details must be at most (\d+) characters$/, (max) => msg`Details must be at most ${max} characters`],
    [/^Contact must be at most (\d+) characters$/, (max) => msg`Contact must be at most ${max} characters`],
  ],
);

/** The message of a text: by its English in any table loaded, or by a pattern of one with its values in `language`. */
function matched(text: string, language: 'en' | 'hi' = 'en'): MessageDescriptor | undefined {
  const exact = byEnglish.get(text);
  if (exact) return exact;
  for (const table of tables)
    for (const [pattern, message, values] of table.patterns) {
      const match = pattern.exec(text);
      if (match) return message(...match.slice(1).map((part, index) => values?.[index]?.(part, language) ?? part));
    }
  return undefined;
}

/** Whether a text is one of the shared messages (exactly, or by a pattern). */
export function isSharedText(text: string): boolean {
  return matched(text) !== undefined;
}

/** A text in the language of `i18n`: a shared message's translation, or the text itself. */
export function sharedText(i18n: I18n, text: string): string {
  const message = matched(text, i18n.locale === 'hi' ? 'hi' : 'en');
  return message ? i18n._(message) : text;
}

/** `sharedText` in the page's language, for a component; undefined stays undefined (no error to show). */
export function useSharedText(): <T extends string | undefined>(text: T) => T {
  const { i18n } = useLingui();
  return useCallback(
    <T extends string | undefined>(text: T): T => (text === undefined ? text : (sharedText(i18n, text) as T)),
    [i18n],
  );
}
