// How the desk's one search box is read (issue 31, "The desk finds anything"): the server's desk
// lists (server/modules/desk/) and the screens that say what a search looks for use this one rule.
// - an e-mail address, or a part of one with its '@' ("@example.com", "priya@"): the advertiser's address;
// - a phone number (10 digits, with or without +91 / 0091 / 0, spaces, dashes, dots, brackets): an ad's own
//   number or its advertiser's;
// - a number (with or without '#'), up to 9 digits: an ad's id or its advertiser's id;
// - anything else, at least 3 characters: words an ad's name or description holds, or its advertiser's name.
// Digits of any script count (Devanagari ०-९, full-width ０-９), and full-width letters are folded.
import { asciiDigits } from './digits.ts';

export const DESK_SEARCH_LIMITS = {
  /** characters of a search: longer ones are refused (no name, text part or address is longer in a search) */
  max: 100,
  /** characters of a words search: a contains-search reads its index with three or more (trigrams) */
  textMin: 3,
} as const;

export const DESK_SEARCH_MESSAGES = {
  tooLong: `Search for at most ${DESK_SEARCH_LIMITS.max} characters.`,
  tooShort: `Type at least ${DESK_SEARCH_LIMITS.textMin} letters to search names and texts, or a number to find an id.`,
} as const;

export type DeskSearch =
  | { kind: 'none' }
  | { kind: 'id'; id: number }
  | { kind: 'phone'; phone: string }
  | { kind: 'email'; text: string }
  | { kind: 'text'; text: string };

export type DeskSearchReading = { ok: true; search: DeskSearch } | { ok: false; message: string };

// control characters and lone surrogates: nothing anybody searches for
const UNREADABLE = /[\p{Cc}\p{Cs}]/gu;
const PHONE_SHAPE = /^\+?[\d\s\-.()]+$/;
const ID_SHAPE = /^#?\s*(\d{1,9})$/;

/** The ten digits of an Indian phone number as written (+91 98765 43210, 098765-43210), or null. */
function phoneDigits(text: string): string | null {
  if (!PHONE_SHAPE.test(text)) return null;
  const digits = text.replace(/\D/g, '');
  if (digits.length === 10) return digits;
  if (digits.length === 11 && digits.startsWith('0')) return digits.slice(1);
  if (digits.length === 12 && digits.startsWith('91')) return digits.slice(2);
  if (digits.length === 13 && digits.startsWith('091')) return digits.slice(3);
  if (digits.length === 14 && digits.startsWith('0091')) return digits.slice(4);
  return null;
}

/** What a search typed into the desk's box looks for, or the message to show. */
export function readDeskSearch(raw: unknown): DeskSearchReading {
  if (typeof raw !== 'string') return { ok: true, search: { kind: 'none' } };
  const text = asciiDigits(raw.normalize('NFKC')).replace(UNREADABLE, ' ').replace(/\s+/gu, ' ').trim();
  if (text === '') return { ok: true, search: { kind: 'none' } };
  if (Array.from(text).length > DESK_SEARCH_LIMITS.max) return { ok: false, message: DESK_SEARCH_MESSAGES.tooLong };
  const id = ID_SHAPE.exec(text);
  if (id) return { ok: true, search: { kind: 'id', id: Number(id[1]) } };
  const phone = phoneDigits(text);
  if (phone) return { ok: true, search: { kind: 'phone', phone } };
  if (text.includes('@')) return { ok: true, search: { kind: 'email', text: text.toLowerCase().replace(/\s/g, '') } };
  if (Array.from(text).length < DESK_SEARCH_LIMITS.textMin)
    return { ok: false, message: DESK_SEARCH_MESSAGES.tooShort };
  return { ok: true, search: { kind: 'text', text } };
}

/** What a search looks for, in the desk's words ("Phone number 9876543210"); '' for no search. */
export function deskSearchLabel(search: DeskSearch): string {
  switch (search.kind) {
    case 'none':
      return '';
    case 'id':
      return `Ad or advertiser number ${search.id}`;
    case 'phone':
      return `Phone number ${search.phone}`;
    case 'email':
      return `E-mail address containing “${search.text}”`;
    case 'text':
      return `Names and texts containing “${search.text}”`;
  }
}
