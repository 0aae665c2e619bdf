// Runs at most `concurrency` tasks at once and lets at most `maxWaiting` wait;
// past that a task is refused at once instead of queueing without end.
// Password hashing goes through one of these (password-hasher.ts): scrypt runs
// on libuv's small thread pool (4 threads), which file reads and DNS share, so
// a burst of hashes must neither fill it nor pile up behind it.
// Each task names the keys it is run for (a client address, an account), and
// one key holds at most `maxPerKey` tasks, running and waiting together: one
// address or one account cannot fill the queue and starve everyone else's
// logins. A freed slot goes to the waiting task whose keys
// hold the fewest tasks (the longest waiting among equals), so a newcomer waits
// for the next free slot, not behind a flooder's whole share.
export type QueueRefusal = 'full' | 'key-share';

export type BoundedQueue = {
  /** The task's promise, or `{ ok: false }` without running it when the queue is full or one of its keys holds its share. */
  run<T>(task: () => Promise<T>, keys?: readonly string[]): Promise<{ ok: true; value: T } | { ok: false; refused: QueueRefusal }>;
  /** Tasks running and waiting now. */
  size(): number;
};

export type BoundedQueueOptions = {
  concurrency: number;
  maxWaiting: number;
  /** Tasks (running and waiting) one key may hold at once; unbounded when absent. */
  maxPerKey?: number;
};

type Waiter = { keys: readonly string[]; start: () => void };

export function createBoundedQueue({ concurrency, maxWaiting, maxPerKey = Infinity }: BoundedQueueOptions): BoundedQueue {
  let running = 0;
  const waiting: Waiter[] = [];
  /** Tasks per key, running and waiting: its share, and who goes next. */
  const held = new Map<string, number>();

  const hold = (keys: readonly string[], change: 1 | -1) => {
    for (const key of keys) {
      const next = (held.get(key) ?? 0) + change;
      if (next === 0) held.delete(key);
      else held.set(key, next);
    }
  };
  const load = (waiter: Waiter) => Math.max(0, ...waiter.keys.map((key) => held.get(key) ?? 0));
  /** The waiter whose fullest key holds the fewest tasks; the earliest among equals. */
  const nextWaiter = (): Waiter | undefined => {
    let best = 0;
    for (let index = 1; index < waiting.length; index++) if (load(waiting[index]!) < load(waiting[best]!)) best = index;
    return waiting.splice(best, 1)[0];
  };
  const release = () => {
    running--;
    const next = nextWaiter();
    if (next) {
      running++;
      next.start();
    }
  };

  return {
    async run(task, keys = []) {
      if (keys.some((key) => (held.get(key) ?? 0) >= maxPerKey)) return { ok: false, refused: 'key-share' };
      if (running >= concurrency && waiting.length >= maxWaiting) return { ok: false, refused: 'full' };
      const distinct = [...new Set(keys)];
      hold(distinct, 1);
      if (running >= concurrency) await new Promise<void>((resolve) => waiting.push({ keys: distinct, start: resolve }));
      else running++;
      try {
        return { ok: true, value: await task() };
      } finally {
        // Given back before the next is chosen, so the choice sees what is left.
        hold(distinct, -1);
        release();
      }
    },
    size: () => running + waiting.length,
  };
}
