// The current game data, converted from the shared BSData copy by the test
// harness's global setup, read once per test file.
import { readFileSync } from 'node:fs';

import type {} from '@scrolldex/test-harness/provided-context';
import { inject } from 'vitest';

import { parseGameData, type Army, type GameData } from '../src/model/index.js';

let cached: GameData | undefined;
let cachedRelease: GameData | undefined;

function readGameData(path: string): GameData {
  const parsed = parseGameData(JSON.parse(readFileSync(path, 'utf8')));
  if (!parsed.ok) throw new Error(parsed.errors.map((error) => error.message).join('\n'));
  return parsed.value;
}

export function loadRealGameData(): GameData {
  cached ??= readGameData(inject('gameDataPath'));
  return cached;
}

/** The data of an earlier season's release (RELEASE_FOR_TESTS of the test harness: battlescroll-2026-03, 2025-26). */
export function loadReleaseGameData(): GameData {
  cachedRelease ??= readGameData(inject('releaseGameDataPath'));
  return cachedRelease;
}

export function realArmy(name: string): Army {
  const army = loadRealGameData().armies[name];
  if (!army) throw new Error(`No army named ${name} in the real game data`);
  return army;
}
