import type { ArmyList } from '../list/army-list.js';
import { touchList } from './touch-list.js';

/** Locks or unlocks a list; the lock is synced, so it counts as an edit. */
export function toggleLock(list: ArmyList, now: number): ArmyList {
  return touchList({ ...list, locked: !list.locked }, now);
}

export function setLocked(list: ArmyList, locked: boolean, now: number): ArmyList {
  return list.locked === locked ? list : touchList({ ...list, locked }, now);
}
