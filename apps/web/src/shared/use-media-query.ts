// Whether a CSS media query matches now, following it as the window changes:
// for a layout that renders something else, not just styles it (the builder's
// catalogue exists only on a desktop). Without matchMedia (jsdom) nothing matches.
import { useCallback, useSyncExternalStore } from 'react';

const queryList = (query: string) => (typeof window.matchMedia === 'function' ? window.matchMedia(query) : null);

export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (changed: () => void) => {
      const list = queryList(query);
      list?.addEventListener('change', changed);
      return () => list?.removeEventListener('change', changed);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => queryList(query)?.matches ?? false);
}
