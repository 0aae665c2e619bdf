// The current game data, converted from the shared BSData copy by the test
// harness's global setup, read once per test file. The web app's tests read
// theirs through parseGameDataFile too (@scrolldex/rules/test/real-game-data).
// The global setup checked each file against the game-data schema when it
// converted it (tooling/test-data's convert-pinned-main.ts) and wrote what the
// schema made of it, so a test file only reads it: checking the 9 MB again in
// every file that reads it cost 0.5 to 2 s of CPU per file.
import { readFileSync } from 'node:fs';

import type {} from '@scrolldex/test-harness/provided-context';
import { inject } from 'vitest';

import type { Army, GameData } from '../src/model/index.js';

const parsed = new Map<string, GameData>();

/** A converted game-data file of the test data, read once per test file and path (the web app's tests read the small set too). */
export function parseGameDataFile(path: string): GameData {
  const known = parsed.get(path);
  if (known) return known;
  const data = JSON.parse(readFileSync(path, 'utf8')) as GameData;
  parsed.set(path, data);
  return data;
}

/**
 * The data frozen through and through: the rules' test files share their worker's modules and so this data, and a
 * test that changed it must fail at the change instead of leaking into the next file. (The web app's files, each in
 * modules of its own, read theirs through parseGameDataFile unfrozen.)
 */
function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  for (const inner of Object.values(value)) deepFreeze(inner);
  return Object.freeze(value);
}

export function loadRealGameData(): GameData {
  return deepFreeze(parseGameDataFile(inject('gameDataPath')));
}

/** The data of an earlier season's release (RELEASE_FOR_TESTS of the test harness: battlescroll-2026-03, 2025-26). */
export function loadReleaseGameData(): GameData {
  return deepFreeze(parseGameDataFile(inject('releaseGameDataPath')));
}

export function realArmy(name: string): Army {
  const army = loadRealGameData().armies[name];
  if (!army) throw new Error(`No army named ${name} in the real game data`);
  return army;
}
