import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { inForeground, preloadWhenIdle } from './foreground-loads';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('preloadWhenIdle', () => {
  it('asks for the chunks at an idle moment once no screen load runs, and leaves a failure to the part', async () => {
    let finishScreenLoad = () => {};
    void inForeground(new Promise<void>((resolve) => (finishScreenLoad = resolve)));
    const asked: string[] = [];
    preloadWhenIdle([
      () => {
        asked.push('sheet');
        return Promise.reject(new Error('offline'));
      },
      () => {
        asked.push('table');
        return Promise.resolve();
      },
    ]);
    expect(asked).toEqual([]);
    await vi.advanceTimersByTimeAsync(5_000);
    // The screen's own load still runs: the chunks wait for it.
    expect(asked).toEqual([]);
    finishScreenLoad();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(asked).toEqual(['sheet', 'table']);
  });
});
