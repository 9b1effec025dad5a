// The advertiser's mail preferences (issue 18): read on the account, changed by one mutation.
import { builder } from '../../graphql/builder.ts';
import { INPUT_ERRORS } from '../../graphql/errors.ts';
import { mailPreferencesOf, OPTIONAL_MAILS, setMailPreference, type MailPreference } from './service.ts';

// a list of every optional mail, one entry each: its size for the query's price
const OPTIONAL_MAIL_COUNT = Object.keys(OPTIONAL_MAILS).length;

const MailPreferenceType = builder.objectRef<MailPreference>('MailPreference').implement({
  description:
    'A mail the advertiser may turn off, and whether it is on. Essential mails (decisions on the account, credits and ads) are always sent and not listed.',
  fields: (t) => ({
    mail: t.exposeString('mail', { description: 'Its name, e.g. ad_ending_soon.' }),
    label: t.exposeString('label', { description: 'What it is, in the words the dashboard shows.' }),
    enabled: t.exposeBoolean('enabled'),
  }),
});

// on the account type of the users module, named by its model
builder.prismaObjectFields('User', (t) => ({
  mailPreferences: t.field({
    type: [MailPreferenceType],
    // one read of the account's preferences
    complexity: { field: 2, multiplier: OPTIONAL_MAIL_COUNT },
    description:
      "The account's optional mails (renewal reminders) and whether each is on; for the account itself or an admin.",
    resolve: (user, _args, ctx) => mailPreferencesOf(ctx, user.id),
  }),
}));

const SetMailPreferencePayload = builder.objectRef<{ preferences: MailPreference[] }>(
  'MutationSetMailPreferenceSuccess',
);
SetMailPreferencePayload.implement({
  description: "Every optional mail of the advertiser's, after the change.",
  fields: (t) => ({
    preferences: t.field({
      type: [MailPreferenceType],
      complexity: { multiplier: OPTIONAL_MAIL_COUNT },
      resolve: (payload) => payload.preferences,
    }),
  }),
});

builder.mutationField('setMailPreference', (t) =>
  t.field({
    type: SetMailPreferencePayload,
    authScopes: { user: true },
    description:
      "Turns one of the signed-in advertiser's optional mails on or off (`mail`: a name from `mailPreferences`, e.g. ad_ending_soon).",
    errors: { types: INPUT_ERRORS, directResult: true },
    args: {
      mail: t.arg.string({ required: true }),
      enabled: t.arg.boolean({ required: true }),
    },
    resolve: async (_root, { mail, enabled }, ctx) => ({
      preferences: await setMailPreference(ctx, { mail, enabled }),
    }),
  }),
);
