// Placements' and bumps' shared texts (common/forms/placements.ts, common/bumps.ts) in the page's language
// (lib/sharedMessages.ts): the promote page. The days, times and intervals in them are read back from the
// server's English words into the page's language (common/india.ts, common/bumps.ts).
import { msg } from '@lingui/core/macro';
import { intervalWordsIn, momentWordsIn } from '../../../../common/bumps.ts';
import { dayWordsIn } from '../../../../common/india.ts';
import { defineSharedTexts } from '../sharedMessages.ts';

export const PLACEMENT_TEXTS = defineSharedTexts(
  [
    msg`Featured in a city is not on sale at the moment.`,
    msg`Bump is not on sale at the moment.`,
    msg`Home spotlight is not on sale at the moment.`,
    msg`Only advertisers buy placements for their ads.`,
    msg`This ad does not exist, or it is not yours.`,
    msg`This ad has ended: renew it before promoting it.`,
    msg`This ad was taken down, so it cannot be promoted.`,
    msg`This ad is waiting for review; you can promote it once it is published.`,
    msg`This ad is hidden, so it cannot be promoted.`,
    msg`Your account is not active, so your ads cannot be promoted.`,
    msg`Please choose the first and the last day.`,
    msg`Please choose valid days.`,
    msg`The last day cannot be before the first day.`,
    msg`Please choose days from today on.`,
    msg`Please choose a time of day, such as 21:00.`,
    msg`Please choose a time of day as hours and minutes, such as 21:00.`,
    msg`Please choose at most 366 days.`,
    msg`That time has already passed on the days chosen: please choose a later time, or start tomorrow.`,
    msg`This daily bump does not exist, or it is not yours.`,
    msg`This daily bump was already cancelled.`,
    msg`Every bump of this daily bump has already run: there is nothing left to cancel.`,
  ],
  [
    // PLACEMENT_MESSAGES.dayOutsideRun and alreadyFeatured (days as India's dayInWords writes them)
    [
      /^Please choose days within the ad's run: from (.+) to (.+)\.$/,
      (start, end) => msg`Please choose days within the ad's run: from ${start} to ${end}.`,
      [dayWordsIn, dayWordsIn],
    ],
    [
      /^This ad is already featured on (.+): please choose other days\.$/,
      (day) => msg`This ad is already featured on ${day}: please choose other days.`,
      [dayWordsIn],
    ],
    // BUMP_MESSAGES.tooSoon, dailyTooClose and dailyIntervalTooLong (the intervals and moments in the page's language)
    [
      /^Bumps of one ad are at least (.+?) apart: this ad can be bumped again at (.+)\.$/,
      (interval, next) => msg`Bumps of one ad are at least ${interval} apart: this ad can be bumped again at ${next}.`,
      [intervalWordsIn, momentWordsIn],
    ],
    [
      /^The bump at (.+?) would come within (.+?) of this ad's bump at (.+?): bumps of one ad are at least (.+?) apart\. Please choose another time or other days\.$/,
      (run, interval, other) =>
        msg`The bump at ${run} would come within ${interval} of this ad's bump at ${other}: bumps of one ad are at least ${interval} apart. Please choose another time or other days.`,
      [momentWordsIn, intervalWordsIn, momentWordsIn],
    ],
    [
      /^Bumps of one ad are at least (.+?) apart, so it cannot be bumped every day: please choose one day, or bump it now\.$/,
      (interval) =>
        msg`Bumps of one ad are at least ${interval} apart, so it cannot be bumped every day: please choose one day, or bump it now.`,
      [intervalWordsIn],
    ],
  ],
);
