// A fixed-window counter per key, in memory (one server process). Each call
// counts one attempt; a limit of 0 turns the limiter off.
export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export type RateLimiter = { hit(key: string): RateLimitResult; clear(): void };

const SWEEP_AT = 10_000;

export function createRateLimiter(options: { limit: number; windowMs: number; now: () => number }): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    hit(key) {
      if (options.limit <= 0) return { allowed: true };
      const now = options.now();
      if (windows.size >= SWEEP_AT) {
        for (const [k, w] of windows) if (now - w.start >= options.windowMs) windows.delete(k);
      }
      let window = windows.get(key);
      if (!window || now - window.start >= options.windowMs) {
        window = { start: now, count: 0 };
        windows.set(key, window);
      }
      window.count++;
      if (window.count <= options.limit) return { allowed: true };
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.start + options.windowMs - now) / 1000)) };
    },
    clear: () => windows.clear(),
  };
}
