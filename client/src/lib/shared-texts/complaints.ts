// Complaints', reports' and verification's shared texts (common/forms/grievance.ts, reports.ts,
// common/verification.ts) in the page's language (lib/sharedMessages.ts).
import { msg } from '@lingui/core/macro';
import { defineSharedTexts } from '../sharedMessages.ts';

export const COMPLAINT_TEXTS = defineSharedTexts([
  msg`Please choose what your complaint is about.`,
  msg`Please describe your complaint.`,
  msg`Details must be at most 5000 characters`,
  msg`Please enter the full address of the page, starting with https://`,
  msg`Please enter an e-mail address or a 10-digit phone number we can answer on.`,
  msg`Please choose why you are reporting this ad.`,
  msg`Only advertisers can verify their identity.`,
  msg`Please add a photo or scan of your identity document.`,
  msg`Please add your verification photo: you, holding the code shown on this page.`,
  msg`Please upload the identity document as an image (a photo or scan in JPEG, PNG or WebP). PDF files are not accepted.`,
  msg`The identity document must be an image file (JPEG, PNG, WebP, AVIF or GIF).`,
  msg`The verification photo must be an image file (JPEG, PNG, WebP, AVIF or GIF).`,
  msg`The identity document is too large: at most 10 MB.`,
  msg`The verification photo is too large: at most 10 MB.`,
  msg`The verification photo must be a different picture from the identity document: you, holding the code.`,
  msg`Your verification is already waiting for review. You can send another once it is decided.`,
  msg`Your account is already verified.`,
]);
