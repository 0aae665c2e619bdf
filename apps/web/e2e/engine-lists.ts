// Lists made by the engine on the real data, as the create screen and the
// builder's edits make them, for the browser tests that start from a list
// rather than test making one (the builder's own tests make theirs through the
// screens). Stored before the app starts with storedLibraryEntries; the app
// moves them into the library of whoever is logged in as it starts.
import { applyListEdit, createList, type ArmyList, type GameData, type ListEdit } from '@scrolldex/rules';

import { loadRealGameData } from '../src/test/real-game-data.js';

/** The real data, parsed once by the first list made. */
let realData: GameData | undefined;

/** A new list of `faction` named `name`, made now, with `edits` applied in order; throws naming the edit the engine refuses. */
export function engineList(
  { id = crypto.randomUUID(), name, faction }: { id?: string; name: string; faction: string },
  edits: readonly ListEdit[] = [],
): ArmyList {
  const data = (realData ??= loadRealGameData());
  const now = Date.now();
  const created = createList({ id, name, faction, now }, data);
  if (!created.ok) throw new Error(created.errors.map((error) => error.message).join(' '));
  return edits.reduce((list, edit) => {
    const edited = applyListEdit(list, edit, data, now);
    if (!edited.ok) throw new Error(`${edit.op}: ${edited.errors.map((error) => error.message).join(' ')}`);
    return edited.value;
  }, created.value);
}
