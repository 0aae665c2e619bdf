// A screen of hundreds of rows, rendered at once, holds a phone's main thread
// for one long task: React's render and commit, then the style and layout of
// every row. Here the first rows come in the screen's own commit and the rest
// a slice at a time, one slice per frame, each in a transition of its own: the
// first rows paint sooner, no task holds the page long, and a tap between two
// slices is answered at once.
import { startTransition, useEffect, useState } from 'react';

type Slices = {
  /** Rows in the first commit: a tall phone's screenful, so the slices after it come in below the fold. */
  first: number;
  /** Rows added in each later commit. */
  slice: number;
  /**
   * False to render every row at once: a screen coming back through history must be whole in its first
   * commit, so that the browser can restore the scroll position.
   */
  sliced: boolean;
};

/** How many of `total` rows to render now; it grows a slice per frame until it reaches `total`. */
export function useRowsInSlices(total: number, { first, slice, sliced }: Slices): number {
  const [count, setCount] = useState(sliced ? first : Number.POSITIVE_INFINITY);
  const whole = count >= total;
  useEffect(() => {
    if (whole) return;
    // After the next frame has painted what is on screen, the next slice (a transition: a tap goes first).
    const frame = requestAnimationFrame(() => startTransition(() => setCount((shown) => shown + slice)));
    return () => cancelAnimationFrame(frame);
  }, [whole, count, slice]);
  return Math.min(count, total);
}
