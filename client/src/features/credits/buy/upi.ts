// A UPI payment request for the amount, as the NPCI's deep link (`upi://pay`) that every UPI app
// opens, and as a QR code of that link drawn here: no external service sees the payment.
import { encode } from 'uqr';

export interface UpiPayment {
  upiId: string;
  payeeName: string;
  /** whole rupees; null: none, the payer's app asks for it */
  amount: number | null;
  note: string;
}

export function upiPayUri({ upiId, payeeName, amount, note }: UpiPayment): string {
  const parameters = [
    ['pa', upiId],
    ['pn', payeeName],
    ...(amount === null ? [] : [['am', amount.toFixed(2)]]),
    ['cu', 'INR'],
    ['tn', note],
  ];
  return `upi://pay?${parameters.map(([name, value]) => `${name}=${encodeURIComponent(value!)}`).join('&')}`;
}

/** The QR code of `text` as one SVG path of unit squares, with a quiet border of 2 modules. */
export function qrCodePath(text: string): { size: number; path: string } {
  const { size, data } = encode(text, { ecc: 'M', border: 2 });
  const squares: string[] = [];
  data.forEach((row, y) => row.forEach((dark, x) => dark && squares.push(`M${x} ${y}h1v1h-1z`)));
  return { size, path: squares.join('') };
}
