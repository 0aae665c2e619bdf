// A computation too long for one task of a phone's main thread (over 50 ms
// with the CPU slowed 4x), written as steps (a generator's yields), run a
// budget of milliseconds per task: the browser paints and answers input
// between two tasks. A short one still ends in the task that asked for it.
import { nextTask } from './next-task';

export type StepsInTasks<T extends object> = {
  /** Runs steps until the end or until `budgetMs` has passed since the call; the result once at the end, else null. */
  advance: (budgetMs: number) => T | null;
  /** The result once at the end, else null; runs no step. */
  result: () => T | null;
};

/** `steps` run on demand, their result kept once they end. `now` is the clock the budgets are read on. */
export function stepsInTasks<T extends object>(steps: Iterator<unknown, T>, now: () => number = () => performance.now()): StepsInTasks<T> {
  let result: { value: T } | null = null;
  return {
    advance: (budgetMs) => {
      const until = now() + budgetMs;
      while (!result) {
        const step = steps.next();
        if (step.done) result = { value: step.value };
        else if (now() >= until) break;
      }
      return result?.value ?? null;
    },
    result: () => result?.value ?? null,
  };
}

/** Runs what is left of `run` a task at a time, `budgetMs` each, and resolves with its result; null once `stopped()`. */
export async function finishInTasks<T extends object>(run: StepsInTasks<T>, budgetMs: number, stopped: () => boolean): Promise<T | null> {
  for (;;) {
    await nextTask();
    if (stopped()) return null;
    const result = run.advance(budgetMs);
    if (result !== null) return result;
  }
}
