// A fixed-window counter per key, in memory (one server process); a limit of
// 0 turns the limiter off. `hit` counts an attempt, `check` only looks, so a
// route can count failures alone (login). The map is bounded: past `maxKeys`
// the least recently started window is dropped, so a flood of addresses
// cannot grow memory without end.
export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export type RateLimiter = { hit(key: string): RateLimitResult; check(key: string): RateLimitResult; clear(): void };

export const DEFAULT_MAX_KEYS = 100_000;

export function createRateLimiter(options: { limit: number; windowMs: number; now: () => number; maxKeys?: number }): RateLimiter {
  const { limit, windowMs, now, maxKeys = DEFAULT_MAX_KEYS } = options;
  const windows = new Map<string, { start: number; count: number }>();

  const current = (key: string, at: number) => {
    const window = windows.get(key);
    return window && at - window.start < windowMs ? window : undefined;
  };
  const result = (window: { start: number; count: number } | undefined, at: number): RateLimitResult =>
    !window || window.count <= limit ? { allowed: true } : { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.start + windowMs - at) / 1000)) };

  return {
    hit(key) {
      if (limit <= 0) return { allowed: true };
      const at = now();
      let window = current(key, at);
      if (!window) {
        // Re-inserted, so the map's order is the order windows started in: the first key is the oldest.
        windows.delete(key);
        if (windows.size >= maxKeys) windows.delete(windows.keys().next().value!);
        window = { start: at, count: 0 };
        windows.set(key, window);
      }
      window.count++;
      return result(window, at);
    },
    check(key) {
      if (limit <= 0) return { allowed: true };
      const at = now();
      const window = current(key, at);
      // The attempt about to be made would be one more.
      return result(window && { ...window, count: window.count + 1 }, at);
    },
    clear: () => windows.clear(),
  };
}
