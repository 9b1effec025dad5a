// A credit request's shared texts (common/forms/credits.ts) in the page's language (lib/sharedMessages.ts).
import { msg } from '@lingui/core/macro';
import { defineSharedTexts } from '../sharedMessages.ts';

export const CREDIT_REQUEST_TEXTS = defineSharedTexts(
  [
    msg`Please Enter Payment Amount`,
    msg`Payment amount must be a whole number of rupees.`,
    msg`Payment amount must be more than 0 rupees.`,
    msg`Payment amount must be at most 10,00,000 rupees.`,
    msg`Please choose an image of the payment (JPEG, PNG, WebP, AVIF or GIF), or leave it empty.`,
    msg`Please enter the UTR: the 12-digit UPI transaction reference shown in your UPI app.`,
    msg`The UTR has only digits (0 to 9): please copy it from the payment details in your UPI app.`,
    msg`This UTR has already been used on a credit request. Please check the 12-digit reference of your payment in your UPI app.`,
    msg`The operator has not set up payments yet (no UPI ID), so credits cannot be bought now. Please try again later.`,
  ],
  [
    // CREDIT_REQUEST_MESSAGES.utrLength
    [
      /^The UTR has exactly 12 digits; you entered (\d+)\. Please copy it from your UPI app\.$/,
      (length) => msg`The UTR has exactly 12 digits; you entered ${length}. Please copy it from your UPI app.`,
    ],
  ],
);
