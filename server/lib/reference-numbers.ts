// Numbers handed to people to quote later (a report's RPT-…, a complaint's GRV-…): 8 characters
// without 0/O or 1/I, since they are read out over the phone.
import { randomInt } from 'node:crypto';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function referenceNumber(prefix: string): string {
  return `${prefix}-${Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')}`;
}

/** The shape of a number `referenceNumber(prefix)` makes, for reading one back. */
export function referencePattern(prefix: string): RegExp {
  return new RegExp(`^${prefix}-[${ALPHABET}]{8}$`);
}
