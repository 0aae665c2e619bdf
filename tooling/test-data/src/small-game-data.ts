// The converted main data cut down to the armies the web app's screen tests
// build lists of, for the tests where the whole data set is not the point: a
// screen test then parses and indexes a few armies instead of all of them.
// Everything beside the armies (regiments of renown, cards, universal units
// and manifestations, core rules) is kept whole.
import { existsSync, readFileSync } from 'node:fs';

import type { GameData } from '@scrolldex/rules';

import { writeAtomically } from './convert-pinned-main.js';

/** The armies kept: those the screen tests name, and the armies of renown of theirs that the tests pick. */
export const SMALL_DATA_ARMIES = [
  'Blades of Khorne',
  'Daughters of Khaine',
  'Kharadron Overlords',
  'Ogor Mawtribes',
  'Ossiarch Bonereapers',
  'Seraphon',
  'Skaven',
  'Slaves to Darkness',
  'Slaves to Darkness - Legion of the First Prince',
  'Stormcast Eternals',
  'Stormcast Eternals - Heroes of the First-Forged',
] as const;

/** The data with only the named armies, and only those armies of renown under them; throws when an army is missing (a renamed army). */
export function cutDownGameData(data: GameData, keep: readonly string[]): GameData {
  const armies: GameData['armies'] = {};
  for (const name of keep) {
    const army = data.armies[name];
    if (!army) throw new Error(`The small test data needs ${name}, which the converted data does not have`);
    armies[name] = { ...army, armiesOfRenown: army.armiesOfRenown.filter((renown) => keep.includes(renown.name)) };
  }
  return { ...data, armies };
}

/** Writes the cut-down data beside the converted file (same name, `.small.json`) unless it is there; returns its path. */
export function writeSmallGameData(gameDataPath: string): string {
  const path = gameDataPath.replace(/\.json$/, '.small.json');
  if (!existsSync(path)) {
    const data = JSON.parse(readFileSync(gameDataPath, 'utf8')) as GameData;
    writeAtomically(path, JSON.stringify(cutDownGameData(data, SMALL_DATA_ARMIES)));
  }
  return path;
}
