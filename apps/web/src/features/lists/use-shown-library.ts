// The library as the Lists tab shows it: the engine's view of the order, the
// campaign rosters among the lists once they have loaded, with each list's
// verdict brought up to date in memory (a returning player's lists were
// checked against older data, or never) with its army's data; nothing is written.
import { libraryView, needsValidation, refreshListValidation, type ArmyList, type CampaignRoster, type LibraryEntry, type MemberEntry } from '@scrolldex/rules';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useMemo } from 'react';

import { loadArmyDataAtom } from '../../state/army-data';
import { heldGameDataAtom } from '../../state/game-data';
import { dataKey, useLibrary } from '../../state/lists';
import { useRosters } from '../../state/rosters';
import { listGameDataAtom } from '../../state/release-data';

export type ShownLibrary = { view: LibraryEntry[]; lists: ArmyList[]; rosters: CampaignRoster[]; deleted: ArmyList[] };

export function useShownLibrary(): ShownLibrary {
  const library = useLibrary();
  const rosters = useRosters();
  // A list's verdict is brought up to date with its army's data, or the whole data when a screen brought it.
  const dataOf = useAtomValue(listGameDataAtom);
  const held = useAtomValue(heldGameDataAtom);
  const heldKey = held ? dataKey(held.index) : null;
  // The armies of the lists whose verdicts are out of date (checked against older data, or never), read from the device.
  const missing = useMemo(
    () =>
      heldKey === null
        ? []
        : [
            ...new Set(
              library.lists
                .filter((list) => !list.deleted && list.dataRef === null && !dataOf(list) && needsValidation(list, heldKey))
                .map((list) => list.faction),
            ),
          ],
    [library.lists, heldKey, dataOf],
  );
  const loadArmy = useSetAtom(loadArmyDataAtom);
  useEffect(() => {
    for (const army of missing) void loadArmy(army);
  }, [missing, loadArmy]);
  return useMemo(() => {
    // A pinned list keeps the verdict its own release gave it when it was saved.
    const shown = (entry: MemberEntry): MemberEntry => {
      const data = entry.kind === 'list' && entry.list.dataRef === null ? dataOf(entry.list) : null;
      return entry.kind === 'list' && data ? { kind: 'list', list: refreshListValidation(entry.list, data, dataKey(data)) } : entry;
    };
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
  }, [library, rosters, dataOf]);
}
