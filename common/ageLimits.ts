// The ages an ad may give (common/age.ts holds the rules that read them).

/** Advertisers and the people in ads must be this old. */
export const MIN_AD_AGE = 18;
/** The oldest age an ad may give (the column's CHECK: 18 to 99). */
export const MAX_AD_AGE = 99;
