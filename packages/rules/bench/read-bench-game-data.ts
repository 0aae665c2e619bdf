// The rules package may not run the converter, so benchmarks read converted
// game data from SCROLLDEX_GAME_DATA or from the test data's conversion of main
// (.cache/test-data/main.json, written by any test run and by pnpm test:data).
import { existsSync, readFileSync } from 'node:fs';

import { TEST_DATA_MAIN_JSON } from '@scrolldex/test-harness/test-data-paths';

import { parseGameData, type GameData } from '../src/model/index.js';

const DEFAULT_DATA = TEST_DATA_MAIN_JSON;

export function readBenchGameData(): GameData {
  const path = process.env['SCROLLDEX_GAME_DATA'] ?? DEFAULT_DATA;
  if (!existsSync(path)) {
    throw new Error(
      `No game data at ${path}. Run pnpm test:data (or any test run), which converts the pinned main commit into it, or set SCROLLDEX_GAME_DATA to a converted game-data JSON file.`,
    );
  }
  const parsed = parseGameData(JSON.parse(readFileSync(path, 'utf8')));
  if (!parsed.ok) throw new Error(`Game data at ${path} does not load: ${parsed.errors[0]?.message ?? 'unknown error'}`);
  return parsed.value;
}
