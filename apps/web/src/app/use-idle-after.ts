// True once `ready` has held and the page then had a moment to spare with no
// screen's own data load running: work the first screen does not need
// (loading and running the list engine, the offline worker's downloads) waits
// behind what the player is looking at.
import { startTransition, useEffect, useState } from 'react';

import { whenForegroundIdle } from '../data/foreground-loads';

export function useIdleAfter(ready: boolean): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!ready || idle) return;
    let current = true;
    void whenForegroundIdle().then(() => {
      // A transition: what the idle moment brings (the shell's lazy parts) renders in slices, not in one task.
      if (current) startTransition(() => setIdle(true));
    });
    return () => {
      current = false;
    };
  }, [ready, idle]);
  return idle;
}
