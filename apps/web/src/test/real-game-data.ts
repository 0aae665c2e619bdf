// The current game data for jsdom tests: converted from the shared BSData copy
// once per run by the test harness's global setup, parsed once per test file.
import { readFileSync } from 'node:fs';

import type {} from '@scrolldex/test-harness/provided-context';
import { parseGameData, type GameData, type Unit } from '@scrolldex/rules';
import { inject } from 'vitest';

let cached: GameData | undefined;

export function loadRealGameData(): GameData {
  if (cached) return cached;
  const parsed = parseGameData(JSON.parse(readFileSync(inject('gameDataPath'), 'utf8')));
  if (!parsed.ok) throw new Error(parsed.errors.map((error) => error.message).join('\n'));
  cached = parsed.value;
  return cached;
}

export function realUnit(armyName: string, unitName: string): Unit {
  const unit = loadRealGameData().armies[armyName]?.units.find((candidate) => candidate.name === unitName);
  if (!unit) throw new Error(`No unit ${unitName} in ${armyName} in the real game data`);
  return unit;
}
