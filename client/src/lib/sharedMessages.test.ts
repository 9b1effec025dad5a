// The shared texts as messages (issue 35): every text of common/ a visitor or an advertiser may read has its
// message, word for word (a text changed in common/ and not here fails); on a Hindi page each shows in Hindi,
// and a text that is no shared message shows as it is.
import { describe, expect, it } from 'vitest';
import { englishI18n, i18nFor } from './i18n.ts';
import { loadModuleMessages } from './moduleMessages.ts';
import { CONTROL_CHARACTERS_MESSAGE, MESSAGES, tooLongMessage } from '../../../common/messages.ts';
import { CONTACT_FORM_MESSAGES } from '../../../common/forms/contact.ts';
import {
  ACCOUNT_KIND_MESSAGE,
  CHANGE_PASSWORD_MESSAGES,
  DELETE_ACCOUNT_MESSAGES,
} from '../../../common/forms/account.ts';
import { ACCOUNT_KIND_LABELS, ADULT_DECLARATION_MESSAGE, DATE_OF_BIRTH_MESSAGES } from '../../../common/dateOfBirth.ts';
import { ADULT_AGE_MESSAGE, AGE_MESSAGES } from '../../../common/age.ts';
import { AD_FIELD_MESSAGES, RENEWAL_DAYS_MESSAGE } from '../../../common/forms/ads.ts';
import { CREDIT_REQUEST_MESSAGES } from '../../../common/forms/credits.ts';
import { PLACEMENT_MESSAGES } from '../../../common/forms/placements.ts';
import { BUMP_MESSAGES, instantInIndia, intervalInWords, momentInWords } from '../../../common/bumps.ts';
import { dayInWords } from '../../../common/india.ts';
import { GRIEVANCE_FIELD_MESSAGES } from '../../../common/forms/grievance.ts';
import { REPORT_REASON_MESSAGE } from '../../../common/forms/reports.ts';
import { VERIFICATION_MESSAGES } from '../../../common/verification.ts';
import { FORM_TEXTS, isSharedText, sharedText } from './sharedMessages.ts';
import { ACCOUNT_TEXTS } from './shared-texts/account.ts';
import { AD_FORM_TEXTS } from './shared-texts/ads.ts';
import { COMPLAINT_TEXTS } from './shared-texts/complaints.ts';
import { CREDIT_REQUEST_TEXTS } from './shared-texts/credits.ts';
import { PLACEMENT_TEXTS } from './shared-texts/placements.ts';

const TABLES = [FORM_TEXTS, ACCOUNT_TEXTS, AD_FORM_TEXTS, COMPLAINT_TEXTS, CREDIT_REQUEST_TEXTS, PLACEMENT_TEXTS];

/** The texts of a table of messages (its functions' texts are given with MADE_TEXTS). */
const textsOf = (table: Record<string, unknown>, except: readonly string[] = []) =>
  Object.entries(table)
    .filter(([name, text]) => typeof text === 'string' && !except.includes(name))
    .map(([, text]) => text as string);

/** Every fixed text of common/ that visitors' and advertisers' pages show (the staff's stay English). */
const FIXED_TEXTS = [
  ...textsOf(MESSAGES),
  CONTROL_CHARACTERS_MESSAGE,
  ...textsOf(CONTACT_FORM_MESSAGES),
  ACCOUNT_KIND_MESSAGE,
  ...textsOf(ACCOUNT_KIND_LABELS),
  ...textsOf(CHANGE_PASSWORD_MESSAGES),
  ...textsOf(DELETE_ACCOUNT_MESSAGES),
  ...textsOf(DATE_OF_BIRTH_MESSAGES),
  ADULT_DECLARATION_MESSAGE,
  ADULT_AGE_MESSAGE,
  ...textsOf(AGE_MESSAGES),
  ...textsOf(AD_FIELD_MESSAGES),
  RENEWAL_DAYS_MESSAGE,
  ...textsOf(CREDIT_REQUEST_MESSAGES),
  PLACEMENT_MESSAGES.notSold('featured'),
  PLACEMENT_MESSAGES.notSold('bump'),
  PLACEMENT_MESSAGES.notSold('spotlight'),
  // the price screen's messages are the admin's
  ...textsOf(PLACEMENT_MESSAGES, ['price', 'whole']),
  ...textsOf(BUMP_MESSAGES),
  ...textsOf(GRIEVANCE_FIELD_MESSAGES),
  REPORT_REASON_MESSAGE,
  // the verification desk's own messages are the staff's
  ...textsOf(VERIFICATION_MESSAGES, [
    'requestNotFound',
    'alreadyDecided',
    'reason',
    'reasonTooLong',
    'notVerified',
    'notApproved',
  ]),
];

