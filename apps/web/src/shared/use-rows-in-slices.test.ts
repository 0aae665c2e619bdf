import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { nextSliceRows, useRowsInSlices } from './use-rows-in-slices';
import { framesOnDemand } from '../test/frames';

// The frames run when the test says.
const { nextFrame, framesDue } = framesOnDemand();

afterEach(() => vi.unstubAllGlobals());

describe('useRowsInSlices', () => {
  it('renders the first rows, then one slice per frame until every row is there', async () => {
    const { result } = renderHook(() => useRowsInSlices(75, { first: 30, slice: 20, sliced: true }));
    expect(result.current).toBe(30);
    await nextFrame();
    expect(result.current).toBe(50);
    await nextFrame();
    expect(result.current).toBe(70);
    await nextFrame();
    expect(result.current).toBe(75);
    // Whole: nothing more is asked of the frames.
    expect(framesDue()).toBe(0);
  });

  it('renders every row at once when not sliced (a screen that must restore its scroll)', () => {
    const { result } = renderHook(() => useRowsInSlices(75, { first: 30, slice: 20, sliced: false }));
    expect(result.current).toBe(75);
    expect(framesDue()).toBe(0);
  });

  it('asks for no frame when the rows fit in the first commit, and follows the total as it shrinks or grows', async () => {
    const { result, rerender } = renderHook(({ total }) => useRowsInSlices(total, { first: 30, slice: 20, sliced: true }), { initialProps: { total: 12 } });
    expect(result.current).toBe(12);
    expect(framesDue()).toBe(0);
    rerender({ total: 45 });
    expect(result.current).toBe(30);
    await nextFrame();
    expect(result.current).toBe(45);
  });

  it('with a budget, sizes each slice by the time the last one took from its frame to the next', async () => {
    const { result } = renderHook(() => useRowsInSlices(200, { first: 10, slice: 8, sliced: true, budgetMs: 40 }));
    await nextFrame(1000);
    expect(result.current).toBe(18);
    // 8 rows took 80 ms: half as many.
    await nextFrame(1080);
    expect(result.current).toBe(22);
    // 4 rows took 20 ms: twice as many, no more.
    await nextFrame(1100);
    expect(result.current).toBe(30);
    // 8 rows took 400 ms: half the first slice, no fewer.
    await nextFrame(1500);
    expect(result.current).toBe(34);
  });
});

describe('nextSliceRows', () => {
  it('scales the rows to the budget, at most doubling them and never below the least', () => {
    expect(nextSliceRows(10, 50, 40, 1)).toBe(8);
    expect(nextSliceRows(10, 30, 40, 1)).toBe(13);
    expect(nextSliceRows(10, 5, 40, 1)).toBe(20);
    expect(nextSliceRows(2, 400, 40, 1)).toBe(1);
    expect(nextSliceRows(10, 400, 40, 3)).toBe(3);
  });
});
