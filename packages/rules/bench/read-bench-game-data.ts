// The rules package may not run the converter, so benchmarks read converted
// game data from SCROLLDEX_GAME_DATA or from the file the rules tests convert
// into (.cache/test-game-data/main.json at the repo root).
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { parseGameData, type GameData } from '../src/model/index.js';

const DEFAULT_DATA = resolve(import.meta.dirname, '../../..', '.cache/test-game-data/main.json');

export function readBenchGameData(): GameData {
  const path = process.env['SCROLLDEX_GAME_DATA'] ?? DEFAULT_DATA;
  if (!existsSync(path)) {
    throw new Error(
      `No game data at ${path}. Run the rules tests once (npx pnpm@10.34.8 vitest run packages/rules), which convert the shared BSData copy into it, or set SCROLLDEX_GAME_DATA to a converted game-data JSON file.`,
    );
  }
  const parsed = parseGameData(JSON.parse(readFileSync(path, 'utf8')));
  if (!parsed.ok) throw new Error(`Game data at ${path} does not load: ${parsed.errors[0]?.message ?? 'unknown error'}`);
  return parsed.value;
}
