// The game data of one army (the shared core, the army and its parent), held
// for the app's data source while the whole data has not come: the army page,
// builder and battle view show their army from it. Once the whole data is here
// an army keeps the data it was shown with, unless the whole data is of
// another commit (a newer release came): then the whole data wins.
import type { GameData } from '@scrolldex/rules';
import { atom, type Getter } from 'jotai';
import { startTransition } from 'react';

import { CORE_ONLY } from '../data/core-only';
import { readOrDownloadArmyData, takeEarlyArmyLoad } from '../data/game-data-loader';
import { inForeground } from '../data/foreground-loads';
import { documentCache } from '../data/game-data-worker-client';
import { gameDataAtom, type HeldGameData } from './game-data';
import { dataRefAtom } from './settings';
import { wantWholeGameDataAtom } from './whole-game-data';

type ArmyData = { ref: string | null; armies: Readonly<Record<string, GameData>> };

const armyDataAtom = atom<ArmyData>({ ref: null, armies: {} });

/** The loads running, by ref and army: a screen that renders twice asks once. */
const loading = new Set<string>();

function sameRelease(a: Pick<GameData, 'source'>, b: Pick<GameData, 'source'>): boolean {
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

/**
 * Reads the army's data from the device, else downloads its few files; on failure the screen waits for the whole data
 * instead. With `newer`, the army's data is loaded again unless it is of that release.
 */
export const loadArmyDataAtom = atom(null, async (get, set, armyName: string, newer?: HeldGameData): Promise<void> => {
  const ref = get(dataRefAtom);
  const key = `${ref}\n${armyName}`;
  const shown = get(armyDataAtom).ref === ref ? get(armyDataAtom).armies[armyName] : undefined;
  if (get(gameDataAtom) || (shown && (!newer || sameRelease(shown, newer.index))) || loading.has(key)) return;
  loading.add(key);
  try {
    const data = await (takeEarlyArmyLoad(ref, armyName) ?? inForeground(readOrDownloadArmyData(ref, armyName, documentCache())));
    if (get(dataRefAtom) !== ref) return;
    // An army this data does not name: the whole data, when it comes, lets the screen say so.
    if (!data) return set(wantWholeGameDataAtom);
    // A transition: React renders the army's screen in slices, between which the page answers; an update of
    // default priority rendered the whole screen in one task (125 ms with the CPU slowed 4x).
    startTransition(() => set(armyDataAtom, (state) => ({ ref, armies: { ...(state.ref === ref ? state.armies : {}), [armyName]: data } })));
  } catch (error) {
    console.warn(`Could not load the game data of ${armyName === CORE_ONLY ? 'the shared core' : armyName}; waiting for the whole data.`, error);
    set(wantWholeGameDataAtom);
  } finally {
    loading.delete(key);
  }
});

/**
 * The worker holds whole data of a newer release (stored here) than armies shown from their own data: they are loaded
 * again, from the device, so that their screens show the data the page's other screens do.
 */
export const refreshArmyDataAtom = atom(null, (get, set, held: HeldGameData) => {
  const shown = get(armyDataAtom);
  if (shown.ref !== held.ref) return;
  for (const [name, data] of Object.entries(shown.armies)) if (!sameRelease(data, held.index)) void set(loadArmyDataAtom, name, held);
});
