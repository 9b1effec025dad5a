// Work split over tasks of its own, so a phone's main thread is never held long by one step of a page's
// start: between two tasks the browser can paint and answer a tap (docs/decisions/0108-hydrating-less.md).

/** Resolves in a task of its own: the browser handles input and paints before what follows runs. */
export const nextTask = (): Promise<void> => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Calls `each` on every item in order, `perTask` items to a task: the first batch at once, each later one
 * in a task of its own. Resolves when all have been called.
 */
export async function eachInTasks<T>(items: readonly T[], perTask: number, each: (item: T) => void): Promise<void> {
  const size = Math.max(1, Math.floor(perTask));
  for (let start = 0; start < items.length; start += size) {
    if (start > 0) await nextTask();
    for (const item of items.slice(start, start + size)) each(item);
  }
}

/** Runs each step in order, each in a task of its own after the one before has finished. */
export async function stepsInTasks(steps: readonly (() => unknown)[]): Promise<void> {
  for (let index = 0; index < steps.length; index += 1) {
    if (index > 0) await nextTask();
    await steps[index]!();
  }
}
