// Issue 34: every approved purchase has a PDF receipt numbered by its ledger entry, with the
// operator's details, the advertiser, the amount paid, the credits (package and bonus) and the UTR;
// a GSTIN brings the title "Tax invoice" and the GST lines. Only its account and admins read it, and
// the approval mail carries it.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NotAllowedError, NotFoundError } from '../../lib/errors.ts';
import { createTestApp } from '../../test/app.ts';
import { nextUtr, setUpiPayments } from '../../test/payments.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { updateSiteSettings } from '../settings/service.ts';
import { drawableText, RECEIPT_TITLES } from './receipt-pdf.ts';
import { getReceipt, getSignedReceipt, receiptPath } from './receipts.ts';
import { createCreditRequest, decideCreditRequest } from './service.ts';
import { RECEIPT_DETAILS_MESSAGES } from '../../../common/forms/settings.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let prisma: Awaited<ReturnType<typeof createTestApp>>['database']['prisma'];
let admin: Awaited<ReturnType<typeof t.createUser>>;
let owner: Awaited<ReturnType<typeof t.createUser>>;
let stranger: Awaited<ReturnType<typeof t.createUser>>;
let adminToken: string;
let ownerToken: string;
let strangerToken: string;

const SETTINGS = {
  siteName: 'Delhi Dates',
  contactEmail: 'care@delhi-dates.in',
  contactPhone: '',
  supportHours: '',
  grievanceOfficerName: 'Arjun Mehta',
  grievanceOfficerEmail: 'officer@delhi-dates.in',
  grievanceOfficerPhone: '',
  notificationEmails: [],
};

const OPERATOR = {
  operatorLegalName: 'Kamini Media Private Limited',
  operatorAddress: '12 MG Road\nBengaluru 560001',
  operatorStateCode: '29',
  gstin: '',
  gstRatePercent: 18,
};

/** Saves the operator's details as an admin does on the settings screen. */
function saveOperator(details: Partial<typeof OPERATOR>) {
  return updateSiteSettings(t.contextFor(admin), { ...SETTINGS, ...OPERATOR, ...details });
}

/** An approved purchase of `owner`'s: its grant's ledger entry. */
async function approvedPurchase(amount: number, extra: { packageId?: number; bonusCredits?: number } = {}) {
  const utr = nextUtr();
  const request = await createCreditRequest(t.contextFor(owner), { amount, utr });
  if (Object.keys(extra).length > 0) await prisma.creditRequest.update({ where: { id: request.id }, data: extra });
  await decideCreditRequest(t.contextFor(admin), { id: request.id, status: 'approved' });
  const entry = await prisma.creditLedgerEntry.findFirstOrThrow({ where: { creditRequestId: request.id } });
  return { entry, utr, requestId: request.id, number: `R-${String(entry.id).padStart(6, '0')}` };
}

async function receiptTextOf(entryId: number, as = owner) {
  return pdfText((await getReceipt(t.contextFor(as), entryId)).pdf);
}

beforeAll(async () => {
  t = await createTestApp();
  prisma = t.database.prisma;
  admin = await t.createUser({ role: 'admin' });
  owner = await prisma.user.update({
    where: { id: (await t.createUser({ email: 'priya@example.in' })).id },
    data: { name: 'प्रिया Sharma' },
  });
  stranger = await t.createUser();
  adminToken = await t.tokenFor(admin);
  ownerToken = await t.tokenFor(owner);
  strangerToken = await t.tokenFor(stranger);
  await setUpiPayments(prisma);
  await prisma.creditScheme.create({ data: { id: 1, creditRate: '0.1', timePerCredit: '7' } });
});
afterAll(() => t.close());
beforeEach(() => t.resetRateLimits());

