import type { ArmyList } from '../list/army-list.js';

/** Stamps an edit: the ISO date players see and the epoch milliseconds sync compares. */
export function touchList(list: ArmyList, now: number): ArmyList {
  return { ...list, modifiedAt: new Date(now).toISOString(), _updatedAt: now };
}
