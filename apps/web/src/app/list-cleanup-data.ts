// The data the saved lists are cleaned with after a data update: the whole
// data when a screen brought it to the page, else each list's army's own,
// read from this device (the cleaning runs once the whole data is held, so
// every army is stored): a returning player's lists do not bring the whole
// data to a page that does not need it.
import type { ArmyList, GameData } from '@scrolldex/rules';

import { documentCache } from '../data/game-data-worker-client';
import { isCleanedForAppData } from '../data/list-data-cleanup';
import type { HeldGameData } from '../state/game-data';
import { dataKey } from '../state/lists';

/** The data of each list to clean, all of the held data's revision; null when it could not be read. */
export async function readListCleanupData(
  held: HeldGameData,
  lists: readonly ArmyList[],
  whole: GameData | null,
): Promise<((list: ArmyList) => GameData | null) | null> {
  const key = dataKey(held.index);
  if (whole && dataKey(whole) === key) return () => whole;
  const armies = [...new Set(lists.filter(isCleanedForAppData).map((list) => list.faction))];
  try {
    const read = await Promise.all(armies.map((army) => documentCache().readArmyData(held.ref, army)));
    const byArmy = new Map(armies.map((army, at) => [army, read[at] ?? null]));
    // A list saved since the reads began was saved with this data: there is nothing to clean in it.
    return (list) => {
      const data = byArmy.get(list.faction) ?? null;
      return data && dataKey(data) === key ? data : null;
    };
  } catch (error) {
    console.warn('Could not read the game data to clean the saved lists with.', error);
    return null;
  }
}
