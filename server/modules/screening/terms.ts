// Matching ads' texts against the screening's terms (issue 31), so that the usual ways of writing
// around a word list still hit, and ordinary words that contain a term do not.
//
// Both the text and each term are folded the same way first:
//   - Unicode NFKC: full-width letters, mathematical and circled letters, ligatures become plain ones;
//     digits of every script (Devanagari ०-९, ...) become 0-9;
//   - lower case; accents on Latin letters dropped (é -> e), Devanagari's nukta dropped (ड़ -> ड);
//   - invisible characters dropped (zero-width spaces and joiners, soft hyphens, ...);
//   - look-alike letters of other scripts read as the Latin letter they imitate (Cyrillic а, е, о,
//     р, с, ..., Greek α, ε, ο, ρ, ..., small capitals, regional-indicator letters);
//   - a run of one character longer than three shortened to three ("teeeeen" -> "teeen").
// Then each term becomes a pattern where
//   - a letter also matches the digits and signs written for it: a 4 @, e 3 €, i 1 ! | (and l),
//     o 0, s 5 $, t 7 +, ... ("5ch00lg1rl", "$chool", "m!nor");
//   - a letter may be repeated ("schooool", "teeenage");
//   - within a word, up to two signs may stand between letters ("sch.ool", "s*chool") and each word
//     may instead be written letter by letter with spaces or signs between every letter
//     ("s c h o o l g i r l", "s.c.h.o.o.l"); Devanagari is spaced by its syllables ("ना बा लि ग");
//   - the words of a term may be joined by anything but letters, or by nothing ("school-girl",
//     "school_girl", "schoolgirl" for "school girl");
//   - the match must stand as a word: no letter just before it, none just after but a plural s/es
//     ("canteen" does not hold "teen"; "teenagers" holds "teenager").
// The patterns are bounded (every repeat has a small upper limit and signs that may stand for a letter
// are never also separators), so an ad's text cannot make a match run long.
import { asciiDigits } from '../../../common/digits.ts';

/** Look-alikes of Latin letters in other scripts (already lower case), read as that letter. */
const LOOK_ALIKES: Record<string, string> = {
  // Cyrillic
  а: 'a',
  в: 'b',
  е: 'e',
  ё: 'e',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  п: 'n',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  ь: 'b',
  і: 'i',
  ї: 'i',
  ј: 'j',
  ѕ: 's',
  ԁ: 'd',
  ԛ: 'q',
  ԝ: 'w',
  ӏ: 'l',
  ү: 'y',
  һ: 'h',
  ɡ: 'g',
  // Greek
  α: 'a',
  β: 'b',
  γ: 'y',
  ε: 'e',
  η: 'n',
  ι: 'i',
  κ: 'k',
  μ: 'u',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  σ: 'o',
  ς: 'c',
  τ: 't',
  υ: 'u',
  χ: 'x',
  ω: 'w',
  // Latin letters without a decomposition, and small capitals
  ı: 'i',
  ȷ: 'j',
  ł: 'l',
  ø: 'o',
  đ: 'd',
  ħ: 'h',
  ŧ: 't',
  ɑ: 'a',
  ɩ: 'i',
  ʟ: 'l',
  ɪ: 'i',
  ʀ: 'r',
  ɴ: 'n',
  ʏ: 'y',
  ʜ: 'h',
  ʙ: 'b',
  ɢ: 'g',
  ᴀ: 'a',
  ᴄ: 'c',
  ᴅ: 'd',
  ᴇ: 'e',
  ꜰ: 'f',
  ᴊ: 'j',
  ᴋ: 'k',
  ᴍ: 'm',
  ᴏ: 'o',
  ᴘ: 'p',
  ꜱ: 's',
  ᴛ: 't',
  ᴜ: 'u',
  ᴠ: 'v',
  ᴡ: 'w',
  ᴢ: 'z',
  // Armenian
  օ: 'o',
  ս: 'u',
  հ: 'h',
};

