import { touchItem, type StampedItem } from './touch-list.js';

/** A library item that can be locked: a saved list or a campaign roster. */
type LockableItem = StampedItem & { locked: boolean };

/** Locks or unlocks a list or a roster; the lock is synced, so it counts as an edit. */
export function toggleLock<T extends LockableItem>(item: T, now: number): T {
  return touchItem({ ...item, locked: !item.locked }, now);
}

export function setLocked<T extends LockableItem>(item: T, locked: boolean, now: number): T {
  return item.locked === locked ? item : touchItem({ ...item, locked }, now);
}
