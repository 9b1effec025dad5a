import { describe, expect, it } from 'vitest';
import { adIdOfSegment, adSegment, endsInNumber, slugify } from './slugs.ts';

describe("an ad's segment (issue 33)", () => {
  it('is the name as a slug and the number, or the number alone for a name with no Latin letters', () => {
    expect(adSegment('Priya', 139)).toBe('priya-139');
    expect(adSegment('  Anaïs & Co. ', 7)).toBe('anais-co-7');
    expect(adSegment('प्रिया', 5)).toBe('5');
    expect(adSegment('x'.repeat(200), 12)).toBe(`${'x'.repeat(60)}-12`);
    expect(slugify('Riya--Sharma!')).toBe('riya-sharma');
  });

  it('reads the number back, whatever the name part says, and nothing from what is no ad', () => {
    expect(adIdOfSegment('priya-139')).toBe(139);
    expect(adIdOfSegment('old-name-139')).toBe(139);
    expect(adIdOfSegment('139')).toBe(139);
    for (const segment of [
      'independent',
      'priya-',
      'priya-0',
      '0',
      'vip24',
      '-',
      `${'a'.repeat(200)}-1`,
      '99999999999',
    ])
      expect(adIdOfSegment(segment), segment).toBeNull();
  });

  it('has the shape no category slug has: a last word that is a number', () => {
    for (const slug of ['elite-12', '24', 'a-1-2']) expect(endsInNumber(slug), slug).toBe(true);
    for (const slug of ['elite12', 'vip', 'category247', 'a-b']) expect(endsInNumber(slug), slug).toBe(false);
  });
});
