// A real Blades of Khorne list for the battle view's tests, made as the
// builder makes one: createList, then the builder's edits, on the real data.
// Two regiments (a Standard Bearer unit and a Beast), the general, a Blood
// Tithe army (its panel) and a battle tactic card (End of Turn).
import { applyListEdit, createList, LATEST_MIGRATION, type ArmyList, type GameData, type ListEdit } from '@scrolldex/rules';

export const BATTLE_LIST_ID = 'battle-test-list';
export const BATTLE_LIST_CARD = 'Siege of Ashes';

const EDITS: readonly ListEdit[] = [
  { op: 'addLeader', leader: 'Bloodsecrator' },
  { op: 'addUnit', unit: 'Blood Warriors', to: { kind: 'regiment', index: 0 } },
  { op: 'addUnit', unit: 'Flesh Hounds', to: { kind: 'regiment', index: 0 } },
  { op: 'addLeader', leader: 'Karanak' },
  { op: 'setGeneral', regiment: 0 },
  { op: 'setBattleTacticCard', slot: 1, name: BATTLE_LIST_CARD },
];

export function buildBattleList(data: GameData, now = Date.parse('2026-01-10T12:00:00Z')): ArmyList {
  const created = createList({ id: BATTLE_LIST_ID, name: 'Blood Host', faction: 'Blades of Khorne', now }, data);
  if (!created.ok) throw new Error(created.errors.map((error) => error.message).join(' '));
  return EDITS.reduce((list, edit) => {
    const edited = applyListEdit(list, edit, data, now);
    if (!edited.ok) throw new Error(`${edit.op}: ${edited.errors.map((error) => error.message).join(' ')}`);
    return edited.value;
  }, created.value);
}

/** The localStorage entries of a library holding only `list`, as the last version before IndexedDB kept it (moved there on load). */
export function storedLibraryEntries(list: ArmyList): Record<string, string> {
  return {
    lists: JSON.stringify({ [list.id]: list }),
    listStoreStats: JSON.stringify({ order: [list.id], orderUpdatedAt: 0, unsyncedLists: 0, unsyncedFolders: 0, lastSynced: null }),
    listMigrationVersion: JSON.stringify(LATEST_MIGRATION),
  };
}