describe('a receipt', () => {
  it('without a GSTIN is a plain receipt: the operator, its number, the advertiser, amount, credits and UTR, no tax', async () => {
    await saveOperator({ gstin: '' });
    const { entry, utr, number } = await approvedPurchase(500);
    const text = await receiptTextOf(entry.id);
    expect(text).toContain(RECEIPT_TITLES.receipt);
    expect(text).not.toContain(RECEIPT_TITLES.taxInvoice);
    for (const part of [
      'Kamini Media Private Limited',
      '12 MG Road',
      'Bengaluru 560001',
      'State: Karnataka (code 29)',
      `Receipt number: ${number}`,
      'Sharma',
      'priya@example.in',
      'Credits granted 50 credits',
      'Amount paid ₹500.00',
      `UTR ${utr}`,
      'No GST is charged',
    ])
      expect(text).toContain(part);
    // the name's Devanagari is drawn with the embedded face (read back in glyph order)
    expect(text).toContain('प्र');
    for (const absent of ['GSTIN', 'CGST', 'SGST', 'Taxable value', 'Place of supply'])
      expect(text).not.toContain(absent);
  });

  it('with a GSTIN is a tax invoice: GST included in the price, split into CGST and SGST of the operator’s state', async () => {
    await saveOperator({ gstin: '29AAGCB7383J1Z4' });
    const { entry, number } = await approvedPurchase(500);
    const text = await receiptTextOf(entry.id);
    expect(text).toContain(RECEIPT_TITLES.taxInvoice);
    for (const part of [
      'GSTIN: 29AAGCB7383J1Z4',
      `Invoice number: ${number}`,
      'Place of supply: Karnataka (code 29)',
      'SAC 998365',
      'Taxable value ₹423.73',
      'CGST at 9% ₹38.13',
      'SGST at 9% ₹38.14',
      'Total GST at 18% ₹76.27',
      'Amount paid ₹500.00',
    ])
      expect(text).toContain(part);
    expect(text).not.toContain('IGST');
  });

  it('in a union territory without a legislature names UTGST; a package and bonus credits are listed', async () => {
    const chandigarh = '04AAPFU0939F1Z';
    const { gstinCheckCharacter } = await import('../../../common/gst.ts');
    await saveOperator({
      operatorStateCode: '04',
      gstin: chandigarh + gstinCheckCharacter(chandigarh),
      gstRatePercent: 18,
    });
    const pack = await prisma.creditPackage.create({ data: { name: 'Gold pack', priceRupees: 1180, credits: 118 } });
    const { entry } = await approvedPurchase(1180, { packageId: pack.id, bonusCredits: 20 });
    const text = await receiptTextOf(entry.id);
    expect(text).toContain('UTGST at 9% ₹90.00');
    expect(text).toContain('Taxable value ₹1,000.00');
    expect(text).toContain('Package: Gold pack');
    expect(text).toContain(`Bonus credits 20 credits`);
    expect(text).toContain(`Credits granted ${entry.amount} credits`);
  });

  it('writes what the face cannot draw as "?" rather than blank boxes', () => {
    expect(drawableText('प्रिया Sharma')).toBe('प्रिया Sharma');
    expect(drawableText('பிரியா 😀')).toBe('?????? ?');
  });
});

