import { newerWins } from '@scrolldex/rules';

/** The top-level order as the 'root' pseudo folder carries it (list ids and 'folder:<id>' entries), and when it last changed. */
export type OrderVersion = { listIds: readonly string[]; updatedAt: number };

const sameOrder = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((entry, index) => entry === b[index]);

/**
 * The 'root' order merges rather than overwrites: a device
 * that pushes its order without having seen another device's new list must
 * not make that list vanish from the order.
 * - The version that wins by the sync rule (`newerWins`; a tie keeps the held
 *   one) gives the order and its other fields; entries only the other version
 *   has follow, in its order.
 * - Every entry names a live top-level item (`isLive`): deleted lists and
 *   folders, lists that now sit in a folder and unknown ids go; each entry once.
 * - The result keeps the later stamp when every version carrying that stamp
 *   already reads so; otherwise it is stamped one millisecond later, so each
 *   device holding another order sees a newer one and fetches the merge.
 * The same two versions and items give the same result, whichever came first.
 */
export function mergeRootOrder<TVersion extends OrderVersion>(held: TVersion | undefined, incoming: TVersion, isLive: (entry: string) => boolean): TVersion {
  const versions = held === undefined ? [incoming] : newerWins(held.updatedAt, incoming.updatedAt) === 'incoming' ? [incoming, held] : [held, incoming];
  const listIds = [...new Set(versions.flatMap((version) => version.listIds))].filter(isLive);
  const latest = Math.max(...versions.map((version) => version.updatedAt));
  const settled = versions.every((version) => version.updatedAt < latest || sameOrder(version.listIds, listIds));
  return { ...versions[0]!, listIds, updatedAt: settled ? latest : latest + 1 };
}
