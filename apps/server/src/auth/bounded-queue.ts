// Runs at most `concurrency` tasks at once and lets at most `maxWaiting` wait;
// past that a task is refused at once instead of queueing without end.
// Password hashing goes through one of these (password-hasher.ts): scrypt runs
// on libuv's small thread pool (4 threads), which file reads and DNS share, so
// a burst of hashes must neither fill it nor pile up behind it.
export type BoundedQueue = {
  /** The task's promise, or `{ ok: false }` without running it when the queue is full. */
  run<T>(task: () => Promise<T>): Promise<{ ok: true; value: T } | { ok: false }>;
  /** Tasks running and waiting now. */
  size(): number;
};

export function createBoundedQueue(options: { concurrency: number; maxWaiting: number }): BoundedQueue {
  let running = 0;
  const waiting: (() => void)[] = [];

  const release = () => {
    running--;
    const next = waiting.shift();
    if (next) {
      running++;
      next();
    }
  };

  return {
    async run(task) {
      if (running >= options.concurrency) {
        if (waiting.length >= options.maxWaiting) return { ok: false };
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        running++;
      }
      try {
        return { ok: true, value: await task() };
      } finally {
        release();
      }
    },
    size: () => running + waiting.length,
  };
}
