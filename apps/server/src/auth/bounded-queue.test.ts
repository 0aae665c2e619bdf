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
    expect(await queue.run(async () => 'too many')).toEqual({ ok: false, refused: 'full' });
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

  it('holds one key to its share, running and waiting together, while other keys still get in', async () => {
    const queue = createBoundedQueue({ concurrency: 1, maxWaiting: 10, maxPerKey: 2 });
    const gate = deferred();
    const flood = [queue.run(() => gate.promise, ['ip:a', 'id:1']), queue.run(() => gate.promise, ['ip:a', 'id:2'])];
    // The address holds its two places (one running, one waiting): a third is refused at once, whatever its account.
    expect(await queue.run(async () => 'third', ['ip:a', 'id:3'])).toEqual({ ok: false, refused: 'key-share' });
    // So is another address for an account holding its share.
    const otherAccount = queue.run(async () => 'id 1 again', ['ip:b', 'id:1']);
    expect(await queue.run(async () => 'id 1 a third time', ['ip:c', 'id:1'])).toEqual({ ok: false, refused: 'key-share' });
    // Someone else waits for a slot like anyone.
    const other = queue.run(async () => 'someone else', ['ip:d', 'id:4']);
    expect(queue.size()).toBe(4);
    gate.resolve();
    expect(await Promise.all([...flood, otherAccount, other])).toEqual([
      { ok: true, value: undefined },
      { ok: true, value: undefined },
      { ok: true, value: 'id 1 again' },
      { ok: true, value: 'someone else' },
    ]);
    // Every share is given back.
    expect(await queue.run(async () => 'again', ['ip:a', 'id:1'])).toEqual({ ok: true, value: 'again' });
  });

  it('gives a key its share back when its task throws', async () => {
    const queue = createBoundedQueue({ concurrency: 1, maxWaiting: 1, maxPerKey: 1 });
    await expect(queue.run(() => Promise.reject(new Error('boom')), ['ip:a'])).rejects.toThrow('boom');
    expect(await queue.run(async () => 1, ['ip:a'])).toEqual({ ok: true, value: 1 });
  });

  it('gives a freed slot to a waiting task of an idle key before earlier ones of a busy key', async () => {
    const queue = createBoundedQueue({ concurrency: 1, maxWaiting: 10, maxPerKey: 5 });
    const gates = [deferred(), deferred(), deferred()];
    const started: string[] = [];
    const task = (name: string, gate: Promise<void>) => async () => {
      started.push(name);
      await gate;
    };
    const flood = [0, 1, 2].map((i) => queue.run(task(`flood ${i}`, gates[i]!.promise), ['ip:flood']));
    const newcomer = queue.run(task('newcomer', Promise.resolve()), ['ip:newcomer']);
    expect(started).toEqual(['flood 0']);
    gates[0]!.resolve();
    await newcomer;
    // The newcomer ran next, though it came after two of the flood; then the flood goes on.
    expect(started).toEqual(['flood 0', 'newcomer', 'flood 1']);
    for (const gate of gates) gate.resolve();
    await Promise.all(flood);
    expect(started).toEqual(['flood 0', 'newcomer', 'flood 1', 'flood 2']);
  });
});
