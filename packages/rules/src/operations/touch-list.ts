import type { ArmyList } from '../list/army-list.js';

/** What stamping an edit reads of a library item (a saved list or a campaign roster). */
export type StampedItem = { _updatedAt: number; modifiedAt?: string };

/** Stamps an edit of a library item: the epoch milliseconds sync compares, and the ISO date players see where it keeps one (a list). */
export function touchItem<T extends StampedItem>(item: T, now: number): T {
  return 'modifiedAt' in item ? { ...item, modifiedAt: new Date(now).toISOString(), _updatedAt: now } : { ...item, _updatedAt: now };
}

/** Stamps an edit of a list. */
export function touchList(list: ArmyList, now: number): ArmyList {
  return touchItem(list, now);
}
