import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { IDLE_TIMEOUT_MS, inForeground } from '../data/foreground-loads';
import { useIdleAfter } from './use-idle-after';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

let rowsRendered = 0;

/** A part of the shell as slow to render as a phone's, with the CPU slowed. */
function SlowRow() {
  rowsRendered++;
  const until = performance.now() + 10;
  while (performance.now() < until);
  return <p>row</p>;
}

function Shell() {
  const idle = useIdleAfter(true);
  return idle ? Array.from({ length: 20 }, (_, at) => <SlowRow key={at} />) : <p>waiting</p>;
}

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

  it('renders what the idle moment brings in slices, with the page answering between them', async () => {
    render(<Shell />);
    // Timer tasks that ran once the rows began to render and before they were on screen: rendered in one
    // task (200 ms), the rows left none the time to run.
    let answeredWhileRendering = 0;
    const beat = () => {
      if (screen.queryAllByText('row').length > 0) return;
      if (rowsRendered > 0) answeredWhileRendering++;
      setTimeout(beat, 0);
    };
    setTimeout(beat, 0);
    expect(await screen.findAllByText('row', {}, { timeout: 5000 })).toHaveLength(20);
    expect(answeredWhileRendering).toBeGreaterThanOrEqual(5);
  });
});
