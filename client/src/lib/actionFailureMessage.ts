// What a failed dashboard action says (SPEC sections 4 and 8): 'Session Expired' when the session
// ended (the network layer logs out on UNAUTHENTICATED), else the screen's fallback text. The advertiser's
// screens pass their page's i18n, so a Hindi screen says it in Hindi (issue 35); the staff's stay English.
import { setupI18n, type I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { session } from './session.ts';

const SESSION_EXPIRED = msg`Session Expired`;
// the build compiles each message's English into the code (decision 0121): English needs no catalog
const english = setupI18n({ locale: 'en', messages: { en: {} } });

export function actionFailureMessage(fallback: string, hadSession: boolean, i18n: I18n = english): string {
  return hadSession && !session.get().auth ? i18n._(SESSION_EXPIRED) : fallback;
}
