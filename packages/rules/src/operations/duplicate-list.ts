import type { ArmyList } from '../list/army-list.js';
import { duplicateName } from './duplicate-name.js';

export type DuplicateListInput = {
  id: string;
  now: number;
  /** Every stored list, to find a free name; soft-deleted ones do not count. */
  existing: readonly { name: string; deleted?: boolean }[];
};

/**
 * A copy under a new id and a free name, with new timestamps, not deleted,
 * in the same folder. The cached export and short link belong to the
 * original (they carry its name), so the copy starts without them.
 */
export function duplicateList(list: ArmyList, { id, now, existing }: DuplicateListInput): ArmyList {
  const iso = new Date(now).toISOString();
  return {
    ...list,
    id,
    name: duplicateName(list.name, existing),
    createdAt: iso,
    modifiedAt: iso,
    _createdAt: now,
    _updatedAt: now,
    deleted: false,
    deletedAt: null,
    exportEncoded: null,
    qrImportLink: null,
  };
}

/**
 * Where the copy goes in its container's order (the folder's lists, or the
 * top-level order): right after the original, or last when the original is
 * not there.
 */
export function placeAfter(ids: readonly string[], originalId: string, copyId: string): string[] {
  const at = ids.indexOf(originalId);
  return at === -1 ? [...ids, copyId] : [...ids.slice(0, at + 1), copyId, ...ids.slice(at + 1)];
}
