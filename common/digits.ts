// Digits as people type them on any keyboard, read as 0-9 (common/age.ts, the blocklist, the desk's search).

const DECIMAL_DIGIT = /\p{Nd}/u;

/**
 * Every decimal digit (Unicode's Nd: Devanagari, full-width, Bengali, mathematical, ...) as 0-9.
 * Unicode keeps each script's digits as a run of ten code points from zero, so a digit's value is
 * its distance from the start of its run (runs of several scripts follow each other by tens).
 */
export function asciiDigits(text: string): string {
  let result = '';
  for (const character of text) {
    const code = character.codePointAt(0)!;
    if (code >= 0x30 && code <= 0x39) {
      result += character;
      continue;
    }
    if (!DECIMAL_DIGIT.test(character)) {
      result += character;
      continue;
    }
    let start = code;
    while (start > 0 && DECIMAL_DIGIT.test(String.fromCodePoint(start - 1))) start -= 1;
    result += String((code - start) % 10);
  }
  return result;
}
