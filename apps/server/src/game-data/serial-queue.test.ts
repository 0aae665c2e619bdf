import { describe, expect, it } from 'vitest';

import { createSerialQueue } from './serial-queue.js';

describe('createSerialQueue', () => {
  it('runs one task at a time, in order, and goes on after a failure', async () => {
    const run = createSerialQueue();
    const log: string[] = [];
    const task =
      (name: string, fail = false) =>
      async () => {
        log.push(`start ${name}`);
        await new Promise((resolve) => setTimeout(resolve, 5));
        log.push(`end ${name}`);
        if (fail) throw new Error(name);
        return name;
      };
    const results = await Promise.allSettled([run(task('a')), run(task('b', true)), run(task('c'))]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
  });
});
