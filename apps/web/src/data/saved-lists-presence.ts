// Whether this device holds saved lists, read synchronously from localStorage
// alone: the list engine (schemas, migrations, cleaning) loads only when there
// is a list for it to work on, never on a first visit. The lists themselves are
// in IndexedDB; a flag beside says that some were stored, and an earlier
// version's keys say the same until they have moved.
import { LEGACY_LIST_KEY_PREFIX, LISTS_KEY } from '@scrolldex/rules';

import { localStore } from './local-store';

export const SAVED_LISTS_HELD_KEY = 'savedListsHeld';

export function hasSavedLists(): boolean {
  const store = localStore();
  if (!store) return false;
  for (let index = 0; index < store.length; index += 1) {
    const key = store.key(index);
    if (key === SAVED_LISTS_HELD_KEY || key === LISTS_KEY || key?.startsWith(LEGACY_LIST_KEY_PREFIX)) return true;
  }
  return false;
}

/** Noted when a list is first stored in IndexedDB. */
export function markSavedListsHeld(): void {
  const store = localStore();
  try {
    if (store?.getItem(SAVED_LISTS_HELD_KEY) === null) store.setItem(SAVED_LISTS_HELD_KEY, 'true');
  } catch {
    // A full localStorage only costs the cleaning of lists at start; the lists are safe in IndexedDB.
  }
}
