// The screening's term matching (issue 31): the default list in its three scripts, the usual ways
// of writing around a word list, and the ordinary words that contain a term but must not hold an ad.
import { describe, expect, it } from 'vitest';
import {
  checkTermList,
  DEFAULT_SCREENING_TERMS,
  isDefaultTermText,
  SCREENING_TERM_LIMITS,
  SCREENING_TERM_MESSAGES,
  termsOf,
} from '../../lib/screening-terms.ts';
import { compileTerm, foldedForScreening, lettersOf, termsFoundIn } from './terms.ts';

const DEFAULT_TERMS = termsOf(DEFAULT_SCREENING_TERMS);
const found = (text: string) => termsFoundIn(DEFAULT_TERMS, [text]);

describe('the default list', () => {
  it('holds terms for minors and for sex for money in English, Devanagari and Hinglish, each a valid term', () => {
    const checked = checkTermList(DEFAULT_SCREENING_TERMS);
    expect(checked.ok).toBe(true);
    expect(DEFAULT_TERMS).toEqual(
      expect.arrayContaining([
        'schoolgirl',
        'school girl',
        'underage',
        'minor',
        'teenage',
        'full service',
        'sex for money',
        'per shot',
      ]),
    );
    expect(DEFAULT_TERMS).toEqual(expect.arrayContaining(['नाबालिग', 'स्कूल', 'कच्ची कली', 'कम उम्र', 'पैसे के बदले सेक्स']));
    expect(DEFAULT_TERMS).toEqual(expect.arrayContaining(['kam umar', 'kachi kali', 'nabalig', 'paise ke badle sex']));
    // "teen" alone is the number three in Hinglish: not a term of the default list
    expect(DEFAULT_TERMS).not.toContain('teen');
    for (const term of DEFAULT_TERMS) expect(compileTerm(term), term).not.toBeNull();
  });
});

describe('matching in three scripts', () => {
  it.each([
    ['16 year old schoolgirl look', 'schoolgirl'],
    ['Sweet school girl available', 'schoolgirl'],
    ['Underage? no problem', 'underage'],
    ['New teenager in town', 'teenager'],
    ['Full service, all night', 'full service'],
    ['Rate per shot 2000', 'per shot'],
    ['Sex for money, call now', 'sex for money'],
  ])('English: %s', (text, term) => {
    expect(found(text)).toContain(term);
  });

  it.each([
    ['नाबालिग लड़की उपलब्ध', 'नाबालिग'],
    ['स्कूल की लड़की', 'स्कूल'],
    ['कच्ची कली मिलेगी', 'कच्ची कली'],
    ['कम उम्र की लड़की', 'कम उम्र'],
    ['पैसे के बदले सेक्स', 'पैसे के बदले सेक्स'],
    ['सेक्स सर्विस उपलब्ध', 'सेक्स सर्विस'],
  ])('Devanagari: %s', (text, term) => {
    expect(found(text)).toContain(term);
  });

  it.each([
    ['Kam umar ki ladki', 'kam umar'],
    ['ekdum kachi kali hai', 'kachi kali'],
    ['nabalig bhi milegi', 'nabalig'],
    ['paise ke badle sex', 'paise ke badle sex'],
    ['School wali ladki', 'school wali'],
  ])('Hinglish: %s', (text, term) => {
    expect(found(text)).toContain(term);
  });

  it('names each term once, in the order of the list, reading every text alone', () => {
    expect(
      termsFoundIn(['schoolgirl', 'full service'], ['full service', 'a schoolgirl', 'another schoolgirl']),
    ).toEqual(['schoolgirl', 'full service']);
    // terms of the same letters are one: the hold names the first the list writes
    expect(termsFoundIn(['schoolgirl', 'school girl', 'school-girl'], ['a school girl'])).toEqual(['schoolgirl']);
    // "school" ends one text and "girl" starts the next: not one phrase
    expect(termsFoundIn(['school girl'], ['Old school', 'girl next door'])).toEqual([]);
  });
});

describe('evasion', () => {
  it.each([
    'SchoolGirl',
    'school-girl',
    'school_girl',
    'school  girl',
    's c h o o l g i r l',
    's.c.h.o.o.l g.i.r.l',
    's-c-h-o-o-l-g-i-r-l',
    'school g i r l',
    'sch.ool*girl',
    '5ch00lg1rl',
    '$CHOOLGIRL',
    'schoolgir|',
    'schoooooolgiiiirl',
    'sch\u200boolgi\u00adrl',
    'schoolgírl',
    'ѕсhооlgіrl',
    'sϲhοοlgιrl',
    'ｓｃｈｏｏｌｇｉｒｌ',
    '𝐬𝐜𝐡𝐨𝐨𝐥𝐠𝐢𝐫𝐥',
    '🇸🇨🇭🇴🇴🇱🇬🇮🇷🇱',
    'schoolgirls',
    '(schoolgirl)',
  ])('%s holds "schoolgirl" or "school girl"', (text) => {
    expect(found(text).filter((term) => term === 'schoolgirl' || term === 'school girl')).not.toEqual([]);
  });

  it.each([
    ['m1n0r', 'minor'],
    ['MINORS', 'minor'],
    ['under-age', 'underage'],
    ['t33nage', 'teenage'],
    ['teeeenager', 'teenager'],
    ['f u l l  s e r v i c e', 'full service'],
    ['fullservice', 'full service'],
    ['p3r sh0t', 'per shot'],
    ['k a m  u m a r', 'kam umar'],
    ['kamumar', 'kam umar'],
    ['ना बा लि ग', 'नाबालिग'],
    ['नाबा\u200dलिग', 'नाबालिग'],
    ['कच्ची-कली', 'कच्ची कली'],
  ])('%s holds "%s"', (text, term) => {
    expect(found(text)).toContain(term);
  });
});

