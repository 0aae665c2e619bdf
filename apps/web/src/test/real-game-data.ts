// The real game data for jsdom tests, converted from the pinned main commit
// once per run by the root config's global setup (tooling/test-data) and parsed
// once per test file. The browser tests build their stored lists on it too: the
// test server serves that same conversion as main. Screen tests get the small set: the same data with only
// the armies they build lists of (SMALL_DATA_ARMIES of tooling/test-data), so
// each file parses and indexes a few armies, not all of them. A test about the
// whole data set (every army, the search over all of it) asks for the whole one.
import type {} from '@scrolldex/test-harness/provided-context';
import type { GameData, Unit } from '@scrolldex/rules';
import { parseGameDataFile } from '@scrolldex/rules/test/real-game-data';
import { inject } from 'vitest';

/** The real data with the armies the screen tests use (see the top of this file). */
export function loadRealGameData(): GameData {
  return parseGameDataFile(inject('smallGameDataPath'));
}

/** Every army of the real data. */
export function loadWholeGameData(): GameData {
  return parseGameDataFile(inject('gameDataPath'));
}

export function realUnit(armyName: string, unitName: string): Unit {
  const unit = loadRealGameData().armies[armyName]?.units.find((candidate) => candidate.name === unitName);
  if (!unit) throw new Error(`No unit ${unitName} in ${armyName} in the real game data`);
  return unit;
}
