// `pnpm bench search`: how long building the global search index over the
// full current game data takes, and how long queries take on it. The rules
// package may not run the converter, so it reads converted game data from
// SCROLLDEX_GAME_DATA or from the test data's conversion of main
// (.cache/test-data/main.json, see read-bench-game-data.ts).
import { median, quantile, timeRuns, type Figure } from '@scrolldex/bench';

import { buildSearchIndex } from '../src/query/search-index.js';
import { searchGameData } from '../src/query/search.js';
import { readBenchGameData } from './read-bench-game-data.js';

const BUILD_RUNS = 7;
const QUERY_RUNS = 30;
/** The search overlay asks for its first page of results (RESULT_PAGE_SIZE in apps/web). */
const OVERLAY_PAGE = 100;

/** Varied queries: filters of every family, operators, regexes, and fuzzy fallbacks. */
export const BENCH_QUERIES = [
  'a:sce k:hero mv>=10',
  'is:ror',
  'hit<=3&melee',
  'o:"mortal damage"',
  'liberators',
  'liberatrs',
  'Sciansa',
  '/^lord/',
  'k:wizard or k:priest',
  'lvl>=2',
  'a:sce -k:hero is:unit',
  '(a:sce or a:cos) k:wizard',
  'wa:"crit (mortal)"&ranged',
  'rend>=2&ranged range>=18',
  'dmg>=3&melee atk>=4',
  'sv<=3 health>=10',
  'points<=100 k:hero',
  'ward<=5 k:infantry',
  'banish>=7',
  'is:btc',
  'is:upgrade a:dok',
  'is:artefact a:skaven',
  'an:healing',
  'ak:rampage',
  'ao:"strike-first"',
  'o:/\\d+ mortal damage/',
  'n:lord not a:sce',
  'k:monster a:sob',
  'is:lore o:summon',
  'a:"legions of nagash" is:aor',
  '"unterminated phrase',
  'kragnos',
  'ctrl>=2 k:infantry -k:hero',
  'is:rule o:ward',
  'mv>=12 k:cavalry | k:monster mv>=12',
];

/** Plain words as players type them: names of units, abilities, commands and tactics, and army shorthands. */
export const PLAIN_WORD_QUERIES = [
  'righteous avengers',
  'redeploy',
  'all-out attack',
  'sce liberators',
  'skaven',
  'fec',
  'lord celestant',
  'ward',
  'gotrek',
  'seize the centre',
];

export default async function benchSearch(): Promise<Figure[]> {
  const data = readBenchGameData();
  const firstStart = performance.now();
  const index = buildSearchIndex(data);
  const firstBuildMs = performance.now() - firstStart;
  const buildMs = median(await timeRuns(BUILD_RUNS, () => buildSearchIndex(data)));

  for (const query of [...BENCH_QUERIES, ...PLAIN_WORD_QUERIES]) searchGameData(index, query); // warm-up
  const samples: number[] = [];
  const pageSamples: number[] = [];
  const plainSamples: number[] = [];
  for (let run = 0; run < QUERY_RUNS; run++) {
    for (const query of BENCH_QUERIES) {
      samples.push(...(await timeRuns(1, () => searchGameData(index, query))));
      pageSamples.push(...(await timeRuns(1, () => searchGameData(index, query, { limit: OVERLAY_PAGE }))));
    }
    for (const query of PLAIN_WORD_QUERIES) plainSamples.push(...(await timeRuns(1, () => searchGameData(index, query, { limit: OVERLAY_PAGE }))));
  }

  return [
    { name: 'search index build', value: buildMs, unit: 'ms' },
    { name: 'search index build (first)', value: firstBuildMs, unit: 'ms' },
    { name: 'search index documents', value: index.entries.length, unit: 'docs' },
    { name: 'search query p50', value: median(samples), unit: 'ms' },
    { name: 'search query p95', value: quantile(samples, 0.95), unit: 'ms' },
    { name: 'search query max', value: quantile(samples, 1), unit: 'ms' },
    { name: 'search query p95 (first 100, as the overlay asks)', value: quantile(pageSamples, 0.95), unit: 'ms' },
    { name: `search plain words p50 (${PLAIN_WORD_QUERIES.length} queries, first 100)`, value: median(plainSamples), unit: 'ms' },
    { name: `search plain words p95 (${PLAIN_WORD_QUERIES.length} queries, first 100)`, value: quantile(plainSamples, 0.95), unit: 'ms' },
  ];
}
