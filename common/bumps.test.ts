import { describe, expect, it } from 'vitest';
import {
  dailyBumpRuns,
  instantInIndia,
  intervalInWords,
  intervalWordsIn,
  minuteInIndia,
  minuteOfDay,
  momentInWords,
  momentWordsIn,
  nextBumpAllowed,
  timeOfDay,
} from './bumps.ts';

describe('bump times in India', () => {
  it('reads and writes a time of day', () => {
    expect(minuteOfDay('21:00')).toBe(1260);
    expect(minuteOfDay('9:05')).toBe(545);
    expect(minuteOfDay(' 00:30 ')).toBe(30);
    for (const wrong of ['24:00', '12:60', '9', 'nine', '12:5', '-1:00']) expect(minuteOfDay(wrong)).toBeNull();
    expect(timeOfDay(545)).toBe('09:05');
    expect(minuteInIndia(new Date('2026-11-27T19:00:00Z'))).toBe(30);
  });

  it('runs a daily bump at its time in India on each day, the previous UTC day before 05:30', () => {
    const before = new Date('2026-11-30T00:00:00Z');
    expect(dailyBumpRuns('2026-12-01', '2026-12-03', 30, before).map((run) => run.toISOString())).toEqual([
      '2026-11-30T19:00:00.000Z',
      '2026-12-01T19:00:00.000Z',
      '2026-12-02T19:00:00.000Z',
    ]);
    expect(dailyBumpRuns('2026-12-01', '2026-12-01', 23 * 60 + 45, before)[0]!.toISOString()).toBe(
      '2026-12-01T18:15:00.000Z',
    );
    // today's time already passed: from tomorrow
    expect(dailyBumpRuns('2026-12-01', '2026-12-02', 9 * 60, instantInIndia('2026-12-01', 10 * 60))).toEqual([
      instantInIndia('2026-12-02', 9 * 60),
    ]);
  });

  it('finds when an ad may bump next, past every bump within the interval', () => {
    const at = (time: string) => new Date(`2026-12-01T${time}:00Z`);
    expect(nextBumpAllowed(at('10:00'), [], 240)).toEqual(at('10:00'));
    expect(nextBumpAllowed(at('10:00'), [at('07:00')], 240)).toEqual(at('11:00'));
    // a due bump ahead, and another after it: past both
    expect(nextBumpAllowed(at('10:00'), [at('12:00'), at('07:00'), at('15:00')], 240)).toEqual(at('19:00'));
    expect(nextBumpAllowed(at('10:00'), [at('06:00'), at('14:00')], 240)).toEqual(at('10:00'));
  });

  it('says intervals and moments in words', () => {
    expect(intervalInWords(240)).toBe('4 hours');
    expect(intervalInWords(90)).toBe('1 hour 30 minutes');
    expect(intervalInWords(45)).toBe('45 minutes');
    const now = instantInIndia('2026-12-01', 600);
    expect(momentInWords(instantInIndia('2026-12-01', 1260), now)).toBe('21:00 today');
    expect(momentInWords(instantInIndia('2026-12-02', 30), now)).toBe('00:30 tomorrow');
    expect(momentInWords(instantInIndia('2026-12-05', 30), now)).toBe('00:30 on 5 Dec');
  });

  it('says them in Hindi, and reads the English words of a message back into Hindi', () => {
    expect(intervalInWords(240, 'hi')).toBe('4 घंटे');
    expect(intervalInWords(60, 'hi')).toBe('1 घंटा');
    expect(intervalInWords(90, 'hi')).toBe('1 घंटा 30 मिनट');
    const now = instantInIndia('2026-12-01', 600);
    expect(momentInWords(instantInIndia('2026-12-01', 1260), now, 'hi')).toBe('आज 21:00');
    expect(momentInWords(instantInIndia('2026-12-02', 30), now, 'hi')).toBe('कल 00:30');
    expect(momentInWords(instantInIndia('2026-12-05', 30), now, 'hi')).toBe('5 दिसंबर, 00:30');
    // what the server wrote in English, as the Hindi page reads it: the same words as said in Hindi at once
    for (const minutes of [1, 45, 60, 90, 240, 1439])
      expect(intervalWordsIn(intervalInWords(minutes), 'hi')).toBe(intervalInWords(minutes, 'hi'));
    for (const [day, minute] of [
      ['2026-11-30', 1200],
      ['2026-12-01', 1260],
      ['2026-12-02', 30],
      ['2026-12-25', 615],
      ['2027-01-03', 0],
    ] as const) {
      const instant = instantInIndia(day, minute);
      expect(momentWordsIn(momentInWords(instant, now), 'hi')).toBe(momentInWords(instant, now, 'hi'));
      expect(momentWordsIn(momentInWords(instant, now), 'en')).toBe(momentInWords(instant, now));
    }
    // anything else stays as it is
    for (const text of ['soon', '4 hours ', 'x minutes', '21:00 someday'])
      expect([intervalWordsIn(text, 'hi'), momentWordsIn(text, 'hi')]).toEqual([text, text]);
  });
});
