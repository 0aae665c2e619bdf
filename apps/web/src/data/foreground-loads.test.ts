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

  it('asks for one chunk per idle moment: asking for several at once held a phone for one long task', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    try {
      const asked: string[] = [];
      preloadWhenIdle(['issues', 'choice', 'options'].map((name) => () => (asked.push(name), Promise.resolve())));
      for (const shown of [['issues'], ['issues', 'choice'], ['issues', 'choice', 'options']]) {
        await vi.waitFor(() => expect(idle).toHaveLength(1));
        idle.shift()!();
        await vi.waitFor(() => expect(asked).toEqual(shown));
      }
      await vi.advanceTimersByTimeAsync(5_000);
      expect(idle).toEqual([]);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
