// The current game data, converted from the shared BSData copy by the test
// harness's global setup, read once per test file. The web app's tests read
// theirs through parseGameDataFile too (@scrolldex/rules/test/real-game-data).
import { readFileSync } from 'node:fs';

import type {} from '@scrolldex/test-harness/provided-context';
import { inject } from 'vitest';

import { parseGameData, type Army, type GameData } from '../src/model/index.js';

const parsed = new Map<string, GameData>();

/** A converted game-data file, parsed once per test file and path (the web app's tests read the small set too). */
export function parseGameDataFile(path: string): GameData {
  const known = parsed.get(path);
  if (known) return known;
  const result = parseGameData(JSON.parse(readFileSync(path, 'utf8')));
  if (!result.ok) throw new Error(result.errors.map((error) => error.message).join('\n'));
  parsed.set(path, result.value);
  return result.value;
}

export function loadRealGameData(): GameData {
  return parseGameDataFile(inject('gameDataPath'));
}

/** The data of an earlier season's release (RELEASE_FOR_TESTS of the test harness: battlescroll-2026-03, 2025-26). */
export function loadReleaseGameData(): GameData {
  return parseGameDataFile(inject('releaseGameDataPath'));
}

export function realArmy(name: string): Army {
  const army = loadRealGameData().armies[name];
  if (!army) throw new Error(`No army named ${name} in the real game data`);
  return army;
}
