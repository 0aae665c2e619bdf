// Real lists for the battle view's tests, made as the builder makes one:
// createList, then the builder's edits, on the real data. A Blades of
// Khorne list: two regiments (a Standard Bearer unit and a Beast), the
// general, a Blood Tithe army (its panel), a battle tactic card (End of
// Turn) and auxiliary Skullreapers, whose own ability changes their control
// score (the Control table's skull). A Skaven list: deployment abilities (The Lurking Vermintide), a
// wizard but no priest, and a prayer lore chosen all the same.
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
  { op: 'addUnit', unit: 'Skullreapers', to: { kind: 'auxiliary' } },
];

export const SKAVEN_LIST_ID = 'battle-test-skaven';

const SKAVEN_EDITS: readonly ListEdit[] = [
  { op: 'addLeader', leader: 'Clawlord' },
  { op: 'addUnit', unit: 'Clanrats', to: { kind: 'regiment', index: 0 } },
  { op: 'addLeader', leader: 'Grey Seer' },
  { op: 'setGeneral', regiment: 0 },
  { op: 'setLore', kind: 'spell', name: 'Lore of Ruin' },
  { op: 'setLore', kind: 'prayer', name: 'Noxious Prayers' },
];

const NOW = Date.parse('2026-01-10T12:00:00Z');

/** A new list made by the engine at `now`, with `edits` applied in order; throws naming the edit the engine refuses. */
export function buildList(data: GameData, made: { id: string; name: string; faction: string }, edits: readonly ListEdit[], now: number): ArmyList {
  const created = createList({ ...made, now }, data);
  if (!created.ok) throw new Error(created.errors.map((error) => error.message).join(' '));
  return edits.reduce((list, edit) => {
    const edited = applyListEdit(list, edit, data, now);
    if (!edited.ok) throw new Error(`${edit.op}: ${edited.errors.map((error) => error.message).join(' ')}`);
    return edited.value;
  }, created.value);
}

export function buildBattleList(data: GameData, now = NOW): ArmyList {
  return buildList(data, { id: BATTLE_LIST_ID, name: 'Blood Host', faction: 'Blades of Khorne' }, EDITS, now);
}

export function buildSkavenBattleList(data: GameData, now = NOW): ArmyList {
  return buildList(data, { id: SKAVEN_LIST_ID, name: 'Gnawhole Host', faction: 'Skaven' }, SKAVEN_EDITS, now);
}

/** The localStorage entries of a library holding only these lists, as the last version before IndexedDB kept it (moved there on load). */
export function storedLibraryEntries(...lists: ArmyList[]): Record<string, string> {
  return {
    lists: JSON.stringify(Object.fromEntries(lists.map((list) => [list.id, list]))),
    listStoreStats: JSON.stringify({ order: lists.map((list) => list.id), orderUpdatedAt: 0, unsyncedLists: 0, unsyncedFolders: 0, lastSynced: null }),
    listMigrationVersion: JSON.stringify(LATEST_MIGRATION),
  };
}
