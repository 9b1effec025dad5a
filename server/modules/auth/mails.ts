// The account mails (sign-up and password-reset codes, and the notices sent instead of a code) in the
// language of the page that asked for them (issue 35). Plain text: a code mail is read on a phone's
// notification, and its first line carries the code (the development outbox logs that line).
import type { Language } from '../../../common/languages.ts';
import type { Mail } from '../../lib/mailer.ts';
import { REGISTRATION_BLOCK_MESSAGES } from './registration-blocks.ts';
import { OTP_LIFETIME_SECONDS } from './otp.ts';

export type CodePurpose = 'signup' | 'password_reset';

const MINUTES = OTP_LIFETIME_SECONDS / 60;

/** A day as a Hindi reader writes it: "5 दिसंबर 2026", India's date. */
const hindiDay = (date: Date) =>
  new Intl.DateTimeFormat('hi-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(
    date,
  );

const WORDS = {
  en: {
    codeSubject: { signup: 'Your sign-up code', password_reset: 'Your password reset code' },
    codeLines: (code: string, purpose: CodePurpose) => [
      `Your verification code is ${code}`,
      '',
      `Use it to ${purpose === 'signup' ? 'finish creating your account' : 'set a new password'}. It is valid for ${MINUTES} minutes and can be used once.`,
      'If you did not ask for it, ignore this message: nothing changes without the code.',
    ],
    existsSubject: 'Someone tried to register with your address',
    existsLines: [
      'Someone tried to create an account with this e-mail address, which already has one.',
      '',
      'If it was you, sign in instead, or reset your password if you have forgotten it.',
      'If it was not you, ignore this message: nothing has changed and no code was sent.',
    ],
    blockedSubject: 'Your address cannot register again yet',
    blockedLines: (until: Date) => [
      'Someone asked to create an account with this e-mail address.',
      '',
      `${REGISTRATION_BLOCK_MESSAGES.email(until)} No code was sent.`,
      'If it was not you, ignore this message: nothing has changed.',
    ],
  },
  hi: {
    codeSubject: { signup: 'आपका साइन-अप कोड', password_reset: 'पासवर्ड बदलने का आपका कोड' },
    codeLines: (code: string, purpose: CodePurpose) => [
      `आपका सत्यापन कोड है: ${code}`,
      '',
      `${purpose === 'signup' ? 'अपना अकाउंट बनाना पूरा करने' : 'नया पासवर्ड सेट करने'} के लिए इसका इस्तेमाल करें। यह ${MINUTES} मिनट तक मान्य है और एक ही बार इस्तेमाल हो सकता है।`,
      'अगर आपने यह कोड नहीं माँगा था, तो इस संदेश को अनदेखा करें: कोड के बिना कुछ नहीं बदलता।',
    ],
    existsSubject: 'किसी ने आपके ईमेल पते से रजिस्टर करने की कोशिश की',
    existsLines: [
      'किसी ने इस ईमेल पते से अकाउंट बनाने की कोशिश की, जबकि इस पते का अकाउंट पहले से है।',
      '',
      'अगर यह आप थे, तो लॉग इन करें, या पासवर्ड भूल गए हों तो उसे रीसेट करें।',
      'अगर यह आप नहीं थे, तो इस संदेश को अनदेखा करें: कुछ नहीं बदला है और कोई कोड नहीं भेजा गया।',
    ],
    blockedSubject: 'आपका ईमेल पता अभी दोबारा रजिस्टर नहीं हो सकता',
    blockedLines: (until: Date) => [
      'किसी ने इस ईमेल पते से अकाउंट बनाने को कहा।',
      '',
      `यह ईमेल पता एक ऐसे अकाउंट का था जिसे हटा दिया गया है। इससे ${hindiDay(until)} से दोबारा रजिस्टर किया जा सकता है। कोई कोड नहीं भेजा गया।`,
      'अगर यह आप नहीं थे, तो इस संदेश को अनदेखा करें: कुछ नहीं बदला है।',
    ],
  },
} as const;

/** A code to finish signing up or to set a new password, dropped if it reaches nobody before it expires. */
export function codeMail(to: string, purpose: CodePurpose, code: string, language: Language, now: Date): Mail {
  const words = WORDS[language];
  return {
    to,
    subject: words.codeSubject[purpose],
    // a code that reaches its reader after it expired only confuses: a retry past then is dropped
    discardAfter: new Date(now.getTime() + OTP_LIFETIME_SECONDS * 1000).toISOString(),
    text: words.codeLines(code, purpose).join('\n'),
  };
}

/** What the owner of an address reads when someone asks for a sign-up code with it. */
export function accountExistsMail(to: string, language: Language): Mail {
  const words = WORDS[language];
  return { to, subject: words.existsSubject, text: words.existsLines.join('\n') };
}

/** What the owner of a deleted account's address reads when someone asks for a sign-up code with it within its period. */
export function addressBlockedMail(to: string, until: Date, language: Language): Mail {
  const words = WORDS[language];
  return { to, subject: words.blockedSubject, text: words.blockedLines(until).join('\n') };
}
