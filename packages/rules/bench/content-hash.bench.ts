// `pnpm bench content-hash`: what hashing a list's content costs (hashListContent), which the builder runs in its
// first render and on each edit, on the phone bench's 2,000-point list. Cold is what a page meets: each sample loads
// the module afresh, so its functions run from the interpreter as on a screen's first check; warm is after many runs.
import { median, type Figure } from '@scrolldex/bench';
import { readFixtureList } from '@scrolldex/test-harness/fixture-lists';

import { readOpponentList } from '../src/game/read-opponent-list.js';
import type { ArmyList } from '../src/list/army-list.js';
import { readBenchGameData } from './read-bench-game-data.js';

/** The phone bench's list (apps/web/bench/battle-view-timing.ts): a 1,990-point Blades of Khorne tournament list. */
const LIST_FILE = '005-blades-of-khorne.txt';
const COLD_SAMPLES = 40;
const WARM_UP_ROUNDS = 2000;
const ROUNDS = 5000;

type HashModule = typeof import('../src/validate/content-hash.js');

function benchList(): ArmyList {
  const read = readOpponentList(readFixtureList(LIST_FILE), readBenchGameData(), { id: 'bench-list', now: Date.UTC(2026, 0, 10) });
  if (read.list?.kind !== 'list') throw new Error(`${LIST_FILE} does not read as a list`);
  return read.list.list;
}

/** The hashes made, kept so that no run's work can be optimised away. */
const made = new Set<string>();

function timed(hash: () => string): number {
  const start = performance.now();
  made.add(hash());
  return performance.now() - start;
}

export default async function benchContentHash(): Promise<Figure[]> {
  const list = benchList();
  const cold: number[] = [];
  for (let sample = 0; sample < COLD_SAMPLES; sample++) {
    const fresh = (await import(`../src/validate/content-hash.js?cold=${sample}`)) as HashModule;
    cold.push(timed(() => fresh.hashListContent(list, 'data-revision')));
  }
  const { hashListContent } = (await import('../src/validate/content-hash.js')) as HashModule;
  for (let round = 0; round < WARM_UP_ROUNDS; round++) hashListContent(list, 'data-revision');
  const warm: number[] = [];
  for (let round = 0; round < ROUNDS; round++) warm.push(timed(() => hashListContent(list, 'data-revision')));
  if (made.size !== 1) throw new Error(`the same list hashed to ${made.size} values`);
  return [
    { name: 'list content hash, first in the process', value: cold[0]!, unit: 'ms' },
    { name: 'list content hash, cold (median)', value: median(cold), unit: 'ms' },
    { name: 'list content hash, warm (median)', value: median(warm), unit: 'ms' },
  ];
}
