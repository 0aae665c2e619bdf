// True once `ready` has held and the page then had a moment to spare: work the
// first screen does not need (loading and running the list engine, the offline
// worker's downloads) waits behind what the player is looking at.
import { useEffect, useState } from 'react';

/** How long work may wait for an idle moment before it runs anyway. */
export const IDLE_TIMEOUT_MS = 2000;

export function useIdleAfter(ready: boolean): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!ready || idle) return;
    const done = () => setIdle(true);
    // Safari has no requestIdleCallback: a short timer lets the screen's own work go first.
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(done, 200);
      return () => clearTimeout(timer);
    }
    const handle = requestIdleCallback(done, { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(handle);
  }, [ready, idle]);
  return idle;
}
