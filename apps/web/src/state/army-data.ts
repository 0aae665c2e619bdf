// The game data of one army (the shared core, the army and its parent), held
// for the app's data source while the whole data has not come: the army page,
// builder and battle view show their army from it. Once the whole data is here
// an army keeps the data it was shown with, unless the whole data is of
// another commit (a newer release came): then the whole data wins. The army
// its page's address names comes in two steps: first its rows' part, without
// the core's regiments of renown and Path to Glory, then the rest at the page's
// first idle moment. Only the army page's rows are shown from the first step.
import type { GameData } from '@scrolldex/rules';
import { atom, type Getter, type Setter } from 'jotai';
import { startTransition } from 'react';

import { CORE_ONLY } from '../data/core-only';
import { readOrDownloadArmyData, takeEarlyArmyLoad } from '../data/game-data-loader';
import { inForeground, whenForegroundIdle } from '../data/foreground-loads';
import { documentCache } from '../data/game-data-worker-client';
import { gameDataAtom, type HeldGameData } from './game-data';
import { dataRefAtom } from './settings';
import { wantWholeGameDataAtom } from './whole-game-data';

/** An army's data: `rows`, what its page's rows show (data/army-data-cache.ts), and all of it once `complete` came. */
type HeldArmy = { rows: GameData; complete: GameData | null };

type ArmyData = { ref: string | null; armies: Readonly<Record<string, HeldArmy>> };

const armyDataAtom = atom<ArmyData>({ ref: null, armies: {} });

/** The loads running, by ref and army: a screen that renders twice asks once. */
const loading = new Set<string>();

/** Starts the rest of the address's army (completeArmy) before the page's idle moment: a screen needs it now. */
let startRestNow = () => {};

function sameRelease(a: Pick<GameData, 'source'>, b: Pick<GameData, 'source'>): boolean {
  return a.source.commit === b.source.commit && a.source.gameSystemRevision === b.source.gameSystemRevision;
}

/**
 * The app's data for a screen of `armyName`: the whole data, or that army's alone while the whole has not come. With
 * `rowsOnly` (the army page's rows), that army's may lack the core's regiments of renown and Path to Glory, and stays
 * the same object when they come: the rows do not render again.
 */
export function armyGameData(get: Getter, armyName: string | null, rowsOnly = false): GameData | null {
  const whole = get(gameDataAtom);
  const held = get(armyDataAtom);
  const army = armyName !== null && held.ref === get(dataRefAtom) ? held.armies[armyName] : undefined;
  const own = rowsOnly ? army?.rows : army?.complete;
  if (!own) return whole;
  return whole && !sameRelease(own, whole) ? whole : own;
}

function holdArmy(set: Setter, ref: string, armyName: string, army: HeldArmy): void {
  // A transition: React renders the army's screen in slices, between which the page answers; an update of
  // default priority rendered the whole screen in one task (125 ms with the CPU slowed 4x).
  startTransition(() => set(armyDataAtom, (state) => ({ ref, armies: { ...(state.ref === ref ? state.armies : {}), [armyName]: army } })));
}

/**
 * Brings the rest of the army's data (the core's regiments of renown and Path to Glory) once the page is idle: its first
 * rows are on screen. Taken in before, their 870 KB held those rows back. A screen that needs them asks sooner
 * (loadArmyDataAtom). When they cannot come, the whole data brings them.
 */
async function completeArmy(get: Getter, set: Setter, ref: string, armyName: string, rows: GameData): Promise<void> {
  try {
    await new Promise<void>((now) => {
      startRestNow = now;
      void whenForegroundIdle().then(now);
    });
    const rest = await documentCache().readArmyData(ref, armyName, 'rest');
    if (get(dataRefAtom) !== ref || get(armyDataAtom).armies[armyName]?.rows !== rows) return;
    if (!rest || !sameRelease(rest, rows)) return set(wantWholeGameDataAtom);
    holdArmy(set, ref, armyName, { rows, complete: { ...rows, regimentsOfRenown: rest.regimentsOfRenown, pathToGlory: rest.pathToGlory } });
  } catch (error) {
    waitForWholeData(set, armyName, error);
  }
}

function waitForWholeData(set: Setter, armyName: string, error: unknown): void {
  console.warn(`Could not load the game data of ${armyName === CORE_ONLY ? 'the shared core' : armyName}; waiting for the whole data.`, error);
  set(wantWholeGameDataAtom);
}

/**
 * Reads the army's data from the device, else downloads its few files; on failure the screen waits for the whole data
 * instead. With `newer`, the army's data is loaded again unless it is of that release.
 */
export const loadArmyDataAtom = atom(null, async (get, set, armyName: string, newer?: HeldGameData): Promise<void> => {
  const ref = get(dataRefAtom);
  const key = `${ref}\n${armyName}`;
  // A screen that shows more than the rows (the Rules tab's regiments, a unit's page) wants the rest now.
  startRestNow();
  const shown = get(armyDataAtom).ref === ref ? get(armyDataAtom).armies[armyName]?.rows : undefined;
  if (get(gameDataAtom) || (shown && (!newer || sameRelease(shown, newer.index))) || loading.has(key)) return;
  loading.add(key);
  try {
    const early = takeEarlyArmyLoad(ref, armyName);
    const data = await (early ?? inForeground(readOrDownloadArmyData(ref, armyName, documentCache())));
    if (get(dataRefAtom) !== ref) return;
    // An army this data does not name: the whole data, when it comes, lets the screen say so.
    if (!data) return set(wantWholeGameDataAtom);
    holdArmy(set, ref, armyName, { rows: data, complete: early ? null : data });
    if (early) void completeArmy(get, set, ref, armyName, data);
  } catch (error) {
    waitForWholeData(set, armyName, error);
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
  for (const [name, army] of Object.entries(shown.armies)) if (!sameRelease(army.rows, held.index)) void set(loadArmyDataAtom, name, held);
});
