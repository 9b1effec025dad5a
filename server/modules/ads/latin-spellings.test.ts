// The Latin spellings of Hindi words (issue 35): as people type them, the inherent vowel dropped where Hindi
// does not say it, at most two a word, nothing for a word that is not all Devanagari.
import { describe, expect, it } from 'vitest';
import { latinSpellings, MAX_SPELLINGS } from './latin-spellings.ts';

describe('the Latin spellings of a Hindi word', () => {
  it.each([
    ['खूबसूरत', ['khubsurat', 'khoobsurat']],
    ['ख़ूबसूरत', ['khubsurat', 'khoobsurat']],
    ['सुंदर', ['sundar']],
    ['लड़की', ['ladki', 'ladkee']],
    ['नमस्ते', ['namaste']],
    ['कमरा', ['kamra']],
    ['समझ', ['samajh']],
    ['कमल', ['kamal']],
    ['अच्छी', ['achhi', 'achhee']],
    ['हैं', ['hain']],
    ['प्यार', ['pyar']],
    ['प्रिया', ['priya']],
    ['मुंबई', ['mumbai', 'mumbaee']],
    ['दिल्ली', ['dilli', 'dillee']],
    ['चंपा', ['champa']],
    ['ज़रूर', ['zarur', 'zaroor']],
    ['\u095Bरूर', ['zarur', 'zaroor']],
    ['लड़कियाँ', ['ladkiyan']],
  ])('%s is typed %j', (word, spellings) => {
    expect(latinSpellings(word)).toEqual(spellings);
  });

  it('answers nothing for a word that is not all Devanagari, and never more than two spellings', () => {
    for (const word of ['hello', 'Riya', '25', 'प्रियाjee', 'मुंबई!', '', 'ा']) expect(latinSpellings(word)).toEqual([]);
    // the longest word a search keeps, all long vowels: still two
    expect(latinSpellings('सीतापूरीकूटीमीठीदूरी'.repeat(5)).length).toBeLessThanOrEqual(MAX_SPELLINGS);
  });
});
