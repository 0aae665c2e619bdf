// Keeps the screen awake while a game runs (Screen Wake Lock API), where the
// browser allows: asked for again whenever the page shows after being hidden
// (the browser lets it go then), let go when the game ends or the screen is
// left. A browser without it, or one that refuses (battery saver), changes
// nothing: the screen sleeps as it would.
import { useEffect } from 'react';

export function useWakeLock(active: boolean): void {
  useEffect(() => {
    if (!active || !('wakeLock' in navigator)) return undefined;
    let sentinel: WakeLockSentinel | null = null;
    let done = false;
    const request = async () => {
      if (document.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return;
      try {
        const held = await navigator.wakeLock.request('screen');
        if (done) await held.release();
        else sentinel = held;
      } catch (error) {
        console.info('The screen may sleep during the game: the browser did not keep it awake.', error);
      }
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') void request();
      else void sentinel?.release();
    };
    void request();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      done = true;
      document.removeEventListener('visibilitychange', onVisibility);
      void sentinel?.release();
    };
  }, [active]);
}
