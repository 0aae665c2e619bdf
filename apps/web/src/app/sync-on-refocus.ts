// A device left open picks up other devices' changes when the player comes
// back to it: the window regaining focus, or the
// page becoming visible again, asks for a sync. Switching back to a tab fires
// both at once, and a window can flicker focus: one sync a while is enough.
import { useEffect } from 'react';

/** The shortest time between two syncs asked for by coming back to the page. */
export const REFOCUS_SYNC_THROTTLE_MS = 5_000;

/**
 * Calls `sync` when the window gains focus or the document becomes visible, at
 * most once in `throttleMs` (the first of a flurry counts). Returns the unsubscribe.
 */
export function onRefocus(sync: () => void, throttleMs: number = REFOCUS_SYNC_THROTTLE_MS, now: () => number = Date.now): () => void {
  let last: number | null = null;
  const comeBack = () => {
    const time = now();
    if (last !== null && time - last < throttleMs) return;
    last = time;
    sync();
  };
  const onVisibility = () => {
    if (document.visibilityState === 'visible') comeBack();
  };
  window.addEventListener('focus', comeBack);
  document.addEventListener('visibilitychange', onVisibility);
  return () => {
    window.removeEventListener('focus', comeBack);
    document.removeEventListener('visibilitychange', onVisibility);
  };
}

/** Runs `sync` on coming back to the page while it is given (null: sync may not run now). */
export function useSyncOnRefocus(sync: (() => void) | null): void {
  useEffect(() => (sync ? onRefocus(sync) : undefined), [sync]);
}
