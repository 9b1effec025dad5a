// An ad's shared texts (common/forms/ads.ts, common/age.ts) in the page's language (lib/sharedMessages.ts):
// the create, edit and renew forms.
import { msg } from '@lingui/core/macro';
import { defineSharedTexts } from '../sharedMessages.ts';

export const AD_FORM_TEXTS = defineSharedTexts(
  [
    msg`Age is required. Advertisers and the people in ads must be 18 or over`,
    msg`Please enter the age as a whole number in digits, like 25`,
    msg`Please enter an age of 99 or under`,
    msg`Name is required`,
    msg`Description is required`,
    msg`Start date is required`,
    msg`Start date cannot be before today`,
    msg`Start date must be a valid date (YYYY-MM-DD).`,
    msg`End date is required`,
    msg`End date must be a valid date (YYYY-MM-DD).`,
    msg`End date cannot be before start date`,
    msg`Please select a category`,
    msg`Please select at least one location`,
    msg`Please select at most 100 locations.`,
    msg`Please upload at least one Image`,
    msg`Please upload at most 10 images.`,
    msg`Please add summary Name and Value`,
    msg`Quick summary name already exists`,
    msg`Please add at most 30 quick summaries.`,
    msg`Please add Section title and description`,
    msg`Custom Section Name already exists`,
    msg`Please add at most 20 custom sections.`,
    msg`Each service must be text.`,
    msg`Each service must be at most 60 characters.`,
    msg`Please add at most 30 services.`,
    msg`Please enter a whole number of days from 1 to 365.`,
  ],
  [
    // AGE_MESSAGES.mismatch
    [
      /^The age in your quick summaries \((\d+)\) must match the ad's age \((\d+)\)\.$/,
      (stated, age) => msg`The age in your quick summaries (${stated}) must match the ad's age (${age}).`,
    ],
    // AD_FIELD_MESSAGES.maxDays
    [
      /^Max days per location must be less than (\d+) days\.$/,
      (days) => msg`Max days per location must be less than ${days} days.`,
    ],
  ],
);
