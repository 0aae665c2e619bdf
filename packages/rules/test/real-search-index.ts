// The search index of the real game data, built once per worker: the rules' test files share their worker's modules
// (isolate: false), and seven files that search the real data each built one of their own (some 200 ms of CPU each).
// No search changes it.
import { buildSearchIndex, type SearchIndex } from '../src/query/search-index.js';
import { loadRealGameData } from './real-game-data.js';

let built: SearchIndex | undefined;

export function realSearchIndex(): SearchIndex {
  return (built ??= buildSearchIndex(loadRealGameData()));
}
