// The account forms' shared texts (common/forms/account.ts, common/dateOfBirth.ts) in the page's language
// (lib/sharedMessages.ts): the register, login and account pages, and the agency's declaration of an ad.
import { msg } from '@lingui/core/macro';
import { defineSharedTexts } from '../sharedMessages.ts';

export const ACCOUNT_TEXTS = defineSharedTexts([
  msg`Please choose who the account is for: just you, or an agency listing others`,
  msg`Please enter your current password`,
  msg`The current password is not correct.`,
  msg`The new password must differ from the current one.`,
  msg`Please enter your password to delete your account`,
  msg`The password is not correct.`,
  msg`Please enter your date of birth`,
  msg`Please enter your date of birth as year-month-day, for example 1998-08-15`,
  msg`That date does not exist: please check the day and month of your date of birth`,
  msg`Your date of birth cannot be in the future`,
  msg`Please check your date of birth: it is more than 100 years ago`,
  msg`An agency must confirm it holds proof that the person in the ad is 18 or over: please tick the declaration.`,
  msg`Advertisers and the people in ads must be 18 or over`,
  // who the account's ads show (ACCOUNT_KIND_LABELS)
  msg`Just me`,
  msg`An agency listing others`,
]);
