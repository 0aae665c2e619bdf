// A legal Stormcast Eternals list (no error, no warning) made as the builder
// makes one: createList, then the builder's edits, on the real data.
import { applyListEdit, createList, type ArmyList, type ListEdit } from '@scrolldex/rules';

import { loadRealGameData } from './real-game-data';

export const LEGAL_EDITS: ListEdit[] = [
  { op: 'setFormation', name: 'Thunderhead Host' },
  { op: 'setBattleTacticCard', slot: 1, name: 'Blazing Onslaught' },
  { op: 'setBattleTacticCard', slot: 2, name: 'Legend of the Parch' },
  { op: 'addLeader', leader: 'Lord-Vigilant on Morrgryph' },
  { op: 'setGeneral', regiment: 0 },
  { op: 'addUnit', unit: 'Vindictors', to: { kind: 'regiment', index: 0 } },
  { op: 'addUnit', unit: 'Liberators', to: { kind: 'regiment', index: 0 } },
  { op: 'addLeader', leader: 'Lord-Veritant' },
  { op: 'addUnit', unit: 'Knight-Azyros', to: { kind: 'regiment', index: 1 } },
];

export const LEGAL_LIST_NOW = Date.UTC(2026, 5, 1);

/** 'Hammer of Sigmar' (id builder-list) with `edits` applied, then `overrides`. */
export function buildStormcastList(edits: ListEdit[] = LEGAL_EDITS, overrides: Partial<ArmyList> = {}): ArmyList {
  const data = loadRealGameData();
  const created = createList({ id: 'builder-list', name: 'Hammer of Sigmar', faction: 'Stormcast Eternals', now: LEGAL_LIST_NOW }, data);
  if (!created.ok) throw new Error(created.errors[0]!.message);
  const built = edits.reduce((list, edit) => {
    const result = applyListEdit(list, edit, data, LEGAL_LIST_NOW);
    if (!result.ok) throw new Error(result.errors[0]!.message);
    return result.value;
  }, created.value);
  return { ...built, ...overrides };
}
