// `pnpm bench validate`: how long validating one whole legal list takes with
// every rule, against the current game data, once the army lookups are warm
// (as in the builder, which revalidates the open list on every edit).
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { median, quantile, type Figure } from '@scrolldex/bench';

import { parseGameData, type GameData } from '../src/model/index.js';
import { validateList } from '../src/validate/validate-list.js';
import { LEGAL_LISTS } from '../test/legal-lists.js';

const PROJECT_ROOT = resolve(import.meta.dirname, '../../..');
const DEFAULT_DATA = resolve(PROJECT_ROOT, '.cache/test-game-data/main.json');
const WARM_UP_ROUNDS = 200;
const ROUNDS = 2000;
const COLD_ROUNDS = 50;

function readGameData(): GameData {
  const path = process.env.SCROLLDEX_GAME_DATA ?? DEFAULT_DATA;
  if (!existsSync(path)) {
    throw new Error(`No game data at ${path}: run the rules tests once (they convert it there) or point SCROLLDEX_GAME_DATA at a converted JSON file.`);
  }
  const parsed = parseGameData(JSON.parse(readFileSync(path, 'utf8')));
  if (!parsed.ok) throw new Error(`Game data at ${path} does not load: ${parsed.errors[0]?.message ?? 'unknown error'}`);
  return parsed.value;
}

export default function benchValidate(): Figure[] {
  const data = readGameData();
  const lists = LEGAL_LISTS.map(({ list }) => list);
  for (const list of lists) {
    const { errors, failedRules } = validateList(list, data);
    if (errors.length > 0 || failedRules.length > 0) throw new Error(`${list.faction}: the legal list does not validate: ${errors.join(' ')}`);
  }
  for (let round = 0; round < WARM_UP_ROUNDS; round++) for (const list of lists) validateList(list, data);

  // Round-robin over the lists, so each sample sees the others' work in between, as an app would.
  const samples: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const list of lists) {
      const start = performance.now();
      validateList(list, data);
      samples.push(performance.now() - start);
    }
  }
  // Cold: the lookups are cached per data object, so a shallow copy of the data starts them afresh
  // (the first validation after the data loads, or of an army not validated before).
  const cold: number[] = [];
  for (let round = 0; round < COLD_ROUNDS; round++) {
    for (const list of lists) {
      const fresh: GameData = { ...data };
      const start = performance.now();
      validateList(list, fresh);
      cold.push(performance.now() - start);
    }
  }
  return [
    { name: 'validate per list (median)', value: median(samples), unit: 'ms' },
    { name: 'validate per list (p95)', value: quantile(samples, 0.95), unit: 'ms' },
    { name: 'validate per list, cold lookups (median)', value: median(cold), unit: 'ms' },
  ];
}
