// Keeping a mustered list: the list among the saved lists and the roster's
// record of it, so that its battle view shows the units' path abilities and
// scars and its finished games offer themselves to the roster's battle log.
import { addListToLibrary, type CampaignRoster } from '@scrolldex/rules';
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';

import { updateLibraryAtom } from '../../state/lists';
import { editRosterAtom } from '../../state/rosters';
import type { Mustered } from './muster-sheet';

export function useSaveMuster(): (roster: CampaignRoster, mustered: Mustered) => void {
  const updateLibrary = useSetAtom(updateLibraryAtom);
  const editRoster = useSetAtom(editRosterAtom);
  return useCallback(
    (roster, { list, muster }) => {
      void updateLibrary((library) => addListToLibrary(library, list, Date.now()));
      editRoster({ id: roster.id, edit: { op: 'recordMuster', ...muster } });
    },
    [updateLibrary, editRoster],
  );
}
