// The screening's term matching on hostile ad texts (issue 31): how long the default list takes on
// each, the first time (V8 compiles a pattern on its first use for a kind of string) and again,
// against a plain text of the same length in the same run.
//   npm run bench:screening
import { DEFAULT_SCREENING_TERMS, termsOf } from '../server/lib/screening-terms.ts';
import { termsFoundIn } from '../server/modules/screening/terms.ts';

const terms = termsOf(DEFAULT_SCREENING_TERMS);
const LENGTH = 5_000; // an ad's description at most (ads/service.ts AD_LIMITS.descriptionMax)
const texts: [string, string][] = [
  ['plain Latin (baseline)', 'warm company for dinners '.repeat(LENGTH / 25)],
  ['signs standing for letters', '$(#°|!1'.repeat(LENGTH / 7)],
  ['letters spaced out', 's c h o o l g i r '.repeat(LENGTH / 18)],
  ['one full-width letter', 'ｓ'.repeat(LENGTH)],
  ['Devanagari syllables', 'स्कू'.repeat(LENGTH / 4)],
  ['Devanagari spaced', 'ना बा लि '.repeat(LENGTH / 9)],
];

function timed(text: string): number {
  const started = performance.now();
  termsFoundIn(terms, [text]);
  return performance.now() - started;
}

console.log(`${terms.length} terms, texts of ${LENGTH} characters; milliseconds, first call then the median of 20`);
let baseline = 0;
for (const [name, text] of texts) {
  const first = timed(text);
  const again = Array.from({ length: 20 }, () => timed(text)).sort((a, b) => a - b)[10]!;
  if (baseline === 0) baseline = again;
  console.log(
    `${name.padEnd(28)} first ${first.toFixed(1).padStart(7)}   again ${again.toFixed(2).padStart(6)}   ${(again / baseline).toFixed(1)}x the baseline`,
  );
}
