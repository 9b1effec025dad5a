// The screening's term list (issue 31): words and phrases that hold an ad for the desk instead of
// publishing it. One list for the site, kept in the site settings as text, one term per line (lines
// starting with '#' are notes, blank lines are skipped); no saved list (NULL) means this default.
// Shared by the settings, which check and keep an admin's list, and the screening, which matches
// ads' texts against it (server/modules/screening/terms.ts reads each term for look-alike letters,
// spacing and repeats). The default holds terms for minors and for what the acceptable use policy
// forbids (sex for money, scams, hidden-camera images), in English, Hindi (Devanagari) and Hinglish.
//
// Not in the list on purpose: "teen" alone (in Hinglish it is the number three: "teen baje", "teen
// hazaar"), "kali" and "kishori" alone (names), "school" alone in English ("old school", "school
// teacher"), "under 18" (the disclaimers say "no one under 18"). Ages stated in a text ("16 year old",
// "16 saal") are found by common/age.ts, not by terms.

export const SCREENING_TERM_LIMITS = {
  /** terms in the list (notes and blank lines not counted) */
  terms: 500,
  /** characters of one term */
  termLength: 60,
  /** letters or digits a term needs, so one cannot hold nearly every ad */
  termLetters: 2,
  /** characters of the whole text, notes included */
  text: 20_000,
} as const;

export const SCREENING_TERM_MESSAGES = {
  empty: 'Please keep at least one term. To go back to the default list, choose "Restore the default list".',
  tooLong: `Please keep the term list to at most ${SCREENING_TERM_LIMITS.text.toLocaleString('en')} characters.`,
  tooMany: `Please keep the term list to at most ${SCREENING_TERM_LIMITS.terms} terms.`,
  termTooLong: (line: number) =>
    `Line ${line}: a term may have at most ${SCREENING_TERM_LIMITS.termLength} characters.`,
  termTooShort: (line: number) =>
    `Line ${line}: a term needs at least ${SCREENING_TERM_LIMITS.termLetters} letters or digits.`,
  controlCharacters: (line: number) => `Line ${line}: a term may not hold control characters or tabs.`,
} as const;

/** The seeded list: what applies while no admin has saved one. */
export const DEFAULT_SCREENING_TERMS = `# Minors (no one under 18 may appear in an ad). English
schoolgirl
school girl
school student
school uniform
school dress
underage
under age
minor
teens
teenage
teenager
teen girl
teen age
young teen
hot teen
sexy teen
fresh teen
18teen
preteen
pre teen
jailbait
lolita
barely legal
little girl
# Minors: Hindi
नाबालिग
नाबालिक
स्कूल
स्कूली
स्कूल गर्ल
कम उम्र
कच्ची उम्र
कमसिन
कच्ची कली
छोटी बच्ची
टीनएज
टीनेज
# Minors: Hinglish
kam umar
kam umr
kam umra
kam age
kamsin
kachi kali
kacchi kali
kachchi kali
kachi umar
kachi umr
nabalig
naabalig
nabalik
school wali
school ki ladki
school ladki
chhoti bachi
choti bachi
# Sex for money (the acceptable use policy). English
sex for money
money for sex
paid sex
sex service
sexual service
full service
per shot
shot rate
happy ending
bareback
bbbj
without condom
no condom
blowjob
blow job
handjob
hand job
# Sex for money: Hindi
पैसे के बदले सेक्स
सेक्स सर्विस
सेक्स के पैसे
फुल सर्विस
प्रति शॉट
एक शॉट
शॉट रेट
चुदाई
# Sex for money: Hinglish
paise ke badle sex
sex ke paise
sex ke liye paise
ek shot
shot ka rate
chudai
# Scams and images taken without consent
advance payment
payment in advance
pay in advance
pehle payment
pahle payment
एडवांस पेमेंट
hidden camera
hidden cam
leaked mms
`;

/** A list as kept: lines trimmed, Windows line ends made plain, no blank lines at either end. */
export function normalisedTermText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .replace(/^\n+|\n+$/g, '');
}

export type TermListCheck = { ok: true; text: string; terms: string[] } | { ok: false; message: string };

// control characters, tabs included: a term is one line of plain text
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/gu;

/** The terms of a list's text: every line that is neither blank nor a note, each once (compared case-insensitively). */
export function termsOf(text: string): string[] {
  const seen = new Set<string>();
  const terms: string[] = [];
  for (const line of normalisedTermText(text).split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const key = line.normalize('NFKC').toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    terms.push(line);
  }
  return terms;
}

/** Checks a list an admin typed; answers it as kept, with its terms, or the first problem (naming its line). */
export function checkTermList(text: string): TermListCheck {
  if (text.length > SCREENING_TERM_LIMITS.text) return { ok: false, message: SCREENING_TERM_MESSAGES.tooLong };
  const kept = normalisedTermText(text);
  let count = 0;
  for (const [index, line] of kept.split('\n').entries()) {
    if (line === '' || line.startsWith('#')) continue;
    const number = index + 1;
    if (CONTROL.test(line)) return { ok: false, message: SCREENING_TERM_MESSAGES.controlCharacters(number) };
    if (line.length > SCREENING_TERM_LIMITS.termLength)
      return { ok: false, message: SCREENING_TERM_MESSAGES.termTooLong(number) };
    if ((line.normalize('NFKC').match(LETTER_OR_DIGIT) ?? []).length < SCREENING_TERM_LIMITS.termLetters) {
      return { ok: false, message: SCREENING_TERM_MESSAGES.termTooShort(number) };
    }
    count += 1;
  }
  const terms = termsOf(kept);
  if (count === 0) return { ok: false, message: SCREENING_TERM_MESSAGES.empty };
  if (terms.length > SCREENING_TERM_LIMITS.terms) return { ok: false, message: SCREENING_TERM_MESSAGES.tooMany };
  return { ok: true, text: kept, terms };
}

/** Whether a kept list is the default one (then the settings keep NULL, so a better default reaches the site). */
export function isDefaultTermText(text: string): boolean {
  return normalisedTermText(text) === normalisedTermText(DEFAULT_SCREENING_TERMS);
}
