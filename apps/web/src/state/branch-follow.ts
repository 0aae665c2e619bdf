// A list pinned to a branch of the data repository follows it: when the
// server reports a newer commit of a held branch, that commit's data is
// downloaded (the held one stays in use until it is in), the lists pinned to
// it lose what the new data no longer has and are checked again, and the
// player is told what changed in each.
import { refreshListValidation, type ArmyList } from '@scrolldex/rules';
import { atom } from 'jotai';

import { documentCache } from '../data/game-data-worker-client';
import { followBranch, type ListCleanupReport } from '../data/list-data-cleanup';
import { checkBranch } from '../data/release-data-loader';
import { listCleanupReportsAtom } from './list-cleanup';
import { dataKey, updateLibraryAtom } from './lists';
import { heldReleaseDataAtom, replaceReleaseDataAtom } from './release-data';

/**
 * Asks the server whether the held data of `ref` is still its newest; resolves false when the server could not be
 * reached (asked again later), true otherwise.
 */
export const followBranchAtom = atom(null, async (get, set, ref: string): Promise<boolean> => {
  const held = get(heldReleaseDataAtom)[ref];
  if (!held) return true;
  const check = await checkBranch(ref, held, documentCache());
  if (check.kind !== 'newer') return check.kind === 'current';
  const fresh = check.data;
  let reports: ListCleanupReport[] = [];
  await set(updateLibraryAtom, (library) => {
    const followed = followBranch(library.lists, { ref, from: held, to: fresh, now: Date.now() });
    reports = followed.reports;
    const key = dataKey(fresh);
    const isPinned = (list: ArmyList) => list.dataRef === ref && !list.deleted;
    return { ...library, lists: followed.lists.map((list) => (isPinned(list) ? refreshListValidation(list, fresh, key) : list)) };
  });
  set(replaceReleaseDataAtom, ref, fresh);
  if (reports.length > 0) set(listCleanupReportsAtom, (shown) => [...shown, ...reports]);
  return true;
});
