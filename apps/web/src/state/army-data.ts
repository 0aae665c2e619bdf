// The game data of one army (the shared core, the army and its parent), held
// for the app's data source while the whole data has not come: the army page,
// builder and battle view show their army from it. Once the whole data is here
// an army keeps the data it was shown with, unless the whole data is of
// another commit (a newer release came): then the whole data wins.
import type { GameData } from '@scrolldex/rules';
import { atom, type Getter } from 'jotai';
import { startTransition } from 'react';

import { apiUrl, refQuery } from '../data/api';
import { inForeground } from '../data/foreground-loads';
import { documentCache } from '../data/game-data-worker-client';
import { gameDataAtom } from './game-data';
import { dataRefAtom } from './settings';

type ArmyData = { ref: string | null; armies: Readonly<Record<string, GameData>> };

const armyDataAtom = atom<ArmyData>({ ref: null, armies: {} });

/** The loads running, by ref and army: a screen that renders twice asks once. */
const loading = new Set<string>();

function sameRelease(a: GameData, b: GameData): boolean {
  return a.source.commit === b.source.commit && a.source.gameSystemRevision === b.source.gameSystemRevision;
}

/** The app's data for a screen of `armyName`: the whole data, or that army's alone while the whole has not come. */
export function armyGameData(get: Getter, armyName: string | null): GameData | null {
  const whole = get(gameDataAtom);
  const held = get(armyDataAtom);
  const own = armyName !== null && held.ref === get(dataRefAtom) ? held.armies[armyName] : undefined;
  if (!own) return whole;
  return whole && !sameRelease(own, whole) ? whole : own;
}

/** Reads the army's data from the device, else downloads its few files; quiet on failure (the whole data is on its way). */
export const loadArmyDataAtom = atom(null, async (get, set, armyName: string): Promise<void> => {
  const ref = get(dataRefAtom);
  const key = `${ref}\n${armyName}`;
  if (get(gameDataAtom) || (get(armyDataAtom).ref === ref && armyName in get(armyDataAtom).armies) || loading.has(key)) return;
  loading.add(key);
  try {
    const cache = documentCache();
    const data = await inForeground(
      (async () => (await cache.readArmyData(ref, armyName)) ?? (await cache.downloadArmyData(ref, apiUrl(`/manifest/files?${refQuery(ref)}`), armyName)))(),
    );
    if (!data || get(dataRefAtom) !== ref) return;
    // A transition: React renders the army's screen in slices, between which the page answers; an update of
    // default priority rendered the whole screen in one task (125 ms with the CPU slowed 4x).
    startTransition(() => set(armyDataAtom, (state) => ({ ref, armies: { ...(state.ref === ref ? state.armies : {}), [armyName]: data } })));
  } catch (error) {
    console.warn(`Could not load the game data of ${armyName}; waiting for the whole data.`, error);
  } finally {
    loading.delete(key);
  }
});
