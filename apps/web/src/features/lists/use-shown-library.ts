// The library as the Lists tab shows it: the engine's view of the order, with
// each list's verdict brought up to date in memory (a returning player's lists
// were checked against older data, or never); nothing is written.
import { libraryView, refreshListValidation, type ArmyList, type LibraryEntry } from '@scrolldex/rules';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';

import { gameDataAtom } from '../../state/game-data';
import { dataKey, useLibrary } from '../../state/lists';

export type ShownLibrary = { view: LibraryEntry[]; lists: ArmyList[]; deleted: ArmyList[] };

export function useShownLibrary(): ShownLibrary {
  const library = useLibrary();
  const data = useAtomValue(gameDataAtom);
  return useMemo(() => {
    const key = data ? dataKey(data) : '';
    // A pinned list keeps the verdict its own release gave it when it was saved.
    const shown = (list: ArmyList) => (data && list.dataRef === null ? refreshListValidation(list, data, key) : list);
    const view = libraryView(library).map((entry): LibraryEntry =>
      entry.kind === 'list' ? { kind: 'list', list: shown(entry.list) } : { ...entry, lists: entry.lists.map(shown) },
    );
    const lists = view.flatMap((entry) => (entry.kind === 'list' ? [entry.list] : entry.lists));
    return { view, lists, deleted: library.lists.filter((list) => list.deleted) };
  }, [library, data]);
}
