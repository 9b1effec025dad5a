// Draws a purchase's receipt as a PDF (issue 34, docs/decisions/0115-receipts.md) with pdfkit, on the
// server only (nothing here reaches the client's bundle). One face, Noto Sans Devanagari (OFL, from
// npm), holds Latin, the rupee sign and Devanagari, which fontkit shapes; a character it cannot draw
// (another script, an emoji) is written as '?', so a name degrades visibly rather than into blank boxes.
// The receipt's facts come in whole (receipts.ts reads them); this file only lays them out.
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import * as fontkit from 'fontkit';
import { gstStateOf, includedTax, rupeesOfPaise, type GstState } from '../../../common/gst.ts';

const require = createRequire(import.meta.url);
const FONT_PACKAGE = '@expo-google-fonts/noto-sans-devanagari';
const REGULAR_FONT = require.resolve(`${FONT_PACKAGE}/400Regular/NotoSansDevanagari_400Regular.ttf`);
const BOLD_FONT = require.resolve(`${FONT_PACKAGE}/700Bold/NotoSansDevanagari_700Bold.ttf`);

/** Services Accounting Code of internet advertising space, printed on a tax invoice. */
export const ADVERTISING_SAC = '998365';

export interface ReceiptOperator {
  /** the legal name, or the site's name while none is set */
  legalName: string;
  siteName: string;
  /** lines of the postal address ('' when none is set) */
  address: string;
  /** GST state code ('' when none is set) */
  stateCode: string;
  /** null: not registered for GST, so no tax lines and the title "Receipt" */
  gstin: string | null;
  gstRatePercent: number;
  contactEmail: string;
}

export interface ReceiptFacts {
  /** R-000123 */
  number: string;
  /** India's date of the grant, in words (27 November 2026) */
  date: string;
  advertiser: { name: string; email: string };
  /** whole rupees the admin found paid */
  amountPaid: number;
  /** every credit granted, bonus included */
  credits: number;
  bonusCredits: number;
  packageName: string | null;
  couponCode: string | null;
  utr: string | null;
  operator: ReceiptOperator;
}

export const RECEIPT_TITLES = { taxInvoice: 'Tax invoice', receipt: 'Receipt' } as const;

/** The title Indian practice asks for: a registered supplier's tax invoice, else a plain receipt (no tax may be charged). */
export function receiptTitle(operator: Pick<ReceiptOperator, 'gstin'>): string {
  return operator.gstin ? RECEIPT_TITLES.taxInvoice : RECEIPT_TITLES.receipt;
}

let glyphCheck: { hasGlyphForCodePoint(codePoint: number): boolean } | null = null;

/** `text` with every character the face cannot draw written as '?' (line breaks and joiners kept). */
export function drawableText(text: string): string {
  glyphCheck ??= fontkit.openSync(REGULAR_FONT) as fontkit.Font;
  const font = glyphCheck;
  return Array.from(text, (character) => {
    const codePoint = character.codePointAt(0)!;
    // zero-width joiners shape conjuncts; newlines split lines
    if (codePoint === 0x200c || codePoint === 0x200d || character === '\n') return character;
    return font.hasGlyphForCodePoint(codePoint) ? character : '?';
  }).join('');
}

const RUPEE = '₹';
const PAGE_MARGIN = 50;

