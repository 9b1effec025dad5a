// The browser builds give Chakra's createSystem its passes one at a time (client/vendor/libraryInternals.ts,
// `chakraSystemInSteps`); here a createSystem with steps stands in for that build's.
import type * as Chakra from '@chakra-ui/react';
import { describe, expect, it, vi } from 'vitest';

const passes = vi.hoisted(() => ({ run: 0 }));

vi.mock('@chakra-ui/react', async (importOriginal) => {
  const chakra = await importOriginal<typeof Chakra>();
  function* steps(...configs: Parameters<typeof chakra.createSystem>) {
    for (let pass = 0; pass < 3; pass += 1) {
      passes.run += 1;
      yield;
    }
    return chakra.createSystem(...configs);
  }
  return { ...chakra, createSystem: Object.assign(chakra.createSystem, { steps }) };
});

const { appSystem, buildAppSystemInTasks } = await import('./theme.ts');

describe('building the public pages’ system in tasks', () => {
  it('runs one pass a task, and the system it builds is the one every later caller gets', async () => {
    const tasksAt: number[] = [];
    const nextTask = vi.fn(async () => {
      tasksAt.push(passes.run);
    });
    const system = await buildAppSystemInTasks(nextTask);
    // a task between each two passes and after the last: no two passes in one task
    expect(tasksAt).toEqual([1, 2, 3]);
    expect(appSystem()).toBe(system);
    expect(system.token('colors.brand.700')).toBe('#9d174d');

    // built once: a second call has nothing left to do
    expect(await buildAppSystemInTasks(nextTask)).toBe(system);
    expect(nextTask).toHaveBeenCalledTimes(3);
    expect(passes.run).toBe(3);
  });
});
