// What a screen waits for goes first: the whole game data (every army, for the
// screens that need them all and for offline use) is read and downloaded only
// once no screen's own data load is running and the page has an idle moment.
const running = new Set<Promise<unknown>>();

/** How long the whole data may wait for an idle moment before it comes anyway. */
export const IDLE_TIMEOUT_MS = 2000;

/** Marks `work` as a screen's own load: the whole data waits for it. */
export function inForeground<T>(work: Promise<T>): Promise<T> {
  running.add(work);
  const done = () => running.delete(work);
  work.then(done, done);
  return work;
}

function idleMoment(): Promise<void> {
  return new Promise((resolve) => {
    // Safari has no requestIdleCallback: a short timer lets the screen's own work go first.
    if (typeof requestIdleCallback !== 'function') setTimeout(resolve, 200);
    else requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
  });
}

/** Resolves at an idle moment when no screen's own load is running. */
export async function whenForegroundIdle(): Promise<void> {
  for (;;) {
    await idleMoment();
    if (running.size === 0) return;
    await Promise.allSettled([...running]);
  }
}

/**
 * Asks for lazy parts' chunks at idle moments, not in the task that decided they will be needed: asking for a chunk
 * checks the page's links for each file it needs and adds a link for each, work no frame waits on. One chunk per idle
 * moment: the builder's four sheets asked for in one, traced at CPU 4x, held the page for 85-200 ms. A failure is left
 * to the part's own load when it shows.
 */
export function preloadWhenIdle(loads: readonly (() => Promise<unknown>)[]): void {
  void (async () => {
    for (const load of loads) {
      await whenForegroundIdle();
      load().catch(() => undefined);
    }
  })();
}
