import { describe, expect, it } from 'vitest';
import { resultsFound } from './resultCount.ts';

describe('resultsFound', () => {
  it('says "result" for exactly one and "results" otherwise', () => {
    expect(resultsFound(0)).toBe('0 results found');
    expect(resultsFound(1)).toBe('1 result found');
    expect(resultsFound(2)).toBe('2 results found');
    expect(resultsFound(12_34_567)).toBe('12,34,567 results found');
  });

  it("marks the server's lower bound with a plus, always plural", () => {
    expect(resultsFound(1000, true)).toBe('1,000+ results found');
    expect(resultsFound(1, true)).toBe('1+ results found');
  });
});
