// Whether a CSS media query matches now, following it as the window changes:
// for a layout that renders something else, not just styles it (the builder's
// catalogue exists only on a desktop). Without matchMedia (jsdom) nothing matches.
// One MediaQueryList per query, kept: React reads the answer on every render
// of the builder, and each matchMedia call builds and evaluates a new list.
import { useCallback, useSyncExternalStore } from 'react';

const queryLists = new Map<string, MediaQueryList>();

function queryList(query: string): MediaQueryList | null {
  if (typeof window.matchMedia !== 'function') return null;
  let list = queryLists.get(query);
  if (!list) {
    list = window.matchMedia(query);
    queryLists.set(query, list);
  }
  return list;
}

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
