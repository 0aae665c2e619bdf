// A long screen opened afresh commits its top part first (what tells the player
// where they are: the header, the points strip, the phase's name) and the rest
// in a second render, one the browser can interrupt: a phone's main thread is
// never held for the whole screen at once. A screen come back to through the
// browser's history renders whole, so that its scroll position can be restored.
import { useDeferredValue, useState } from 'react';

import { cameBackThroughHistory } from './history-return';

/** False in the first commit of a screen opened afresh, then true (from a deferred render); always true on a return through history. */
export function useLaterParts(): boolean {
  const [whole] = useState(cameBackThroughHistory);
  return useDeferredValue(true, whole);
}
