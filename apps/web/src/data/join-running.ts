// One run of an async step per key at a time: a caller that comes while it runs
// joins it. A failed run is forgotten with the others, so the next call tries again.
export function joinRunning<T>(): (key: string, start: () => Promise<T>) => Promise<T> {
  const running = new Map<string, Promise<T>>();
  return (key, start) => {
    const known = running.get(key);
    if (known) return known;
    const run = start();
    running.set(key, run);
    const forget = () => {
      running.delete(key);
    };
    run.then(forget, forget);
    return run;
  };
}
