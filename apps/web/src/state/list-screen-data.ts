// What a list's screens (the builder, the battle view) will ask for, started
// from their route while the screen's code loads: the saved lists, then the
// data of the list's army (or of the release it is pinned to). A screen asked
// for it only once it had rendered on the library read, one read and one
// render later. The screen asks again as before, and a load under way is not
// started twice, so a screen never waits on this.
import { atom } from 'jotai';

import { loadArmyDataAtom } from './army-data';
import { loadedLibraryWhenReadyAtom } from './lists';
import { loadReleaseDataAtom } from './release-data';
import { dataRefAtom } from './settings';

/** Starts loading the game data the list `id` is shown with; resolves once the load started (not when it ends). */
export const startListDataAtom = atom(null, async (get, set, id: string): Promise<void> => {
  const library = await set(loadedLibraryWhenReadyAtom);
  const list = library.lists.find((item) => item.id === id && !item.deleted);
  if (!list) return;
  if (list.dataRef !== null && list.dataRef !== get(dataRefAtom)) {
    // A failure is the screen's to show: it reads it from the release's state.
    set(loadReleaseDataAtom, list.dataRef).catch(() => undefined);
    return;
  }
  void set(loadArmyDataAtom, list.faction);
});
