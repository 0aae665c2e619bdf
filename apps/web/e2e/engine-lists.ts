// Lists made by the engine on the real data, as the create screen and the
// builder's edits make them, for the browser tests that start from a list
// rather than test making one (the builder's own tests make theirs through the
// screens). Stored before the app starts with storedLibraryEntries; the app
// moves them into the library of whoever is logged in as it starts.
import type { ArmyList, GameData, ListEdit } from '@scrolldex/rules';

import { buildList } from '../src/test/battle-list.js';
import { loadRealGameData } from '../src/test/real-game-data.js';

/** The real data the lists are made on (the small set's armies), parsed once by the first use. */
let realData: GameData | undefined;

/** The data engineList makes its lists on: the small set's armies (SMALL_DATA_ARMIES of tooling/test-data). */
export function engineData(): GameData {
  return (realData ??= loadRealGameData());
}

/** A new list of `faction` named `name`, made at `now`, with `edits` applied in order; throws naming the edit the engine refuses. */
export function engineList(
  { id = crypto.randomUUID(), name, faction }: { id?: string; name: string; faction: string },
  edits: readonly ListEdit[] = [],
  now = Date.now(),
): ArmyList {
  return buildList(engineData(), { id, name, faction }, edits, now);
}