/** The receipt's PDF. */
export function drawReceipt(facts: ReceiptFacts): Promise<Buffer> {
  const { operator } = facts;
  const title = receiptTitle(operator);
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE_MARGIN,
    info: { Title: `${title} ${facts.number}`, Author: drawableText(operator.legalName), Creator: operator.siteName },
  });
  doc.registerFont('regular', REGULAR_FONT);
  doc.registerFont('bold', BOLD_FONT);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = doc.page.width - PAGE_MARGIN * 2;
  const text = (value: string, options: PDFKit.Mixins.TextOptions = {}) => doc.text(drawableText(value), options);
  const state: GstState | undefined = gstStateOf(operator.stateCode);

  // the operator, as Rule 46 asks of a supplier: name, address, state, GSTIN
  doc.font('bold').fontSize(16);
  text(operator.legalName);
  doc.font('regular').fontSize(10);
  for (const line of operator.address.split('\n').filter((part) => part.trim() !== '')) text(line.trim());
  if (state) text(`State: ${state.name} (code ${state.code})`);
  if (operator.gstin) text(`GSTIN: ${operator.gstin}`);
  text(`${operator.siteName} · ${operator.contactEmail}`);

  doc.moveDown(1.5);
  doc.font('bold').fontSize(20);
  text(title);
  doc.font('regular').fontSize(10);
  text(`${operator.gstin ? 'Invoice' : 'Receipt'} number: ${facts.number}`);
  text(`Date: ${facts.date}`);

  doc.moveDown();
  doc.font('bold');
  text('Billed to');
  doc.font('regular');
  text(facts.advertiser.name);
  text(facts.advertiser.email);
  if (operator.gstin && state) text(`Place of supply: ${state.name} (code ${state.code})`);

  doc.moveDown();
  const row = (label: string, value: string, bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'bold' : 'regular');
    doc.text(drawableText(label), PAGE_MARGIN, y, { width: width - 160 });
    const after = doc.y;
    doc.text(drawableText(value), PAGE_MARGIN + width - 160, y, { width: 160, align: 'right' });
    doc.y = Math.max(after, doc.y);
    doc.x = PAGE_MARGIN;
  };
  const rule = () => {
    doc
      .moveTo(PAGE_MARGIN, doc.y + 2)
      .lineTo(PAGE_MARGIN + width, doc.y + 2)
      .strokeColor('#999999')
      .lineWidth(0.5)
      .stroke();
    doc.moveDown(0.5);
  };

  const baseCredits = facts.credits - facts.bonusCredits;
  row(
    `Advertising credits on ${operator.siteName}${operator.gstin ? ` (SAC ${ADVERTISING_SAC})` : ''}`,
    `${baseCredits} credits`,
  );
  if (facts.packageName) row(`Package: ${facts.packageName}`, '');
  if (facts.bonusCredits > 0)
    row(`Bonus credits${facts.couponCode ? ` (coupon ${facts.couponCode})` : ''}`, `${facts.bonusCredits} credits`);
  else if (facts.couponCode) row(`Coupon: ${facts.couponCode}`, '');
  row('Credits granted', `${facts.credits} credits`, true);
  rule();

  if (operator.gstin) {
    const tax = includedTax(facts.amountPaid, operator.gstRatePercent);
    const half = operator.gstRatePercent / 2;
    row('Taxable value', `${RUPEE}${rupeesOfPaise(tax.taxablePaise)}`);
    row(`CGST at ${half}%`, `${RUPEE}${rupeesOfPaise(tax.centralPaise)}`);
    row(`${state?.ut ? 'UTGST' : 'SGST'} at ${half}%`, `${RUPEE}${rupeesOfPaise(tax.statePaise)}`);
    row(`Total GST at ${operator.gstRatePercent}%`, `${RUPEE}${rupeesOfPaise(tax.taxPaise)}`);
    rule();
  }
  row('Amount paid', `${RUPEE}${rupeesOfPaise(facts.amountPaid * 100)}`, true);
  doc.moveDown(0.5);
  doc.font('regular').fontSize(9);
  text(`Paid by UPI${facts.utr ? `, UTR ${facts.utr}` : ''}.`);
  text(
    operator.gstin
      ? `The amount includes GST at ${operator.gstRatePercent}%; no tax is payable on reverse charge.`
      : 'No GST is charged: the operator is not registered for GST.',
  );
  doc.moveDown();
  doc.fillColor('#555555');
  text('This is a computer-generated document.');
  doc.end();
  return done;
}
