// The Latin spellings a Hindi word is commonly typed in (issue 35): a Devanagari search also finds an ad
// that wrote the word in Latin letters, as most Indian ads do ("खूबसूरत" finds "khubsurat" and "khoobsurat").
// Not a scholarly transliteration (ITRANS, IAST: "khUbasUrata"): the spelling people type, with the inherent
// vowel dropped where Hindi does not say it (schwa deletion: at the word's end, and between a vowel and a
// consonant that a vowel follows), a long ī or ū also written "ee" or "oo". Deterministic and small:
// at most MAX_SPELLINGS a word, so a search's terms stay bounded (docs/decisions/0126-latin-spellings-of-hindi.md).

export const MAX_SPELLINGS = 2;

const VIRAMA = '\u094D';
const NUKTA = '\u093C';
const ANUSVARA = '\u0902';
const CHANDRABINDU = '\u0901';
const VISARGA = '\u0903';

/** Consonants as they are commonly typed; with a nukta, the sound Urdu loans have. */
const CONSONANTS: Readonly<Record<string, string>> = {
  क: 'k',
  ख: 'kh',
  ग: 'g',
  घ: 'gh',
  ङ: 'n',
  च: 'ch',
  छ: 'chh',
  ज: 'j',
  झ: 'jh',
  ञ: 'n',
  ट: 't',
  ठ: 'th',
  ड: 'd',
  ढ: 'dh',
  ण: 'n',
  त: 't',
  थ: 'th',
  द: 'd',
  ध: 'dh',
  न: 'n',
  प: 'p',
  फ: 'ph',
  ब: 'b',
  भ: 'bh',
  म: 'm',
  य: 'y',
  र: 'r',
  ल: 'l',
  व: 'v',
  श: 'sh',
  ष: 'sh',
  स: 's',
  ह: 'h',
};
const WITH_NUKTA: Readonly<Record<string, string>> = { क: 'q', ख: 'kh', ग: 'g', ज: 'z', फ: 'f', ड: 'd', ढ: 'rh' };
/** Precomposed letters with a nukta, as some keyboards type them. */
const PRECOMPOSED: Readonly<Record<string, string>> = {
  '\u0958': 'क',
  '\u0959': 'ख',
  '\u095A': 'ग',
  '\u095B': 'ज',
  '\u095C': 'ड',
  '\u095D': 'ढ',
  '\u095E': 'फ',
};

/** Vowel signs and independent vowels: [usual spelling, the long vowel doubled as many also type it]. */
const VOWEL_SIGNS: Readonly<Record<string, readonly [string, string]>> = {
  'ा': ['a', 'a'],
  'ि': ['i', 'i'],
  'ी': ['i', 'ee'],
  'ु': ['u', 'u'],
  'ू': ['u', 'oo'],
  'ृ': ['ri', 'ri'],
  'े': ['e', 'e'],
  'ै': ['ai', 'ai'],
  'ो': ['o', 'o'],
  'ौ': ['au', 'au'],
  'ॅ': ['e', 'e'],
  'ॉ': ['o', 'o'],
};
const VOWELS: Readonly<Record<string, readonly [string, string]>> = {
  अ: ['a', 'a'],
  आ: ['a', 'aa'],
  इ: ['i', 'i'],
  ई: ['i', 'ee'],
  उ: ['u', 'u'],
  ऊ: ['u', 'oo'],
  ऋ: ['ri', 'ri'],
  ए: ['e', 'e'],
  ऐ: ['ai', 'ai'],
  ओ: ['o', 'o'],
  औ: ['au', 'au'],
  ऑ: ['o', 'o'],
  ऍ: ['e', 'e'],
};

/** A syllable's parts: its consonants (a cluster), its vowel (null: the inherent one), and a nasal or h after it. */
interface Syllable {
  consonants: string[];
  vowel: readonly [string, string] | null;
  /** the inherent vowel is there (a consonant without virama or vowel sign) */
  inherent: boolean;
  coda: string;
}

