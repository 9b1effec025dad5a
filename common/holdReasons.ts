// Why the screening held an ad for the desk (issue 31): the reasons the server keeps on a held ad
// (ads.hold_reasons) and the words the moderation queue shows for them. One list for both sides.
// The advertiser reads only that the ad is under review, never why.

/** How the advertiser's screens name a held ad. */
export const UNDER_REVIEW = 'Under review';
export const UNDER_REVIEW_NOTE = 'Not shown on the site until a moderator publishes it.';

/** A phone number of the ad (its own, or its advertiser's) is on the blocklist. */
export const BLOCKED_PHONE = 'blocked_phone';
/** The advertiser's e-mail address, or its domain, is on the blocklist. */
export const BLOCKED_EMAIL = 'blocked_email';
/** A new photo is close to one moderation blocked (not close enough to be refused outright). */
export const CLOSE_TO_BLOCKED_PHOTO = 'photo';
/** The site holds every ad of an advertiser none of whose ads has been published yet. */
export const NEW_ADVERTISER = 'new_advertiser';

const TERM_PREFIX = 'term:';
const AGE_PREFIX = 'age:';

/** The reason of a term of the list found in the ad's texts, as the list writes it. */
export function termReason(term: string): string {
  return `${TERM_PREFIX}${term}`;
}

/** The reason of an age under 18 stated in the ad's texts ("16 year old", "16 saal"). */
export function statedAgeReason(age: number): string {
  return `${AGE_PREFIX}${age}`;
}

const FIXED_LABELS: Record<string, string> = {
  [BLOCKED_PHONE]: 'A phone number of the ad or its advertiser is on the blocklist',
  [BLOCKED_EMAIL]: "The advertiser's e-mail address is on the blocklist",
  [CLOSE_TO_BLOCKED_PHOTO]: 'A photo looks like one moderation blocked',
  [NEW_ADVERTISER]: 'New advertiser: none of their ads has been published yet',
};

/** A reason in the desk's words: 'term:schoolgirl' is 'Term "schoolgirl"', 'age:16' is 'States an age of 16'. */
export function holdReasonLabel(reason: string): string {
  if (reason.startsWith(TERM_PREFIX)) return `Term “${reason.slice(TERM_PREFIX.length)}” in the text`;
  if (reason.startsWith(AGE_PREFIX)) return `The text states an age of ${reason.slice(AGE_PREFIX.length)}`;
  return FIXED_LABELS[reason] ?? reason;
}
