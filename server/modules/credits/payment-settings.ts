// Where advertisers pay (issue 8, part 4): the platform's UPI ID and payee name, set by an admin and
// read by signed-in accounts, so the Add Request modal can show a UPI QR code for the amount.
import { z } from 'zod';
import type { RequestContext } from '../../context.ts';
import { requireAdmin, requireViewer } from '../../lib/access.ts';
import { isUniqueViolation } from '../../lib/errors.ts';
import { parseInput } from '../../lib/validation.ts';
import { audited } from '../audit/service.ts';

export const PAYMENT_SETTINGS_ID = 1;

export const PAYMENT_SETTINGS_MESSAGES = {
  upiId: 'Please enter a UPI ID such as name@bank.',
  payeeName: 'Please enter the payee name (up to 50 letters, spaces, dots or &).',
} as const;

const paymentSettingsInput = z.object({
  // NPCI's virtual payment address: a handle, '@', and the provider's short name
  upiId: z
    .string({ error: PAYMENT_SETTINGS_MESSAGES.upiId })
    .trim()
    .regex(/^[a-zA-Z0-9.\-_]{2,256}@[a-zA-Z][a-zA-Z0-9]{1,63}$/, PAYMENT_SETTINGS_MESSAGES.upiId),
  payeeName: z
    .string({ error: PAYMENT_SETTINGS_MESSAGES.payeeName })
    .trim()
    .regex(/^[\p{L}][\p{L} .&'-]{0,49}$/u, PAYMENT_SETTINGS_MESSAGES.payeeName),
});

export type PaymentSettingsInput = { upiId: unknown; payeeName: unknown };

/** The settings, or null while none were saved; any signed-in account. */
export async function getPaymentSettings(ctx: RequestContext) {
  requireViewer(ctx);
  return ctx.db.paymentSettings.findUnique({ where: { id: PAYMENT_SETTINGS_ID } });
}

export async function updatePaymentSettings(ctx: RequestContext, input: PaymentSettingsInput) {
  const data = { ...parseInput(paymentSettingsInput, input), updatedById: requireAdmin(ctx).id };
  const save = () =>
    audited(ctx, async (tx) => {
      const before = await tx.paymentSettings.findUnique({ where: { id: PAYMENT_SETTINGS_ID } });
      const after = await tx.paymentSettings.upsert({ where: { id: PAYMENT_SETTINGS_ID }, create: { id: PAYMENT_SETTINGS_ID, ...data }, update: data });
      return { audit: { action: 'paymentSettings.update', subjectType: 'PaymentSettings', subjectId: PAYMENT_SETTINGS_ID, before, after }, result: after };
    });
  try {
    return await save();
  } catch (error) {
    // two first saves at once: the loser's insert collides, and the record now exists to update
    if (isUniqueViolation(error)) return save();
    throw error;
  }
}
