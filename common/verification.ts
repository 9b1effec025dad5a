// Identity and photo verification (issue 31): the rules the advertiser's screen shows and the server
// enforces (server/modules/verification/service.ts), written once. Reasons in docs/decisions/0088-identity-and-photo-verification.md.

/**
 * Days after the desk's decision when the identity document and the verification photo are deleted.
 * Long enough for a second look when a complaint about the account arrives (a grievance is decided
 * within 15 days under the IT Rules 2021, and a report soon after an ad goes live); short because an
 * identity document is the most sensitive thing the site holds. The decision, its reason and who
 * made it stay on the request and in the audit log.
 */
export const VERIFICATION_FILE_RETENTION_DAYS = 30;

/**
 * The characters of the code held in the photo: no 0/O/Q, 1/I/L, 2/Z, 5/S, 8/B, 6/G or U/V, which a
 * hand writes or a camera shows alike.
 */
export const VERIFICATION_CODE_ALPHABET = 'ACDEFHJKMNPRTWXY34679';
export const VERIFICATION_CODE_LENGTH = 6;

/** Bytes of each file (the image pipeline's limit, server/lib/uploads.ts MAX_UPLOAD_BYTES). */
export const VERIFICATION_MAX_FILE_BYTES = 10 * 1024 * 1024;

/** The reason the advertiser reads with a refusal or a removed mark. */
export const VERIFICATION_REASON_MAX = 500;

/** What the advertiser's files may be: images only (they are decoded and re-encoded; a PDF cannot be). */
export const VERIFICATION_ACCEPT = 'image/jpeg,image/png,image/webp,image/avif,image/gif,image/heic,image/heif';

export const VERIFICATION_MESSAGES = {
  advertisersOnly: 'Only advertisers can verify their identity.',
  documentRequired: 'Please add a photo or scan of your identity document.',
  photoRequired: 'Please add your verification photo: you, holding the code shown on this page.',
  documentPdf:
    'Please upload the identity document as an image (a photo or scan in JPEG, PNG or WebP). PDF files are not accepted.',
  documentNotImage: 'The identity document must be an image file (JPEG, PNG, WebP, AVIF or GIF).',
  photoNotImage: 'The verification photo must be an image file (JPEG, PNG, WebP, AVIF or GIF).',
  documentTooLarge: `The identity document is too large: at most ${VERIFICATION_MAX_FILE_BYTES / 1024 / 1024} MB.`,
  photoTooLarge: `The verification photo is too large: at most ${VERIFICATION_MAX_FILE_BYTES / 1024 / 1024} MB.`,
  sameFile: 'The verification photo must be a different picture from the identity document: you, holding the code.',
  pending: 'Your verification is already waiting for review. You can send another once it is decided.',
  alreadyVerified: 'Your account is already verified.',
  requestNotFound: 'This verification request does not exist.',
  alreadyDecided: 'This verification request has already been decided.',
  reason: 'Please give the reason the advertiser will see.',
  reasonTooLong: `Reason must be at most ${VERIFICATION_REASON_MAX} characters`,
  notVerified: 'This account has no verified mark to remove.',
  notApproved: 'Only an approved verification can have its mark removed.',
} as const;

/** Whether a chosen file is larger than the server accepts (checked again there). */
export function verificationFileTooLarge(file: { size: number }): boolean {
  return file.size > VERIFICATION_MAX_FILE_BYTES;
}