/** Shared texts with a value in them, as common/ writes them: each is said by a pattern. */
const MADE_TEXTS = [
  tooLongMessage(100),
  'Address must be at most 500 characters',
  'Details must be at most 1000 characters',
  'Contact must be at most 200 characters',
  AGE_MESSAGES.mismatch(17, 25),
  AD_FIELD_MESSAGES.maxDays(30),
  CREDIT_REQUEST_MESSAGES.utrLength(9),
  PLACEMENT_MESSAGES.dayOutsideRun('3 Dec', '9 Jan 2027'),
  PLACEMENT_MESSAGES.alreadyFeatured('5 Dec'),
  BUMP_MESSAGES.tooSoon('4 hours', '21:00 today'),
  BUMP_MESSAGES.dailyTooClose('21:00 on 3 Dec', '19:30 on 3 Dec', '1 hour 30 minutes'),
  BUMP_MESSAGES.dailyIntervalTooLong('2 days'),
];

describe('the shared texts as messages', () => {
  it('have a message for every text of common/ that visitors and advertisers read, word for word', () => {
    expect(FIXED_TEXTS.length).toBeGreaterThan(80);
    expect(FIXED_TEXTS.filter((text) => !isSharedText(text))).toEqual([]);
    for (const text of [...FIXED_TEXTS, ...MADE_TEXTS]) expect(sharedText(englishI18n, text)).toBe(text);
    const patterns = TABLES.flatMap((table) => table.patterns.map(([pattern]) => pattern));
    for (const text of MADE_TEXTS)
      expect(
        patterns.some((pattern) => pattern.test(text)),
        text,
      ).toBe(true);
    for (const pattern of patterns) expect(pattern.source.startsWith('^') && pattern.source.endsWith('$')).toBe(true);
    expect(isSharedText('Riya in Mumbai')).toBe(false);
  });

  it('say them in Hindi on a Hindi page, and leave any other text as it is', async () => {
    const hindi = await i18nFor('hi');
    // each domain's messages are in the catalogs of the pages whose forms show them
    for (const page of [
      'src/features/account/RegisterPage.tsx',
      'src/features/ads/create/CreateAdPage.tsx',
      'src/features/credits/buy/MyCreditRequestsPage.tsx',
      'src/features/placements/PromoteAdPage.tsx',
      'src/features/trust-safety/grievances/GrievancePage.tsx',
    ])
      await loadModuleMessages(hindi, page);
    for (const text of [...FIXED_TEXTS, ...MADE_TEXTS])
      expect(sharedText(hindi, text), text).toMatch(/[\u0900-\u097F]/);
    expect(sharedText(hindi, tooLongMessage(100))).toMatch(/100/);
    expect(sharedText(hindi, 'Riya in Mumbai')).toBe('Riya in Mumbai');
  });

  it("say the days, times and intervals in the server's refusals in Hindi too", async () => {
    const hindi = await i18nFor('hi');
    await loadModuleMessages(hindi, 'src/features/placements/PromoteAdPage.tsx');
    const now = instantInIndia('2026-12-01', 600);
    const tooSoon = BUMP_MESSAGES.tooSoon(intervalInWords(270), momentInWords(instantInIndia('2026-12-01', 1260), now));
    expect(sharedText(hindi, tooSoon)).toBe(
      'एक विज्ञापन के दो बम्प के बीच कम से कम 4 घंटे 30 मिनट का अंतर होता है: इस विज्ञापन को आज 21:00 पर फिर से बम्प किया जा सकता है।',
    );
    const tooClose = BUMP_MESSAGES.dailyTooClose(
      momentInWords(instantInIndia('2026-12-05', 1260), now),
      momentInWords(instantInIndia('2026-12-02', 30), now),
      intervalInWords(60),
    );
    expect(sharedText(hindi, tooClose)).toMatch(
      /^5 दिसंबर, 21:00 वाला बम्प इस विज्ञापन के कल 00:30 वाले बम्प के 1 घंटा के भीतर/,
    );
    expect(sharedText(hindi, PLACEMENT_MESSAGES.alreadyFeatured(dayInWords('2026-12-03', '2026-12-01')))).toBe(
      'यह विज्ञापन 3 दिसंबर को पहले से फ़ीचर्ड है: कृपया दूसरे दिन चुनें।',
    );
    // an English page keeps the server's words
    expect(sharedText(englishI18n, tooSoon)).toBe(tooSoon);
  });
});
