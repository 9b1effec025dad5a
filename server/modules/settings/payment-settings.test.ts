import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotAllowedError, ValidationError } from '../../lib/errors.ts';
import { createTestApp } from '../../test/app.ts';
import { getPaymentSettings, PAYMENT_SETTINGS_MESSAGES, updatePaymentSettings } from './service.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Awaited<ReturnType<typeof t.createUser>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ role: 'admin' });
});
afterAll(() => t.close());

describe('the UPI payment details', () => {
  it('are none until an admin saves them; then every signed-in account reads them, and each save is audited', async () => {
    const advertiser = await t.createUser();
    expect(await getPaymentSettings(t.contextFor(advertiser))).toBeNull();
    await updatePaymentSettings(t.contextFor(admin), {
      upiId: ' companion.directory@okhdfc ',
      payeeName: ' Companion Directory ',
    });
    expect(await getPaymentSettings(t.contextFor(advertiser))).toMatchObject({
      upiId: 'companion.directory@okhdfc',
      payeeName: 'Companion Directory',
    });
    await updatePaymentSettings(t.contextFor(admin), { upiId: 'payments@ybl', payeeName: 'Companion Directory' });
    const entries = await t.database.prisma.auditEntry.findMany({
      where: { action: 'paymentSettings.update' },
      orderBy: { id: 'asc' },
    });
    expect(
      entries.map((entry) => [
        (entry.before as { upiId?: string } | null)?.upiId ?? null,
        (entry.after as { upiId: string }).upiId,
      ]),
    ).toEqual([
      [null, 'companion.directory@okhdfc'],
      ['companion.directory@okhdfc', 'payments@ybl'],
    ]);
  });

  it.each([
    [{ upiId: 'not-a-upi-id' }, PAYMENT_SETTINGS_MESSAGES.upiId, 'upiId'],
    [{ upiId: 'name@' }, PAYMENT_SETTINGS_MESSAGES.upiId, 'upiId'],
    [{ upiId: 'na me@bank' }, PAYMENT_SETTINGS_MESSAGES.upiId, 'upiId'],
    [{ payeeName: '  ' }, PAYMENT_SETTINGS_MESSAGES.payeeName, 'payeeName'],
    [{ payeeName: 'x'.repeat(51) }, PAYMENT_SETTINGS_MESSAGES.payeeName, 'payeeName'],
    [{ payeeName: '<script>' }, PAYMENT_SETTINGS_MESSAGES.payeeName, 'payeeName'],
  ])('refuses %o with its message, keeping the saved details', async (change, message, field) => {
    await updatePaymentSettings(t.contextFor(admin), { upiId: 'kept@okaxis', payeeName: 'Kept Name' });
    await expect(
      updatePaymentSettings(t.contextFor(admin), { upiId: 'ok@okaxis', payeeName: 'Okay', ...change }),
    ).rejects.toThrow(new ValidationError(message, field));
    expect(await getPaymentSettings(t.contextFor(admin))).toMatchObject({
      upiId: 'kept@okaxis',
      payeeName: 'Kept Name',
    });
  });

  it('are changed by admins only, and read by signed-in accounts only', async () => {
    const advertiser = await t.createUser();
    await expect(
      updatePaymentSettings(t.contextFor(advertiser), { upiId: 'mine@okaxis', payeeName: 'Me' }),
    ).rejects.toBeInstanceOf(NotAllowedError);
    await expect(getPaymentSettings(t.contextFor(null))).rejects.toBeInstanceOf(NotAllowedError);
  });
});
