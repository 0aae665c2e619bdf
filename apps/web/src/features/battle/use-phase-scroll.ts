// Scroll position per phase: saved when the player leaves a
// phase, restored when they come back, or the top with 'Reset Scroll Each Phase'.
import { useAtomValue, useStore } from 'jotai';
import { useCallback, useLayoutEffect } from 'react';

import { phaseScrollAtom } from '../../state/battle';
import { battleResetScrollAtom } from '../../state/settings';

/** Restores the scroll of `phaseKey` whenever it changes; returns the function that saves the current one. */
export function usePhaseScroll(path: string, phaseKey: string): () => void {
  const store = useStore();
  const reset = useAtomValue(battleResetScrollAtom);
  useLayoutEffect(() => {
    const saved = store.get(phaseScrollAtom)[path]?.[phaseKey];
    window.scrollTo(0, reset ? 0 : (saved ?? 0));
  }, [store, path, phaseKey, reset]);
  return useCallback(() => {
    const all = store.get(phaseScrollAtom);
    store.set(phaseScrollAtom, { ...all, [path]: { ...all[path], [phaseKey]: window.scrollY } });
  }, [store, path, phaseKey]);
}
