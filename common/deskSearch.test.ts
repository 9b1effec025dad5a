import { describe, expect, it } from 'vitest';
import { DESK_SEARCH_MESSAGES, deskSearchLabel, readDeskSearch } from './deskSearch.ts';

const read = (text: unknown) => readDeskSearch(text);

describe("the desk's search box", () => {
  it('reads a phone number however it is written, in any digits', () => {
    for (const typed of [
      '9876543210',
      '98765 43210',
      '+91 98765-43210',
      '098765 43210',
      '(0091) 98765 43210',
      '९८७६५ ४३२१०',
      '９８７６５４３２１０',
    ]) {
      expect(read(typed), typed).toEqual({ ok: true, search: { kind: 'phone', phone: '9876543210' } });
    }
  });

  it("reads a number of up to 9 digits, with or without '#', as an id", () => {
    expect(read('#42')).toEqual({ ok: true, search: { kind: 'id', id: 42 } });
    expect(read(' 123456789 ')).toEqual({ ok: true, search: { kind: 'id', id: 123456789 } });
    expect(read('#४२')).toEqual({ ok: true, search: { kind: 'id', id: 42 } });
  });

  it("reads anything with an '@' as (part of) an e-mail address, in lower case", () => {
    expect(read('Priya@Example.com')).toEqual({ ok: true, search: { kind: 'email', text: 'priya@example.com' } });
    expect(read('@gmail.com')).toEqual({ ok: true, search: { kind: 'email', text: '@gmail.com' } });
  });

  it('reads the rest as words, folded and with spaces collapsed; nothing typed is no search', () => {
    expect(read('  Priya   Sharma ')).toEqual({ ok: true, search: { kind: 'text', text: 'Priya Sharma' } });
    expect(read('ｓｃｈｏｏｌ')).toEqual({ ok: true, search: { kind: 'text', text: 'school' } });
    expect(read('उम्र')).toEqual({ ok: true, search: { kind: 'text', text: 'उम्र' } });
    expect(read('12345678901')).toEqual({ ok: true, search: { kind: 'text', text: '12345678901' } });
    expect(read('   ')).toEqual({ ok: true, search: { kind: 'none' } });
    expect(read(null)).toEqual({ ok: true, search: { kind: 'none' } });
  });

  it('refuses words too short to search and a search too long, with the message', () => {
    expect(read('ab')).toEqual({ ok: false, message: DESK_SEARCH_MESSAGES.tooShort });
    expect(read('a'.repeat(101))).toEqual({ ok: false, message: DESK_SEARCH_MESSAGES.tooLong });
    expect(read('a'.repeat(100))).toMatchObject({ ok: true });
  });

  it('says what a search looks for', () => {
    expect(deskSearchLabel({ kind: 'phone', phone: '9876543210' })).toBe('Phone number 9876543210');
    expect(deskSearchLabel({ kind: 'id', id: 7 })).toBe('Ad or advertiser number 7');
    expect(deskSearchLabel({ kind: 'none' })).toBe('');
  });
});
