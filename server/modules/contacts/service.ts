// Contact messages: anyone may send one; admins read and delete them.
import type { z } from 'zod';
import type { RequestContext } from '../../context.ts';
import { requireAdmin } from '../../lib/access.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { audited } from '../audit/service.ts';
import { requireDatabaseId } from '../../lib/ids.ts';
import { reserve } from '../../lib/rate-limits.ts';
import { parseInput } from '../../lib/validation.ts';
// SPEC section 5's contact form, the contact page's schema too
import { contactMessageSchema } from '../../../common/forms/contact.ts';
import type { Prisma } from '../../db/generated/prisma/client.ts';

export type ContactMessageInput = z.input<typeof contactMessageSchema>;

export const CONTACT_MESSAGES = {
  tooMany: 'You have sent several messages in the last hour. Please try again later.',
  tooManyFromNetwork: 'Many messages have come from your network today. Please try again tomorrow.',
  notFound: 'This message does not exist (it may have been deleted already).',
} as const;

/** Stores a visitor's message; a few an hour per address and a day per network (issue 14). */
export async function sendContactMessage(ctx: RequestContext, input: ContactMessageInput) {
  const data = parseInput(contactMessageSchema, input);
  const reservation = await reserve(
    ctx.rateLimits,
    [
      ['contactMessagesPerAddress', ctx.visitorKey],
      ['contactMessagesPerNetwork', ctx.networkKey],
    ],
    (_seconds, limit) =>
      limit === 'contactMessagesPerNetwork' ? CONTACT_MESSAGES.tooManyFromNetwork : CONTACT_MESSAGES.tooMany,
  );
  try {
    return await ctx.db.contactMessage.create({ data });
  } catch (error) {
    await reservation.refund();
    throw error;
  }
}

/** Newest first. `query` carries the page (take/skip/cursor) and the selection of the caller. */
export function listContactMessages<Query extends Omit<Prisma.ContactMessageFindManyArgs, 'where' | 'orderBy'>>(
  ctx: RequestContext,
  query: Query,
) {
  requireAdmin(ctx);
  return ctx.db.contactMessage.findMany({ ...query, orderBy: { id: 'desc' } });
}

export function countContactMessages(ctx: RequestContext) {
  requireAdmin(ctx);
  return ctx.db.contactMessage.count();
}

export async function deleteContactMessage(ctx: RequestContext, messageId: unknown) {
  requireAdmin(ctx);
  return audited(ctx, async (tx) => {
    const id = requireDatabaseId(messageId, CONTACT_MESSAGES.notFound);
    const message = await tx.contactMessage.findUnique({ where: { id } });
    const deleted = await tx.contactMessage.deleteMany({ where: { id } });
    if (!message || deleted.count === 0) throw new NotFoundError(CONTACT_MESSAGES.notFound);
    return {
      audit: { action: 'contactMessage.delete', subjectType: 'ContactMessage', subjectId: id, before: message },
      result: id,
    };
  });
}
