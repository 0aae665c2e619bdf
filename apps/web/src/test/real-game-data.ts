// The real game data for jsdom tests, converted from the pinned main commit
// once per run by the root config's global setup (tooling/test-data) and parsed
// once per test file. Screen tests get the small set: the same data with only
// the armies they build lists of (SMALL_DATA_ARMIES of tooling/test-data), so
// each file parses and indexes a few armies, not all of them. A test about the
// whole data set (every army, the search over all of it) asks for the whole one.
import { readFileSync } from 'node:fs';

import type {} from '@scrolldex/test-harness/provided-context';
import { parseGameData, type GameData, type Unit } from '@scrolldex/rules';
import { inject } from 'vitest';

const parsed = new Map<string, GameData>();

function load(path: string): GameData {
  const known = parsed.get(path);
  if (known) return known;
  const result = parseGameData(JSON.parse(readFileSync(path, 'utf8')));
  if (!result.ok) throw new Error(result.errors.map((error) => error.message).join('\n'));
  parsed.set(path, result.value);
  return result.value;
}

/** The real data with the armies the screen tests use (see the top of this file). */
export function loadRealGameData(): GameData {
  return load(inject('smallGameDataPath'));
}

/** Every army of the real data. */
export function loadWholeGameData(): GameData {
  return load(inject('gameDataPath'));
}

export function realUnit(armyName: string, unitName: string): Unit {
  const unit = loadRealGameData().armies[armyName]?.units.find((candidate) => candidate.name === unitName);
  if (!unit) throw new Error(`No unit ${unitName} in ${armyName} in the real game data`);
  return unit;
}