/** The word's syllables, or null when it holds anything but Devanagari letters and signs. */
function syllablesOf(word: string): Syllable[] | null {
  const letters = Array.from(word.normalize('NFC').replace(/[\u200C\u200D]/gu, ''));
  const syllables: Syllable[] = [];
  let cluster: string[] = [];
  for (let index = 0; index < letters.length; index += 1) {
    let letter = letters[index]!;
    let nukta = false;
    if (PRECOMPOSED[letter]) {
      letter = PRECOMPOSED[letter]!;
      nukta = true;
    }
    if (CONSONANTS[letter]) {
      if (letters[index + 1] === NUKTA) {
        nukta = true;
        index += 1;
      }
      cluster.push(nukta ? (WITH_NUKTA[letter] ?? CONSONANTS[letter]!) : CONSONANTS[letter]!);
      const next = letters[index + 1];
      if (next === VIRAMA) {
        index += 1;
        continue;
      }
      const sign = next ? VOWEL_SIGNS[next] : undefined;
      if (sign) index += 1;
      syllables.push({ consonants: cluster, vowel: sign ?? null, inherent: !sign, coda: '' });
      cluster = [];
    } else if (VOWELS[letter]) {
      if (cluster.length) return null;
      syllables.push({ consonants: [], vowel: VOWELS[letter]!, inherent: false, coda: '' });
    } else if (letter === ANUSVARA || letter === CHANDRABINDU || letter === VISARGA) {
      const last = syllables.at(-1);
      if (!last || cluster.length) return null;
      last.coda = letter === VISARGA ? 'h' : 'n';
    } else {
      return null;
    }
  }
  // a cluster left with its virama (a word typed to a half letter) ends the word as it is
  if (cluster.length) syllables.push({ consonants: cluster, vowel: null, inherent: false, coda: '' });
  return syllables;
}

/**
 * Which inherent vowels are said: not the last syllable's (कमल kamal), nor one between a vowel and a
 * single consonant with a vowel of its own (कमरा kamra, लड़की ladki); kept at the start (कमरा), before a
 * cluster (नमस्ते namaste) and before a consonant whose own vowel is dropped (सूरत surat).
 */
function spokenInherent(syllables: Syllable[]): boolean[] {
  const spoken = syllables.map((syllable) => syllable.inherent);
  const last = syllables.length - 1;
  if (last > 0 && spoken[last] && syllables[last]!.coda === '') spoken[last] = false;
  for (let index = last - 1; index >= 1; index -= 1) {
    const syllable = syllables[index]!;
    const previous = syllables[index - 1]!;
    const next = syllables[index + 1]!;
    if (!spoken[index] || syllable.coda !== '' || syllable.consonants.length !== 1) continue;
    const previousHasVowel = previous.vowel !== null || spoken[index - 1];
    const nextHasVowel = next.consonants.length === 1 && (next.vowel !== null || spoken[index + 1]);
    if (previousHasVowel && nextHasVowel) spoken[index] = false;
  }
  return spoken;
}

/** The consonants of a cluster as typed: च्छ as "chh" (अच्छा achha), a doubled letter once doubled. */
function clusterSpelling(consonants: string[]): string {
  if (consonants.length === 2 && consonants[0] === 'ch' && consonants[1] === 'chh') return 'chh';
  return consonants.join('');
}

/**
 * The common Latin spellings of a Devanagari word, lower-case, at most MAX_SPELLINGS, the usual one first;
 * [] for a word that is not all Devanagari letters (a Latin word, digits, a mixed word).
 */
export function latinSpellings(word: string): string[] {
  const syllables = syllablesOf(word);
  if (!syllables || syllables.length === 0) return [];
  const spoken = spokenInherent(syllables);
  // the second spelling doubles the first long vowel only: "khoobsurat", as people type it, not "khoobsoorat"
  const firstLong = syllables.findIndex(
    (syllable) => syllable.vowel !== null && syllable.vowel[0] !== syllable.vowel[1],
  );
  const spelled = (doubled: number) =>
    syllables
      .map((syllable, index) => {
        const vowel = syllable.vowel ? syllable.vowel[index === doubled ? 1 : 0] : spoken[index] ? 'a' : '';
        // the nasal before p, b, m is said m (सम्बन्ध, चंपा champa)
        const next = syllables[index + 1]?.consonants[0] ?? '';
        const coda = syllable.coda === 'n' && /^(p|ph|b|bh|m)$/.test(next) ? 'm' : syllable.coda;
        return clusterSpelling(syllable.consonants) + vowel + coda;
      })
      .join('');
  return [...new Set([spelled(-1), spelled(firstLong)])].slice(0, MAX_SPELLINGS);
}
