import { describe, expect, it } from 'vitest';

import { finishInTasks, stepsInTasks } from './steps-in-tasks';

/** Steps that each take `stepMs` on `clock` and record the clock's time as they run; the result names their count. */
function timedSteps(count: number, stepMs: number, clock: { ms: number }, ran: number[]) {
  return (function* () {
    for (let step = 0; step < count; step++) {
      ran.push(clock.ms);
      clock.ms += stepMs;
      yield;
    }
    return { steps: count };
  })();
}

/** Resolves in a task after those already asked for. */
function laterTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

describe('stepsInTasks', () => {
  it('runs steps until the budget is spent, and the rest on the next call', () => {
    const clock = { ms: 0 };
    const ran: number[] = [];
    const run = stepsInTasks(timedSteps(5, 10, clock, ran), () => clock.ms);
    expect(run.advance(25)).toBeNull();
    expect(ran).toEqual([0, 10, 20]);
    expect(run.result()).toBeNull();
    expect(ran).toHaveLength(3);
    expect(run.advance(100)).toEqual({ steps: 5 });
    expect(ran).toHaveLength(5);
  });

  it('ends within the call when the steps fit the budget, and keeps the result', () => {
    const clock = { ms: 0 };
    const ran: number[] = [];
    const run = stepsInTasks(timedSteps(3, 1, clock, ran), () => clock.ms);
    const result = run.advance(20);
    expect(result).toEqual({ steps: 3 });
    expect(run.advance(20)).toBe(result);
    expect(run.result()).toBe(result);
    expect(ran).toHaveLength(3);
  });
});

describe('finishInTasks', () => {
  it('runs a budget of steps per task, each task after the last one ended, until the end', async () => {
    const clock = { ms: 0 };
    const ran: number[] = [];
    const run = stepsInTasks(timedSteps(6, 10, clock, ran), () => clock.ms);
    const finished = finishInTasks(run, 15, () => false);
    // Nothing in the task that asked.
    expect(ran).toEqual([]);
    await laterTask();
    expect(ran).toHaveLength(2);
    await laterTask();
    expect(ran).toHaveLength(4);
    await expect(finished).resolves.toEqual({ steps: 6 });
  });

  it('stops when asked, with no result', async () => {
    const clock = { ms: 0 };
    const ran: number[] = [];
    let stopped = false;
    const finished = finishInTasks(
      stepsInTasks(timedSteps(6, 10, clock, ran), () => clock.ms),
      15,
      () => stopped,
    );
    await laterTask();
    stopped = true;
    await expect(finished).resolves.toBeNull();
    expect(ran).toHaveLength(2);
  });
});
