// Runs the game-data loads: at start, when the data ref changes, on a manual
// reset, every hour and when the page is shown again from the back/forward
// cache; a ref the server does not have falls back to 'main'.
import { useAtomValue, useSetAtom } from 'jotai';
import { startTransition, useEffect } from 'react';

import { whenForegroundIdle } from '../data/foreground-loads';
import { loadGameData, type GameDataEvents } from '../data/game-data-loader';
import { documentCache } from '../data/game-data-worker-client';
import { dataErrorAtom, dataLoadingAtom, dataReloadAtom, faqAtom, gameDataIndexAtom, manifestAtom, ruleDocumentsAtom } from '../state/game-data';
import { DEFAULT_DATA_REF, dataRefAtom } from '../state/settings';
import { refreshArmyDataAtom } from '../state/army-data';
import { gameDataHeldAtom } from '../state/whole-game-data';
import { nextTask } from '../shared/next-task';

export const DATA_RELOAD_INTERVAL_MS = 3600 * 1000;

export function useGameDataLoading(): void {
  const ref = useAtomValue(dataRefAtom);
  const reload = useAtomValue(dataReloadAtom);
  const setRef = useSetAtom(dataRefAtom);
  const setReload = useSetAtom(dataReloadAtom);
  const setHeld = useSetAtom(gameDataHeldAtom);
  const refreshArmies = useSetAtom(refreshArmyDataAtom);
  const setIndex = useSetAtom(gameDataIndexAtom);
  const setFaq = useSetAtom(faqAtom);
  const setRules = useSetAtom(ruleDocumentsAtom);
  const setManifest = useSetAtom(manifestAtom);
  const setLoading = useSetAtom(dataLoadingAtom);
  const setError = useSetAtom(dataErrorAtom);

  useEffect(() => {
    void documentCache()
      .deleteOldDatabases()
      .catch((error: unknown) => console.warn('Could not delete the old databases.', error));
    const timer = setInterval(() => setReload((count) => count + 1), DATA_RELOAD_INTERVAL_MS);
    // A page shown again from the back/forward cache lost its game-data worker and the loads it was running
    // (data/game-data-worker-client.ts): they start again.
    const loadAgainWhenShownFromCache = (event: PageTransitionEvent) => {
      if (event.persisted) setReload((count) => count + 1);
    };
    addEventListener('pageshow', loadAgainWhenShownFromCache);
    return () => {
      clearInterval(timer);
      removeEventListener('pageshow', loadAgainWhenShownFromCache);
    };
  }, [setReload]);

  useEffect(() => {
    let current = true;
    const guard =
      <T extends unknown[]>(fn: (...args: T) => void) =>
      (...args: T) => {
        if (current) fn(...args);
      };
    const events: GameDataEvents = {
      // A transition: React renders the shell and home on the index in slices, between which the page answers.
      onIndex: guard((index) => startTransition(() => setIndex(index))),
      onGameDataHeld: guard((index) => {
        const held = { ref, index };
        setHeld(held);
        // The army screens shown from their own data follow newer data too, as the rest do.
        refreshArmies(held);
      }),
      onFaq: guard(setFaq),
      onRules: guard(setRules),
      onManifest: guard(setManifest),
      onError: guard(setError),
      onMissingRef: guard(() => setRef(DEFAULT_DATA_REF)),
    };
    const now = () => new Date();
    const cache = documentCache();
    // Before the loads: the worker's search then searches the data they bring.
    void cache.searchRef(ref).catch((error: unknown) => console.warn('Could not prepare the search.', error));
    setLoading(true);
    // The FAQ and rules' loader is code of its own, not in the first screen's. Asked for in a task of its own (none
    // once the data ref has changed again): the import's chunks and stylesheets were a third of the first render's
    // task on a phone (CPU slowed 4x).
    const documents = nextTask().then(async () => {
      if (!current) return;
      const { loadDocuments } = await import('../data/document-loader');
      await loadDocuments({ ref, cache, now, events });
    });
    void Promise.allSettled([loadGameData({ ref, cache, events, whenIdle: whenForegroundIdle }), documents]).then(() => {
      if (current) setLoading(false);
    });
    return () => {
      current = false;
    };
  }, [ref, reload, setHeld, refreshArmies, setIndex, setFaq, setRules, setManifest, setLoading, setError, setRef]);
}
