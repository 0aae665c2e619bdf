import { describe, expect, it } from 'vitest';

import { createBoundedQueue } from './bounded-queue.js';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('bounded queue', () => {
  it('runs at most `concurrency` tasks at once, in order, and refuses past `maxWaiting`', async () => {
    const queue = createBoundedQueue({ concurrency: 2, maxWaiting: 2 });
    const gates = [deferred(), deferred(), deferred(), deferred()];
    const started: number[] = [];
    const results = gates.map((gate, i) =>
      queue.run(async () => {
        started.push(i);
        await gate.promise;
        return i;
      }),
    );
    expect(await queue.run(async () => 'too many')).toEqual({ ok: false });
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(queue.size()).toBe(4);
    gates[1]!.resolve();
    await results[1];
    await new Promise((r) => setImmediate(r));
    expect(started).toEqual([0, 1, 2]);
    for (const gate of gates) gate.resolve();
    expect(await Promise.all(results)).toEqual([0, 1, 2, 3].map((value) => ({ ok: true, value })));
    expect(queue.size()).toBe(0);
  });

  it('frees the slot of a task that throws', async () => {
    const queue = createBoundedQueue({ concurrency: 1, maxWaiting: 0 });
    await expect(queue.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await queue.run(async () => 1)).toEqual({ ok: true, value: 1 });
  });
});
