// The signed-in account's own details (issue 18): name, contact and address, with the rules of
// sign-up. The e-mail address is the sign-in name and stays as registered.
import { z } from 'zod';
import type { RequestContext } from '../../context.ts';
import { requireViewer } from '../../lib/access.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { ACCOUNT_NOT_FOUND_MESSAGE, MESSAGES } from '../../lib/messages.ts';
import { contactSchema, parseInput, requiredText } from '../../lib/validation.ts';

const NAME_MAX = 100;
const ADDRESS_MAX = 500;

export const profileInput = z.object({
  name: requiredText(MESSAGES.name, NAME_MAX),
  contact: contactSchema,
  address: z
    .string({ error: 'Address must be text' })
    .trim()
    .max(ADDRESS_MAX, `Address must be at most ${ADDRESS_MAX} characters`)
    .nullish()
    .transform((value) => value ?? ''),
});

export type ProfileInput = z.input<typeof profileInput>;

/** Saves the signed-in account's name, contact and address; ads without their own contact show the new one. */
export async function updateMyProfile<Query extends { select?: unknown; include?: unknown }>(ctx: RequestContext, input: ProfileInput, query: Query = {} as Query) {
  const viewer = requireViewer(ctx);
  const data = parseInput(profileInput, input);
  const updated = await ctx.db.user.updateMany({ where: { id: viewer.id }, data });
  if (updated.count === 0) throw new NotFoundError(ACCOUNT_NOT_FOUND_MESSAGE);
  // an ad without its own contact shows its owner's: visitors see the new number at once
  await ctx.publicCache?.forgetAll();
  return ctx.db.user.findUniqueOrThrow({ ...(query as object), where: { id: viewer.id } });
}
