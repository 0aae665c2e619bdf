// A long screen of unlike parts (a list's sections and regiment cards, a
// phase's cards), opened afresh, commits its top (what tells the player where
// they are: the header, the points strip, the phase's name) first, its first
// screenful of parts in a second render, one the browser can interrupt, and
// the parts below a slice per frame after it (useRowsInSlices): no task holds
// a phone's main thread for the whole screen. The first commit may come from
// an update React renders in one go (the saved lists read from storage), so it
// carries no parts. A screen come back to through the browser's history
// renders whole at once, so that its scroll position can be restored. Parts
// are counted in rows: a part of several rows (a regiment card) weighs more.
import { useDeferredValue, useState } from 'react';

import { cameBackThroughHistory } from './history-return';
import { useRowsInSlices } from './use-rows-in-slices';

type Slices = {
  /** Rows in the first commit: a tall phone's screenful. */
  first: number;
  /** Rows added in each later commit. */
  slice: number;
};

/**
 * How many of a screen's `total` rows to render now: none in the first commit of a screen opened afresh. Once every
 * row has been on screen it follows `total` at once, so that a part an edit adds shows in the edit's own frame.
 */
export function useLaterParts(total: number, { first, slice }: Slices): number {
  const { sliced, due } = usePartsDue();
  const [whole, setWhole] = useState(!sliced);
  // The slices start once the first rows are due.
  const rendered = useRowsInSlices(due && !whole ? total : 0, { first, slice, sliced });
  // The render that reaches the end: from now on, whole (state derived in render, as React's docs allow).
  if (due && !whole && rendered >= total) setWhole(true);
  if (!due) return 0;
  return whole ? total : rendered;
}

/**
 * Whether a screen's parts are due: not in the first commit of a screen opened afresh, from the render after it on
 * (one the browser can interrupt); at once on a screen come back to through history (`sliced` false).
 */
export function usePartsDue(): { sliced: boolean; due: boolean } {
  const [sliced] = useState(() => !cameBackThroughHistory());
  return { sliced, due: useDeferredValue(true, !sliced) };
}

/** How many of the parts of these `rows` (each part's rows, in order) have begun within the first `limit` rows. */
export function partsBegun(rows: readonly number[], limit: number): number {
  let begun = 0;
  let offset = 0;
  while (begun < rows.length && offset < limit) offset += rows[begun++]!;
  return begun;
}
