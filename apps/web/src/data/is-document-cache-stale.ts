import { mostRecentDataBoundary } from './most-recent-data-boundary';

export type DocumentCacheState = {
  /** When the cache was written (ms since the epoch); null: never. */
  storedAt: number | null;
  hasCache: boolean;
  now: Date;
  /** For the rules cache: the document names it holds, and the names it should hold. */
  cachedNames?: readonly string[];
  expectedNames?: readonly string[];
};

/**
 * The FAQ or rules cache needs a fresh load: nothing cached, no stored time, or
 * stored before the most recent Wednesday 10:00 local time. Given expectedNames
 * (the rules' three documents), also when the cached names are not exactly those.
 */
export function isDocumentCacheStale(state: DocumentCacheState): boolean {
  if (!state.hasCache || state.storedAt === null) return true;
  if (state.storedAt < mostRecentDataBoundary(state.now).getTime()) return true;
  if (state.expectedNames === undefined) return false;
  const cached = new Set(state.cachedNames ?? []);
  const expected = new Set(state.expectedNames);
  return cached.size !== expected.size || [...expected].some((name) => !cached.has(name));
}
