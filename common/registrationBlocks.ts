// How long a deleted or suspended account's e-mail address and phone number cannot register again
// (issue 30; reasons in docs/decisions/0076-what-a-deletion-keeps.md). The server
// enforces them (server/modules/auth/registration-blocks.ts); the account page tells the advertiser
// before they delete. One home for both.

/** Days each kind of deletion keeps the address and number from registering again. */
export const REGISTRATION_BLOCK_DAYS = {
  /** an account deleted without moderation on its ads: the time a report or grievance about it takes to be decided */
  account_deleted: 30,
  /** an account deleted with open reports, reports decided against it or takedowns: IT Rules 2021's 180 days */
  account_deleted_under_moderation: 180,
  /** a suspended account (its e-mail stays taken by the account itself): lifted when it is reinstated */
  account_suspended: 180,
} as const;

export type RegistrationBlockReason = keyof typeof REGISTRATION_BLOCK_DAYS;
