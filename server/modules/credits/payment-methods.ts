// How advertisers pay for credits (issue 34, docs/decisions/0116-no-gateway-checkout.md). The Indian
// payment gateways' terms refuse adult services, so the one method is a UPI transfer to the operator,
// which the advertiser names by its reference (UTR) and an admin approves by hand or by a matched
// bank statement (statements.ts). A method says whom to pay and how a payment is confirmed; a gateway,
// should one ever accept this business, would be a second method whose confirmation comes from the
// gateway itself instead of a reference.
import type { AppServices } from '../../context.ts';
import { readSiteSettings, type PaymentSettings } from '../settings/service.ts';

export interface PaymentMethod<Payee> {
  /** the method's name (the request's way of payment) */
  readonly name: string;
  /**
   * How a payment under it is confirmed: 'reference' means the payer gives the payment's reference
   * (a UTR) and an admin, or a bank statement's matched line, approves the request.
   */
  readonly confirmation: 'reference';
  /** Whom to pay, or null while the operator has not set the method up (a credit request is then refused). */
  payee(services: Pick<AppServices, 'db' | 'config'>): Promise<Payee | null>;
}

/** A UPI transfer to the operator's UPI ID (the site settings), shown as a QR code and a upi://pay link. */
export const upiPayment: PaymentMethod<PaymentSettings> = {
  name: 'upi',
  confirmation: 'reference',
  payee: async (services) => (await readSiteSettings(services)).payment,
};
