// Whether this device holds saved lists, read from the storage keys alone: the
// list engine (schemas, migrations, cleaning) loads only when there is a list
// for it to work on, never on a first visit.
import { LEGACY_LIST_KEY_PREFIX, LISTS_KEY } from '@scrolldex/rules';

export function hasSavedLists(): boolean {
  try {
    if (typeof localStorage === 'undefined') return false;
    for (let index = 0; index < localStorage.length; index += 1) {
      const key = localStorage.key(index);
      if (key === LISTS_KEY || key?.startsWith(LEGACY_LIST_KEY_PREFIX)) return true;
    }
    return false;
  } catch {
    // Storage the browser refuses holds no lists to clean.
    return false;
  }
}