describe('who reads a receipt', () => {
  it('its account and admins; another account, a spend and an unknown number "do not exist"', async () => {
    const { entry } = await approvedPurchase(200);
    await expect(getReceipt(t.contextFor(admin), entry.id)).resolves.toMatchObject({
      fileName: expect.stringMatching(/^R-\d{6}\.pdf$/),
    });
    await expect(getReceipt(t.contextFor(stranger), entry.id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(getReceipt(t.contextFor(null), entry.id)).rejects.toBeInstanceOf(NotAllowedError);
    await expect(getReceipt(t.contextFor(owner), 2_000_000_000)).rejects.toBeInstanceOf(NotFoundError);
    await expect(getReceipt(t.contextFor(owner), 'x')).rejects.toBeInstanceOf(NotFoundError);
    const spend = await prisma.creditLedgerEntry.create({
      data: { userId: owner.id, kind: 'spend', amount: -1, balanceAfter: 0 },
    });
    await expect(getReceipt(t.contextFor(owner), spend.id)).rejects.toBeInstanceOf(NotFoundError);
  });

  it('over REST: a session of its account or an admin gets the PDF; none is 401, another account 404', async () => {
    const { entry, number } = await approvedPurchase(300);
    const request = (token?: string) =>
      t.app.request(receiptPath(entry.id), { headers: token ? { authorization: `Bearer ${token}` } : {} });
    for (const token of [ownerToken, adminToken]) {
      const answer = await request(token);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('application/pdf');
      expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="${number}.pdf"`);
      expect(answer.headers.get('cache-control')).toBe('private, no-store');
      expect(await pdfText(new Uint8Array(await answer.arrayBuffer()))).toContain(number);
    }
    expect((await request()).status).toBe(401);
    expect((await request(strangerToken)).status).toBe(404);
  });

  it('the credit history links to a signed address that works without a session, for that entry only and not forever', async () => {
    const { entry, number } = await approvedPurchase(400);
    const LEDGER = `{ creditLedger(first: 10) { edges { node { databaseId kind receiptNumber receiptUrl } } } }`;
    const answer = await t.graphql(LEDGER, {}, ownerToken);
    const nodes = answer.body.data.creditLedger.edges.map((edge: { node: Record<string, unknown> }) => edge.node);
    const node = nodes.find((row: { databaseId: number }) => row.databaseId === entry.id);
    expect(node.receiptNumber).toBe(number);
    const url = new URL(node.receiptUrl);
    expect(url.pathname).toBe(receiptPath(entry.id));
    const signed = await t.app.request(`${url.pathname}${url.search}`);
    expect(signed.status).toBe(200);
    expect(await pdfText(new Uint8Array(await signed.arrayBuffer()))).toContain(number);
    // the spend has no receipt
    expect(
      nodes
        .filter((row: { kind: string }) => row.kind !== 'grant')
        .every((row: { receiptUrl: unknown }) => row.receiptUrl === null),
    ).toBe(true);

    // another entry's number under the same signature, an altered signature, an expired address
    const other = await approvedPurchase(100);
    const params = Object.fromEntries(url.searchParams) as { expires: string; signature: string };
    expect((await t.app.request(`${receiptPath(other.entry.id)}${url.search}`)).status).toBe(404);
    expect((await t.app.request(`${url.pathname}?expires=${params.expires}&signature=${'A'.repeat(43)}`)).status).toBe(
      404,
    );
    const later = new Date((Number(params.expires) + 1) * 1000);
    await expect(getSignedReceipt(t.contextFor(null), entry.id, params, later)).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe('downloads', () => {
  it('are counted per network before a PDF is drawn: past the limit, refused with the wait', async () => {
    const { entry } = await approvedPurchase(250);
    const ctx = t.contextFor(owner, 'busy-visitor');
    for (let i = 0; i < 120; i += 1) await ctx.rateLimits.receiptDownloadsPerNetwork.consume(ctx.networkKey, 1);
    await expect(getReceipt(ctx, entry.id)).rejects.toThrow(/Many receipts were downloaded from your network/);
    // another network is not affected
    await expect(getReceipt(t.contextFor(owner, 'other-visitor'), entry.id)).resolves.toMatchObject({
      number: `R-${String(entry.id).padStart(6, '0')}`,
    });
  });
});

describe('the approval mail', () => {
  it('carries the receipt as a PDF attachment and names it', async () => {
    const { number } = await approvedPurchase(700);
    const mail = t.mailer.lastTo('priya@example.in');
    expect(mail?.subject).toContain('credits added');
    expect(mail?.text).toContain(`Your receipt ${number} is attached`);
    expect(mail?.attachments).toHaveLength(1);
    const [file] = mail!.attachments!;
    expect(file).toMatchObject({ filename: `${number}.pdf`, contentType: 'application/pdf' });
    const text = await pdfText(Buffer.from(file!.contentBase64, 'base64'));
    expect(text).toContain(number);
    expect(text).toContain('Amount paid ₹700.00');
    // a rejection carries nothing
    const rejected = await createCreditRequest(t.contextFor(owner), { amount: 50, utr: nextUtr() });
    await decideCreditRequest(t.contextFor(admin), { id: rejected.id, status: 'rejected' });
    const rejection = t.mailer.lastTo('priya@example.in');
    expect(rejection?.subject).toBe('Your credit request was not approved');
    expect(rejection?.attachments).toBeUndefined();
  });
});

describe("the operator's details in the settings", () => {
  const SAVE = /* GraphQL */ `
    mutation ($gstin: String, $state: String) {
      updateSiteSettings(
        siteName: "Delhi Dates"
        contactEmail: "care@delhi-dates.in"
        contactPhone: ""
        supportHours: ""
        grievanceOfficerName: "Arjun Mehta"
        grievanceOfficerEmail: "officer@delhi-dates.in"
        grievanceOfficerPhone: ""
        notificationEmails: []
        operatorLegalName: "Kamini Media Private Limited"
        operatorAddress: "12 MG Road"
        operatorStateCode: $state
        gstin: $gstin
        gstRatePercent: 18
      ) {
        __typename
        ... on ValidationError {
          field
          message
        }
        ... on MutationUpdateSiteSettingsSuccess {
          siteSettings {
            receipt {
              gstin
              operatorStateCode
            }
          }
        }
      }
    }
  `;

  it('refuse a GSTIN of the wrong shape or check character, or of another state, and change nothing', async () => {
    await saveOperator({ gstin: '' });
    const before = await prisma.siteSettings.findUniqueOrThrow({ where: { id: 1 } });
    for (const [gstin, state, message] of [
      ['29AAGCB7383J1Z5', '29', RECEIPT_DETAILS_MESSAGES.gstin],
      ['29AAGCB7383J1Z', '29', RECEIPT_DETAILS_MESSAGES.gstin],
      ['29AAGCB7383J1Z4', '27', RECEIPT_DETAILS_MESSAGES.gstinState('27')],
    ] as const) {
      const answer = await t.graphql(SAVE, { gstin, state }, adminToken);
      expect(answer.body.data.updateSiteSettings).toEqual({ __typename: 'ValidationError', field: 'gstin', message });
    }
    expect(await prisma.siteSettings.findUniqueOrThrow({ where: { id: 1 } })).toEqual(before);
    const saved = await t.graphql(SAVE, { gstin: '29aagcb7383j1z4', state: '29' }, adminToken);
    expect(saved.body.data.updateSiteSettings.siteSettings.receipt).toEqual({
      gstin: '29AAGCB7383J1Z4',
      operatorStateCode: '29',
    });
  });
});
