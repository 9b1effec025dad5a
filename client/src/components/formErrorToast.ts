// The error toast of a public form (SPEC section 8), in the page's language: a module of its own, so the shared
// texts it may translate load with the forms, not with every page's toasts.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { sharedText } from '../lib/sharedMessages.ts';
import { toastError } from './toasts.ts';

/**
 * The error toast of a public form's call (SPEC section 8): the server's words, else the SPEC's
 * fixed fallback 'Failed to login' (the SPEC lists it for every public form, the contact form's too),
 * in the page's language (`i18n`: the form's `useLingui()`; the server's words when they are a shared text).
 */
export function toastFormError(outcome: { kind: 'error'; message: string } | { kind: 'failed' }, i18n: I18n): void {
  toastError(outcome.kind === 'error' ? sharedText(i18n, outcome.message) : i18n._(msg`Failed to login`));
}