/** The digits and signs written for a Latin letter. */
const WRITTEN_FOR: Record<string, string> = {
  a: '4@',
  b: '8',
  c: '(¢',
  e: '3€',
  g: '96',
  h: '#',
  i: '1!|l',
  l: '1!|i',
  o: '0°',
  s: '5$§',
  t: '7+',
  x: '×',
  z: '2',
};

/** Every sign that may stand for a letter: never read as a separator, so a text has one reading. */
const LETTER_SIGNS = [
  ...new Set(
    Object.values(WRITTEN_FOR)
      .join('')
      .replace(/[\p{L}\p{N}]/gu, ''),
  ),
].join('');

// accents of Latin letters (combining marks of the Latin-script blocks) and Devanagari's nukta
// eslint-disable-next-line no-misleading-character-class -- the class lists the combining marks themselves, one by one
const ACCENTS = /[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f\u093c]/gu;
// characters that show nothing: format characters (zero-width space, joiners, soft hyphen, BOM, ...) and fillers
const INVISIBLE = /[\p{Cf}\u034f\u115f\u1160\u180e\u3164\uffa0]/gu;
// the regional-indicator letters (🇦 ... 🇿)
const REGIONAL_A = 0x1f1e6;
const REGIONAL_Z = 0x1f1ff;

/** A text as the screening reads it (see the top of this file). */
export function foldedForScreening(text: string): string {
  let folded = asciiDigits(text.normalize('NFKC')).toLowerCase();
  folded = folded.normalize('NFD').replace(ACCENTS, '').normalize('NFC').replace(INVISIBLE, '');
  let result = '';
  for (const character of folded) {
    const code = character.codePointAt(0)!;
    if (code >= REGIONAL_A && code <= REGIONAL_Z) result += String.fromCharCode(97 + code - REGIONAL_A);
    else result += LOOK_ALIKES[character] ?? character;
  }
  return result.replace(/(.)\1{3,}/gsu, '$1$1$1');
}

const escapeRegExp = (text: string) => text.replace(/[\\^$.*+?()[\]{}|/-]/g, '\\$&');

const NOT_WORD = `[^\\p{L}\\p{M}\\p{N}${escapeRegExp(LETTER_SIGNS)}]`;
// a sign inside a word: not a space, a letter, a digit, nor a sign standing for a letter
const SIGN_INSIDE_WORD = `[^\\p{L}\\p{M}\\p{N}\\s${escapeRegExp(LETTER_SIGNS)}]`;

const graphemes = new Intl.Segmenter('hi', { granularity: 'grapheme' });

/** The pattern of one grapheme of a term: a Latin letter with what is written for it, anything else as it is. */
function graphemePattern(grapheme: string): string {
  const written = WRITTEN_FOR[grapheme];
  if (written) return `[${escapeRegExp(grapheme + written)}]`;
  return grapheme.length === 1 ? escapeRegExp(grapheme) : `(?:${escapeRegExp(grapheme)})`;
}

/** One word of a term, written as a word (letters repeated, signs between them) or letter by letter. */
function wordPattern(word: string): string {
  const parts = [...graphemes.segment(word)].map((part) => part.segment);
  // runs of one letter: "oo" in "school" is the letter twice, or more
  const runs: { pattern: string; count: number }[] = [];
  for (const part of parts) {
    const last = runs.at(-1);
    if (last && last.pattern === graphemePattern(part)) last.count += 1;
    else runs.push({ pattern: graphemePattern(part), count: 1 });
  }
  const asWord = runs
    .map(({ pattern, count }) => `${pattern}{${count},${Math.max(count, 3)}}`)
    .join(`${SIGN_INSIDE_WORD}{0,2}`);
  const spaced = parts.map(graphemePattern).join(`${NOT_WORD}{1,3}`);
  return parts.length > 1 ? `(?:${asWord}|${spaced})` : asWord;
}

export interface CompiledTerm {
  /** the term as the list writes it (what a hold names) */
  term: string;
  pattern: RegExp;
  /** the term's letters as lettersOf reads them: a text whose letters do not hold them cannot match */
  letters: string;
}

