// `pnpm bench validate`: how long validating one whole legal list takes with
// every rule, against the current game data, once the army lookups are warm
// (as in the builder, which revalidates the open list on every edit).
import { median, quantile, type Figure } from '@scrolldex/bench';

import type { GameData } from '../src/model/index.js';
import { validateList } from '../src/validate/validate-list.js';
import { LEGAL_LISTS } from '../test/legal-lists.js';
import { readBenchGameData } from './read-bench-game-data.js';

const WARM_UP_ROUNDS = 200;
const ROUNDS = 2000;
const COLD_ROUNDS = 50;

export default function benchValidate(): Figure[] {
  const data = readBenchGameData();
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
