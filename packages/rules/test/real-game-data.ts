// The current game data, converted from the shared BSData copy by the test
// harness's global setup, read once per test file.
import { readFileSync } from 'node:fs';

import type {} from '@scrolldex/test-harness/provided-context';
import { inject } from 'vitest';

import { parseGameData, type Army, type GameData } from '../src/model/index.js';

let cached: GameData | undefined;

export function loadRealGameData(): GameData {
  if (cached) return cached;
  const parsed = parseGameData(JSON.parse(readFileSync(inject('gameDataPath'), 'utf8')));
  if (!parsed.ok) throw new Error(parsed.errors.map((error) => error.message).join('\n'));
  cached = parsed.value;
  return cached;
}

export function realArmy(name: string): Army {
  const army = loadRealGameData().armies[name];
  if (!army) throw new Error(`No army named ${name} in the real game data`);
  return army;
}
