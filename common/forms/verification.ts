// An advertiser's verification (issue 31): a photo or scan of an identity document and a photo
// holding the code; and the reason of the desk's refusal or removed mark. The verification service parses with it (its uploads); the /verification page
// with the browser's files and what it can tell of them before sending (the server decodes them).
import * as z from 'zod/mini';
import { hasControlCharacters } from '../formPatterns.ts';
import { VERIFICATION_MESSAGES, VERIFICATION_REASON_MAX } from '../verification.ts';

export type VerificationFile = 'document' | 'photo';

/**
 * `isUpload` tells the side's own upload (the browser's File, the server's stored upload);
 * `problemOf` what that side can see wrong with one before going on (nothing, by default).
 */
export function verificationSchema<Upload>(
  isUpload: (value: unknown) => value is Upload,
  problemOf: (file: VerificationFile, upload: Upload) => string | undefined = () => undefined,
) {
  const upload = (file: VerificationFile, required: string) =>
    z.custom<Upload, unknown>(isUpload, { error: required }).check(
      z.superRefine((chosen, ctx) => {
        const problem = problemOf(file, chosen);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
    );
  return z.object({
    document: upload('document', VERIFICATION_MESSAGES.documentRequired),
    photo: upload('photo', VERIFICATION_MESSAGES.photoRequired),
  });
}

/** The reason of the desk's refusal or removed mark, which the advertiser reads (mail and /verification). */
export const verificationReasonSchema = z.string({ error: VERIFICATION_MESSAGES.reason }).check(
  z.trim(),
  z.minLength(1, VERIFICATION_MESSAGES.reason),
  z.maxLength(VERIFICATION_REASON_MAX, VERIFICATION_MESSAGES.reasonTooLong),
  z.refine((value) => !hasControlCharacters(value), VERIFICATION_MESSAGES.reason),
);

/** The desk's reason dialog. */
export const verificationReasonFormSchema = z.object({ reason: verificationReasonSchema });
