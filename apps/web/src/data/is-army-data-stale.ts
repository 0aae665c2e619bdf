import type { ManifestEntry } from '@scrolldex/contract';

/**
 * The cached army data needs a fresh load. Without a
 * server entry (offline, or the manifest failed) it is never stale: the cache is
 * all there is. Otherwise stale when nothing is cached, no manifest entry was
 * cached with it, or that entry differs from the server's.
 */
export function isArmyDataStale(cachedEntry: ManifestEntry | null, serverEntry: ManifestEntry | null, hasCache: boolean): boolean {
  if (serverEntry === null) return false;
  if (!hasCache || cachedEntry === null) return true;
  return (
    cachedEntry.sha !== serverEntry.sha ||
    cachedEntry.name !== serverEntry.name ||
    cachedEntry.type !== serverEntry.type ||
    cachedEntry.serverVersion !== serverEntry.serverVersion
  );
}
