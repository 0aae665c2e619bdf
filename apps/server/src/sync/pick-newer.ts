import { newerWins } from '@scrolldex/rules';

/** What the sync rule compares of one version of a record: its stamp, and its content as text. */
export type Version = { updatedAt: number; content: string };

/**
 * The pushed entries a store writes, by the sync rule (`newerWins`) against
 * what it holds: an entry wins only with a later updatedAt. A key pushed twice
 * in one call is compared with its earlier push, and written once. A tie with
 * other content keeps the held version and is a conflict (its key reported).
 */
export function pickNewer<T>(
  pushed: readonly T[],
  held: ReadonlyMap<string, Version>,
  versionOf: (entry: T) => Version & { key: string },
): { writes: T[]; conflicts: string[] } {
  const current = new Map(held);
  const writes = new Map<string, T>();
  const conflicts = new Set<string>();
  for (const entry of pushed) {
    const version = versionOf(entry);
    const stored = current.get(version.key);
    const winner = newerWins(stored?.updatedAt, version.updatedAt);
    if (winner === 'incoming') {
      current.set(version.key, version);
      writes.set(version.key, entry);
      conflicts.delete(version.key);
    } else if (winner === 'tie' && stored?.content !== version.content) {
      conflicts.add(version.key);
    }
  }
  return { writes: [...writes.values()], conflicts: [...conflicts] };
}
