// The library as the Lists tab shows it: the engine's view of the order, the
// campaign rosters among the lists once they have loaded, with each list's
// verdict brought up to date in memory (a returning player's lists were
// checked against older data, or never); nothing is written.
import { libraryView, needsValidation, refreshListValidation, type ArmyList, type CampaignRoster, type LibraryEntry, type MemberEntry } from '@scrolldex/rules';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';

import { gameDataAtom, heldGameDataAtom } from '../../state/game-data';
import { dataKey, useLibrary } from '../../state/lists';
import { useRosters } from '../../state/rosters';
import { useWantWholeGameData } from '../../state/whole-game-data';

export type ShownLibrary = { view: LibraryEntry[]; lists: ArmyList[]; rosters: CampaignRoster[]; deleted: ArmyList[] };

export function useShownLibrary(): ShownLibrary {
  const library = useLibrary();
  const rosters = useRosters();
  const data = useAtomValue(gameDataAtom);
  // The whole data comes to the page only when a verdict is out of date (checked against older data, or never).
  const held = useAtomValue(heldGameDataAtom);
  const heldKey = held ? dataKey(held.index) : null;
  const stale = useMemo(
    () => data === null && heldKey !== null && library.lists.some((list) => !list.deleted && list.dataRef === null && needsValidation(list, heldKey)),
    [data, library.lists, heldKey],
  );
  useWantWholeGameData(stale);
  return useMemo(() => {
    const key = data ? dataKey(data) : '';
    // A pinned list keeps the verdict its own release gave it when it was saved.
    const shown = (entry: MemberEntry): MemberEntry =>
      entry.kind === 'list' && data && entry.list.dataRef === null ? { kind: 'list', list: refreshListValidation(entry.list, data, key) } : entry;
    const view = libraryView(rosters ? { ...library, rosters } : library).map((entry): LibraryEntry => {
      if (entry.kind !== 'folder') return shown(entry);
      const members = entry.members.map(shown);
      return { ...entry, members, lists: members.flatMap((member) => (member.kind === 'list' ? [member.list] : [])) };
    });
    const members = view.flatMap((entry) => (entry.kind === 'folder' ? entry.members : [entry]));
    return {
      view,
      lists: members.flatMap((entry) => (entry.kind === 'list' ? [entry.list] : [])),
      rosters: members.flatMap((entry) => (entry.kind === 'roster' ? [entry.roster] : [])),
      deleted: library.lists.filter((list) => list.deleted),
    };
  }, [library, rosters, data]);
}