describe('false positives', () => {
  it.each([
    'Meet me at the canteen',
    'Teena, 24, Mumbai',
    'Available teen baje tak',
    'Rate teen hazaar per night',
    'Minority community welcome',
    "I'm in or out, your call",
    'Underground parking available',
    'Old school charm, school teacher by day',
    'Photo shoot and shot glasses',
    'Full body massage, dinner dates',
    'Advance booking required',
    'Kamal Nagar, near the station',
    'Staying at the Minora hotel',
    'स्कूटर से आ जाऊंगी',
    'सकल घरेलू उत्पाद',
    'Services: candle-light dinner, travel partner',
  ])('%s holds nothing', (text) => {
    expect(found(text)).toEqual([]);
  });
});

describe('folding', () => {
  it('reads compatibility forms, accents, look-alikes and invisible characters as plain letters, and shortens long runs', () => {
    expect(foldedForScreening('ＡＢＣ é Ѕ\u200b𝐱 ааааа')).toBe('abc e sx aaa');
    expect(foldedForScreening('१६ साल')).toBe('16 साल');
  });

  // how long these take is measured by bench/screening.ts, not here
  it('reads hostile texts of near-misses as holding nothing, and a term after them as that term', () => {
    const hostile = [
      '$(#°|!1'.repeat(800),
      's c h o o l g i r '.repeat(300),
      'ｓ'.repeat(5000),
      'ना बा लि '.repeat(500),
    ];
    expect(termsFoundIn(DEFAULT_TERMS, hostile)).toEqual([]);
    for (const text of hostile) expect(found(`${text} schoolgirl`), text.slice(0, 10)).toEqual(['schoolgirl']);
  });
});

describe('an admin list', () => {
  it('keeps terms one per line, skipping notes and blank lines, each once', () => {
    const checked = checkTermList('# minors\r\nschoolgirl\n\n  Schoolgirl  \nkam umar\n');
    expect(checked).toEqual({
      ok: true,
      text: '# minors\nschoolgirl\n\nSchoolgirl\nkam umar',
      terms: ['schoolgirl', 'kam umar'],
    });
  });

  it('refuses an empty list, a term too long or too short, control characters and too many terms, naming the line', () => {
    expect(checkTermList('# only notes\n\n')).toEqual({ ok: false, message: SCREENING_TERM_MESSAGES.empty });
    expect(checkTermList(`ok term\n${'x'.repeat(SCREENING_TERM_LIMITS.termLength + 1)}`)).toEqual({
      ok: false,
      message: SCREENING_TERM_MESSAGES.termTooLong(2),
    });
    expect(checkTermList('ok term\n# note\n$')).toEqual({
      ok: false,
      message: SCREENING_TERM_MESSAGES.termTooShort(3),
    });
    expect(checkTermList('bad\tterm')).toEqual({ ok: false, message: SCREENING_TERM_MESSAGES.controlCharacters(1) });
    const many = Array.from({ length: SCREENING_TERM_LIMITS.terms + 1 }, (_, index) => `term ${index}`).join('\n');
    expect(checkTermList(many)).toEqual({ ok: false, message: SCREENING_TERM_MESSAGES.tooMany });
    expect(checkTermList('x'.repeat(SCREENING_TERM_LIMITS.text + 1))).toEqual({
      ok: false,
      message: SCREENING_TERM_MESSAGES.tooLong,
    });
  });

  it('knows the default list whatever its line ends and outer spaces', () => {
    expect(isDefaultTermText(`\n${DEFAULT_SCREENING_TERMS.replace(/\n/g, '  \r\n')}`)).toBe(true);
    expect(isDefaultTermText(`${DEFAULT_SCREENING_TERMS}\nextra term`)).toBe(false);
  });
});

describe('the letters checked before a pattern runs', () => {
  const lettersOfText = (text: string) => lettersOf(foldedForScreening(text));

  it('read signs as the letters they stand for, drop separators and make runs one letter', () => {
    expect(lettersOfText('5ch00l--g1rl!!')).toBe('schoigiri');
    expect(lettersOfText('s c h o o o l')).toBe('schoi');
    expect(compileTerm('school girl')!.letters).toBe('schoigiri');
    expect(lettersOfText('ना बा लि ग')).toBe(compileTerm('नाबालिग')!.letters);
  });

  it('hold the letters of every evasion the patterns catch, so the check never hides a term', () => {
    for (const text of ['s.c.h.o.o.l.g.i.r.l', 'SCHOOOOL-GIRL', '$ch00lg1rl', 'ѕсhооlgіrl', 'n a b a l i g']) {
      const hits = found(text);
      expect(hits.length, text).toBeGreaterThan(0);
      for (const term of hits) expect(lettersOfText(text), `${text} / ${term}`).toContain(compileTerm(term)!.letters);
    }
  });

  it('skip the terms whose letters a text does not hold: a long text in Devanagari holds nothing of the Latin list', () => {
    expect(found('स्कू'.repeat(1200))).toEqual([]);
    expect(found(`${'स्कू'.repeat(1200)} schoolgirl`)).toEqual(['schoolgirl']);
  });
});
