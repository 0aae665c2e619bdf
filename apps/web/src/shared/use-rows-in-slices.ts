// A screen of hundreds of rows, rendered at once, holds a phone's main thread
// for one long task: React's render and commit, then the style and layout of
// every row. Here the first rows come in the screen's own commit and the rest
// a slice at a time, one slice per frame, each in a transition of its own: the
// first rows paint sooner, no task holds the page long, and a tap between two
// slices is answered at once.
import { startTransition, useEffect, useRef, useState } from 'react';

type Slices = {
  /** Rows in the first commit: a tall phone's screenful, so the slices after it come in below the fold. */
  first: number;
  /** Rows added in each later commit; with `budgetMs`, in the first later one, the next ones sized to the budget (half of it at least). */
  slice: number;
  /**
   * False to render every row at once: a screen coming back through history must be whole in its first
   * commit, so that the browser can restore the scroll position.
   */
  sliced: boolean;
  /**
   * The time one slice may take from a frame to the next (its render, commit, style, layout and paint), in ms: each
   * slice is sized by how long the last one took, so that a slow phone takes smaller slices and a fast computer
   * fewer. A row count alone was either too large for one phone or needlessly small for the next.
   */
  budgetMs?: number;
};

/**
 * The rows of the next slice: the last slice's, scaled to the budget by the time it took, at most doubled and at least
 * `least` (a frame's own cost, its style and paint, is not cut by fewer rows: on a busy phone slices of a row or two
 * would only take more frames).
 */
export function nextSliceRows(rows: number, tookMs: number, budgetMs: number, least: number): number {
  return Math.max(least, Math.min(rows * 2, Math.floor((rows * budgetMs) / Math.max(tookMs, 1))));
}

/** How many of `total` rows to render now; it grows a slice per frame until it reaches `total`. */
export function useRowsInSlices(total: number, { first, slice, sliced, budgetMs }: Slices): number {
  const [count, setCount] = useState(sliced ? first : Number.POSITIVE_INFINITY);
  // The last slice's rows and the frame it was asked for in.
  const last = useRef<{ rows: number; at: number } | null>(null);
  const whole = count >= total;
  useEffect(() => {
    if (whole) return;
    // After the next frame has painted what is on screen, the next slice (a transition: a tap goes first).
    const frame = requestAnimationFrame((now) => {
      const rows =
        budgetMs === undefined || last.current === null ? slice : nextSliceRows(last.current.rows, now - last.current.at, budgetMs, Math.ceil(slice / 2));
      last.current = { rows, at: now };
      startTransition(() => setCount((shown) => shown + rows));
    });
    return () => cancelAnimationFrame(frame);
  }, [whole, count, slice, budgetMs]);
  return Math.min(count, total);
}
