import { describe, expect, it } from 'vitest';

import { LEGAL_LISTS } from '../../test/legal-lists.js';
import { loadRealGameData } from '../../test/real-game-data.js';
import { deepFreeze } from '../../test/test-kit.js';
import type { ArmyList } from '../list/army-list.js';
import { validateList } from '../validate/validate-list.js';
import { applyListEdit } from './apply-list-edit.js';
import type { ListEdit } from './list-edit.js';

const NOW = Date.UTC(2027, 0, 2, 3, 4, 5);

function legal(faction: string): ArmyList {
  const found = LEGAL_LISTS.find(({ list }) => list.faction === faction);
  if (!found) throw new Error(`No legal list for ${faction}`);
  return deepFreeze(found.list);
}

function edited(list: ArmyList, edit: ListEdit): ArmyList {
  const result = applyListEdit(list, edit, loadRealGameData(), NOW);
  if (!result.ok) throw new Error(result.errors[0]!.message);
  return result.value;
}

function refused(list: ArmyList, edit: ListEdit): string {
  const result = applyListEdit(list, edit, loadRealGameData(), NOW);
  if (result.ok) throw new Error(`Expected ${edit.op} to be refused`);
  return result.errors[0]!.code;
}

describe('applyListEdit on real data', () => {
  const dok = legal('Daughters of Khaine');

  it('refuses every edit of a locked list, stamps the others and never mutates the input', () => {
    expect(refused(deepFreeze({ ...dok, locked: true }), { op: 'rename', name: 'New' })).toBe('LIST_LOCKED');
    const next = edited(dok, { op: 'rename', name: '  Blood and Shadow ' });
    expect(next).toMatchObject({ name: 'Blood and Shadow', _updatedAt: NOW, modifiedAt: new Date(NOW).toISOString() });
  });

  it('returns an edit that changes nothing unstamped', () => {
    expect(edited(dok, { op: 'moveRegiment', from: 1, to: 1 })).toBe(dok);
  });

  it('marks one general: the new leader gains the mark, every other unit loses it', () => {
    const next = edited(dok, { op: 'setGeneral', regiment: 2 });
    expect(next.regiments.map((regiment) => regiment.leader?.general)).toEqual([false, false, true]);
    expect(refused(dok, { op: 'setGeneral', regiment: 7 })).toBe('REGIMENT_NOT_FOUND');
  });

  it('adds, removes and reorders regiments and units', () => {
    const added = edited(dok, { op: 'addLeader', leader: 'melusai ironscale' });
    expect(added.regiments[3]!.leader!.name).toBe('Melusai Ironscale');
    const withUnit = edited(added, { op: 'addUnit', unit: 'Witch Aelves', to: { kind: 'regiment', index: 3 } });
    expect(withUnit.regiments[3]!.units.map((unit) => unit.name)).toEqual(['Witch Aelves']);
    const leaderless = edited(withUnit, { op: 'removeUnit', unit: { kind: 'leader', regiment: 3 } });
    expect(leaderless.regiments[3]).toEqual({ leader: null, units: [withUnit.regiments[3]!.units[0]] });
    const emptied = edited(leaderless, { op: 'removeUnit', unit: { kind: 'member', regiment: 3, unit: 0 } });
    expect(emptied.regiments).toHaveLength(3);
    const reordered = edited(dok, { op: 'moveRegiment', from: 2, to: 0 });
    expect(reordered.regiments.map((regiment) => regiment.leader?.name)).toEqual(['Hag Queen', 'Slaughter Queen on Cauldron of Blood', 'Bloodwrack Shrine']);
    expect(edited(dok, { op: 'removeRegiment', regiment: 1 }).regiments).toHaveLength(2);
  });

  it('moves a unit only when that adds no validation error', () => {
    const from = { kind: 'regiment', regiment: 1, unit: 0 } as const;
    expect(refused(dok, { op: 'moveUnit', from, to: { kind: 'regiment', regiment: 0 } })).toBe('MOVE_ADDS_ERRORS');
  });

  it('reorders auxiliary units', () => {
    const withAux = edited(edited(dok, { op: 'addUnit', unit: 'Blood Sisters', to: { kind: 'auxiliary' } }), {
      op: 'addUnit',
      unit: 'Doomfire Warlocks',
      to: { kind: 'auxiliary' },
    });
    expect(edited(withAux, { op: 'moveAuxiliary', from: 1, to: 0 }).auxiliaryUnits.map((unit) => unit.name)).toEqual(['Doomfire Warlocks', 'Blood Sisters']);
  });

  it('sets enhancements in the data spelling and refuses names the army lacks', () => {
    const leader = { kind: 'leader', regiment: 2 } as const;
    const next = edited(dok, { op: 'setEnhancement', unit: leader, field: 'artifact', name: 'crimson draught' });
    expect(next.regiments[2]!.leader!.artifact).toBe('Crimson Draught');
    expect(refused(dok, { op: 'setEnhancement', unit: leader, field: 'heroicTrait', name: 'Crimson Draught' })).toBe('SELECTION_NOT_FOUND');
    const member = { kind: 'member', regiment: 0, unit: 0 } as const;
    const cleared = edited(dok, { op: 'setEnhancementChoice', unit: member, table: 'Boons of Shadow', name: null });
    expect(cleared.regiments[0]!.units[0]!.enhancementChoices).toEqual({});
  });

  it('sets formation, lores and terrain from the army, null clearing them', () => {
    expect(edited(dok, { op: 'setLore', kind: 'spell', name: null }).spellLore).toBeNull();
    expect(edited(dok, { op: 'setLore', kind: 'spell', name: 'lore of shadows' }).spellLore).toBe('Lore of Shadows');
    expect(refused(dok, { op: 'setLore', kind: 'prayer', name: 'Lore of Shadows' })).toBe('SELECTION_NOT_FOUND');
    expect(refused(dok, { op: 'setFormation', name: 'Warhost of Duality' })).toBe('SELECTION_NOT_FOUND');
    expect(edited(dok, { op: 'setFactionTerrain', name: null }).factionTerrain).toBeNull();
  });

  it('battle tactic cards: the second only after the first, none in holy havoc', () => {
    const none = edited(edited(dok, { op: 'setBattleTacticCard', slot: 2, name: null }), { op: 'setBattleTacticCard', slot: 1, name: null });
    expect([none.battleTacticCard1, none.battleTacticCard2]).toEqual([null, null]);
    expect(refused(none, { op: 'setBattleTacticCard', slot: 2, name: 'Smokescreen' })).toBe('CARD_SLOT_ORDER');
    const shifted = edited(dok, { op: 'setBattleTacticCard', slot: 1, name: null });
    expect([shifted.battleTacticCard1, shifted.battleTacticCard2]).toEqual(['Siege of Ashes', null]);
    const havoc = edited(none, { op: 'setValidator', mode: 'holy havoc' });
    expect(refused(havoc, { op: 'setBattleTacticCard', slot: 1, name: 'Smokescreen' })).toBe('CARDS_NOT_USED');
  });

  it('points cap: 250 to 5000 in steps of 250', () => {
    expect(edited(dok, { op: 'setPointsCap', cap: 2250 }).pointsCap).toBe(2250);
    expect(refused(dok, { op: 'setPointsCap', cap: 2100 })).toBe('INVALID_POINTS_CAP');
    expect(refused(dok, { op: 'rename', name: '   ' })).toBe('LIST_NAME_REQUIRED');
  });

  it('reinforcing and options go through the options helpers', () => {
    const member = { kind: 'member', regiment: 0, unit: 3 } as const;
    const next = edited(dok, { op: 'setReinforced', unit: member, reinforced: true });
    expect(next.regiments[0]!.units[3]!.reinforced).toBe(true);
    expect(validateList(next, loadRealGameData()).errors).toEqual(['List exceeds 2000 points (2090 points).']);
    expect(refused(dok, { op: 'setReinforced', unit: { kind: 'auxiliary', unit: 0 }, reinforced: true })).toBe('UNIT_NOT_FOUND');
  });
});
