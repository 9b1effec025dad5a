import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eachInTasks, stepsInTasks } from './inTasks.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Lets the promises waiting on what just ran go on, without running any timer. */
async function settle(): Promise<void> {
  for (let round = 0; round < 5; round += 1) await Promise.resolve();
}
/** The next task: one timer, then what it lets go on. */
async function oneTask(): Promise<void> {
  vi.advanceTimersToNextTimer();
  await settle();
}

describe('eachInTasks', () => {
  it('calls the first batch at once and each later batch in a task of its own, in order', async () => {
    const seen: number[] = [];
    const done = eachInTasks([1, 2, 3, 4, 5], 2, (item) => seen.push(item));
    await settle();
    expect(seen).toEqual([1, 2]);
    await oneTask();
    expect(seen).toEqual([1, 2, 3, 4]);
    await oneTask();
    await done;
    expect(seen).toEqual([1, 2, 3, 4, 5]);
  });

  it('takes at least one item a task and finishes at once with none', async () => {
    const seen: string[] = [];
    await eachInTasks([], 3, (item: string) => seen.push(item));
    expect(seen).toEqual([]);
    const done = eachInTasks(['a', 'b'], 0, (item) => seen.push(item));
    await settle();
    expect(seen).toEqual(['a']);
    await oneTask();
    await done;
    expect(seen).toEqual(['a', 'b']);
  });
});

describe('stepsInTasks', () => {
  it('runs the next step only in a later task, after the one before has settled', async () => {
    const seen: string[] = [];
    let finishFirst!: () => void;
    const done = stepsInTasks([
      () => new Promise<void>((resolve) => (finishFirst = () => (seen.push('first'), resolve()))),
      () => seen.push('second'),
    ]);
    await settle();
    expect(vi.getTimerCount()).toBe(0);
    expect(seen).toEqual([]);
    finishFirst();
    await settle();
    expect(seen).toEqual(['first']);
    await oneTask();
    await done;
    expect(seen).toEqual(['first', 'second']);
  });
});
