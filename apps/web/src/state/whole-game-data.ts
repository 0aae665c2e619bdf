// The whole game data on the page, for the screens that need every army (the
// unit and lore pages, list import, a rule found by search...). The worker holds
// it once loaded (data/held-game-data.ts); sending it to the page and rendering
// on it cost about 0.4 s of CPU a visit, so the page takes it only when a
// mounted screen asks, and from then on keeps it: newer data the worker holds
// later (the hourly refresh, another data source) comes too.
import type { GameData } from '@scrolldex/rules';
import { atom, useAtomValue, useSetAtom, type Getter, type Setter, type createStore } from 'jotai';
import { startTransition, useEffect } from 'react';

import { documentCache } from '../data/game-data-worker-client';
import { dataErrorAtom, gameDataAtom, heldGameDataAtom, type HeldGameData } from './game-data';

const wantedAtom = atom(false);

async function take(get: Getter, set: Setter, held: HeldGameData): Promise<void> {
  try {
    const data = await documentCache().takeGameData(held.ref);
    // Data held since (or none, after Clear BSData) is taken in its own turn.
    if (!data || get(heldGameDataAtom) !== held) return;
    // A transition: React renders the screens on the whole data in slices, between which the page answers.
    startTransition(() => set(gameDataAtom, data));
  } catch (error) {
    console.warn('Could not take the game data from its worker.', error);
  }
}

/** The worker holds the whole data of the data source (or, with null, none): a page that wants it takes it. */
export const gameDataHeldAtom = atom(null, (get, set, held: HeldGameData | null) => {
  set(heldGameDataAtom, held);
  if (held && get(wantedAtom)) void take(get, set, held);
});

/** A screen needs every army: the whole data comes to the page now, or as soon as the worker holds it. */
export const wantWholeGameDataAtom = atom(null, (get, set) => {
  if (get(wantedAtom)) return;
  set(wantedAtom, true);
  const held = get(heldGameDataAtom);
  if (held) void take(get, set, held);
});

/** The whole data for a screen that needs every army; null until it is on the page. */
export function useWholeGameData(): GameData | null {
  useWantWholeGameData(true);
  return useAtomValue(gameDataAtom);
}

/** Asks for the whole data while `needed` holds (once on the page, it stays). */
export function useWantWholeGameData(needed: boolean): void {
  const want = useSetAtom(wantWholeGameDataAtom);
  useEffect(() => {
    if (needed) want();
  }, [needed, want]);
}

/**
 * The whole data once it is on the page (a screen asked for it), or null when the data failed to load: for work a
 * player started before it came, which would otherwise read no armies.
 */
export function whenWholeGameData(store: ReturnType<typeof createStore>): Promise<GameData | null> {
  return new Promise((resolve) => {
    const unsubscribes: (() => void)[] = [];
    const settle = (): boolean => {
      const data = store.get(gameDataAtom);
      if (data === null && store.get(dataErrorAtom) === null) return false;
      for (const unsubscribe of unsubscribes) unsubscribe();
      resolve(data);
      return true;
    };
    if (settle()) return;
    unsubscribes.push(store.sub(gameDataAtom, settle), store.sub(dataErrorAtom, settle));
  });
}