/** The letter each digit or sign written for a letter stands for (i and l are one letter here). */
const LETTER_OF: Record<string, string> = Object.fromEntries(
  Object.entries(WRITTEN_FOR).flatMap(([letter, written]) =>
    [...written].map((sign) => [sign, letter === 'l' ? 'i' : letter]),
  ),
);
const LETTER_OR_MARK = /[\p{L}\p{M}]/u;

/**
 * A folded text's letters alone, signs written for letters read as them and runs of one letter made
 * one. A match of a term's pattern has only the term's letters (or their signs) and separators, which
 * are never letters, so a text whose letters do not hold the term's cannot match it. Checked first,
 * it spares running (and V8 compiling, up to tens of milliseconds each for a text in Devanagari) the
 * patterns of terms a text cannot hold.
 */
export function lettersOf(folded: string): string {
  let letters = '';
  for (const character of folded) {
    const letter = LETTER_OF[character] ?? (LETTER_OR_MARK.test(character) ? character : '');
    letters += letter === 'l' ? 'i' : letter;
  }
  return letters.replace(/(.)\1+/gsu, '$1');
}

/** A term's words as the screening reads them. */
function wordsOf(term: string): string[] {
  return foldedForScreening(term)
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean);
}

/** The pattern of a term, as source; null when nothing of it is left to match. */
function termSource(term: string): string | null {
  const words = wordsOf(term);
  if (words.length === 0) return null;
  const last = words.at(-1)!;
  // a plural of a Latin word: "minors", "teenagers", "schoolgirls"
  const plural = /[a-z]$/.test(last) ? '(?:e?[s5$z])?' : '';
  const body = words.map(wordPattern).join(`${NOT_WORD}{0,6}`);
  return `(?<![\\p{L}\\p{M}])${body}${plural}(?![\\p{L}\\p{M}])`;
}

/** The pattern of a term; null when nothing of it is left to match. */
export function compileTerm(term: string): CompiledTerm | null {
  const source = termSource(term);
  return source === null
    ? null
    : { term, pattern: new RegExp(source, 'u'), letters: lettersOf(wordsOf(term).join('')) };
}

// compiled lists by their terms: the site has one list, compiled once until an admin changes it
const compiledLists = new Map<string, CompiledTerm[]>();
const COMPILED_LISTS_KEPT = 4;

/** The patterns of a list's terms (kept for the next ad). */
export function compiledTerms(terms: readonly string[]): CompiledTerm[] {
  const key = terms.join('\n');
  let compiled = compiledLists.get(key);
  if (!compiled) {
    // terms of the same letters ("schoolgirl", "school girl", "school-girl") are one: each text that
    // holds one holds the others, so the hold names the first the list writes, once
    const groups = new Map<string, { term: string; sources: string[] }>();
    for (const term of terms) {
      const source = termSource(term);
      if (source === null) continue;
      const letters = wordsOf(term).join('');
      const group = groups.get(letters);
      if (group) group.sources.push(source);
      else groups.set(letters, { term, sources: [source] });
    }
    compiled = [...groups.entries()].map(([letters, { term, sources }]) => ({
      term,
      pattern: new RegExp(sources.map((source) => `(?:${source})`).join('|'), 'u'),
      letters: lettersOf(letters),
    }));
    if (compiledLists.size >= COMPILED_LISTS_KEPT) compiledLists.delete(compiledLists.keys().next().value!);
    compiledLists.set(key, compiled);
  }
  return compiled;
}

/** The terms (as the list writes them, in its order, each once) that any of `texts` holds; each text is read alone. */
export function termsFoundIn(terms: readonly string[], texts: readonly string[]): string[] {
  const folded = texts
    .filter((text) => text.trim() !== '')
    .map((text) => {
      const reading = foldedForScreening(text);
      return { reading, letters: lettersOf(reading) };
    });
  return compiledTerms(terms)
    .filter(({ pattern, letters }) =>
      folded.some((text) => text.letters.includes(letters) && pattern.test(text.reading)),
    )
    .map(({ term }) => term);
}
