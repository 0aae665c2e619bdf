import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { IDLE_TIMEOUT_MS, inForeground } from '../data/foreground-loads';
import { useIdleAfter } from './use-idle-after';

afterEach(() => vi.useRealTimers());

describe('useIdleAfter', () => {
  it('stays false until ready, then turns true at the next idle moment and stays true', async () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ ready }) => useIdleAfter(ready), { initialProps: { ready: false } });
    await act(() => vi.advanceTimersByTimeAsync(IDLE_TIMEOUT_MS * 2));
    expect(result.current).toBe(false);
    rerender({ ready: true });
    expect(result.current).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(IDLE_TIMEOUT_MS));
    expect(result.current).toBe(true);
    rerender({ ready: false });
    expect(result.current).toBe(true);
  });

  it("waits for a screen's own data load (an army's files) to end", async () => {
    vi.useFakeTimers();
    let finish = () => {};
    void inForeground(new Promise<void>((resolve) => (finish = resolve)));
    const { result } = renderHook(() => useIdleAfter(true));
    await act(() => vi.advanceTimersByTimeAsync(IDLE_TIMEOUT_MS * 3));
    expect(result.current).toBe(false);
    finish();
    await act(() => vi.advanceTimersByTimeAsync(IDLE_TIMEOUT_MS));
    expect(result.current).toBe(true);
  });
});
