// The game data a list uses: a list pinned to a data release uses
// that release's data, held here once loaded; an unpinned list, or one pinned
// to the app's own data source, uses the app's data.
import type { ArmyList, GameData } from '@scrolldex/rules';
import { atom, useAtomValue, useSetAtom, type Getter } from 'jotai';
import { useEffect } from 'react';

import { documentCache } from '../data/game-data-worker-client';
import { loadReleaseData } from '../data/release-data-loader';
import { armyGameData, loadArmyDataAtom } from './army-data';
import { dataErrorAtom } from './game-data';
import { dataRefAtom } from './settings';
import { useWantWholeGameData } from './whole-game-data';

type ReleaseData = { data: Readonly<Record<string, GameData>>; errors: Readonly<Record<string, string>> };

const releaseDataAtom = atom<ReleaseData>({ data: {}, errors: {} });

/** The releases whose data is held now, by ref. */
export const heldReleaseDataAtom = atom((get) => get(releaseDataAtom).data);

/** A branch's newer data in place of the held one: every screen of its lists shows it from now on. */
export const replaceReleaseDataAtom = atom(null, (_get, set, ref: string, data: GameData) => {
  set(releaseDataAtom, (state) => ({ ...state, data: { ...state.data, [ref]: data } }));
});

/** Whether `dataRef` names other data than the app's data source. */
function isOtherRelease(get: Getter, dataRef: string | null): dataRef is string {
  return dataRef !== null && dataRef !== get(dataRefAtom);
}

/**
 * The data of `dataRef` (null: the app's), or null while it loads or when it could not be loaded. With `army`, the
 * app's data may be that army's alone (state/army-data.ts) while the whole data has not come.
 */
export function gameDataOf(get: Getter, dataRef: string | null, army: string | null = null, rowsOnly = false): GameData | null {
  return isOtherRelease(get, dataRef) ? (get(releaseDataAtom).data[dataRef] ?? null) : armyGameData(get, army, rowsOnly);
}

/** The data a list is checked and shown with: its army's is enough. */
export function gameDataForList(get: Getter, list: Pick<ArmyList, 'dataRef' | 'faction'>): GameData | null {
  return gameDataOf(get, list.dataRef, list.faction);
}

/** The data each list is checked and shown with, for a screen of many lists. */
export const listGameDataAtom = atom((get) => (list: Pick<ArmyList, 'dataRef' | 'faction'>) => gameDataForList(get, list));

/** Loads the data of a release into memory (from the cache, else the server); resolves with it. */
export const loadReleaseDataAtom = atom(null, async (get, set, ref: string): Promise<GameData> => {
  const held = get(releaseDataAtom).data[ref];
  if (held) return held;
  try {
    const data = await loadReleaseData(ref, documentCache());
    set(releaseDataAtom, (state) => ({ data: { ...state.data, [ref]: data }, errors: omit(state.errors, ref) }));
    return data;
  } catch (error) {
    const message = `Could not load the game data of ${ref}: ${error instanceof Error ? error.message : String(error)}. Check your connection and try again.`;
    set(releaseDataAtom, (state) => ({ ...state, errors: { ...state.errors, [ref]: message } }));
    throw new Error(message, { cause: error });
  }
});

const gameDataStateAtom = atom((get) => (dataRef: string | null, army: string | null, rowsOnly: boolean): { data: GameData | null; error: string | null } => ({
  data: gameDataOf(get, dataRef, army, rowsOnly),
  error: isOtherRelease(get, dataRef) ? (get(releaseDataAtom).errors[dataRef] ?? null) : get(dataErrorAtom),
}));

/**
 * The data of `dataRef` (null: the app's) and why it could not be loaded; starts loading a release not held yet.
 * A screen of one army names it: the app's data for it is then that army's alone until the whole data has come. A
 * screen of every army passes null: the whole data is brought to the page. Undefined: the screen does not know its
 * army yet (its list is loading), and nothing is asked for. With `rowsOnly`, for the army page's rows, the army's data
 * may come without the core's regiments of renown and Path to Glory (state/army-data.ts).
 */
export function useGameDataOf(dataRef: string | null, army: string | null | undefined, rowsOnly = false): { data: GameData | null; error: string | null } {
  const state = useAtomValue(gameDataStateAtom)(dataRef, army ?? null, rowsOnly);
  const load = useSetAtom(loadReleaseDataAtom);
  const loadArmy = useSetAtom(loadArmyDataAtom);
  const other = useAtomValue(dataRefAtom) !== dataRef && dataRef !== null;
  const missing = other && state.data === null && state.error === null;
  // An army's screen, or (CORE_ONLY) a screen of the shared core alone, loads those parts.
  const armyToLoad = !other && typeof army === 'string' && state.data === null ? army : null;
  // A screen of no one army needs them all; an army's screen falls back on them when its own data cannot come.
  useWantWholeGameData(!other && army === null && state.data === null);
  useEffect(() => {
    if (missing) load(dataRef).catch((error: unknown) => console.warn(error));
  }, [missing, dataRef, load]);
  useEffect(() => {
    if (armyToLoad !== null) void loadArmy(armyToLoad);
  }, [armyToLoad, loadArmy]);
  return state;
}

function omit(record: Readonly<Record<string, string>>, key: string): Record<string, string> {
  const { [key]: _dropped, ...rest } = record;
  return rest;
}
