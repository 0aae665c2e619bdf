// Animation frames that run when a test says: requestAnimationFrame is stubbed
// from each test's start (vi.unstubAllGlobals() in its afterEach undoes it), and
// nextFrame() runs the callbacks due, inside act().
import { act } from '@testing-library/react';
import { beforeEach, vi } from 'vitest';

/** Stubs the frames before each test of the calling file: `nextFrame` runs the frames due at `at` ms, `framesDue` counts them. */
export function framesOnDemand(): { nextFrame: (at?: number) => void; framesDue: () => number } {
  const frames = new Map<number, FrameRequestCallback>();
  let lastFrame = 0;
  beforeEach(() => {
    frames.clear();
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      frames.set(++lastFrame, callback);
      return lastFrame;
    });
    vi.stubGlobal('cancelAnimationFrame', (id: number) => frames.delete(id));
  });
  return {
    nextFrame: (at = performance.now()) =>
      act(() => {
        const due = [...frames.values()];
        frames.clear();
        for (const callback of due) callback(at);
      }),
    framesDue: () => frames.size,
  };
}
