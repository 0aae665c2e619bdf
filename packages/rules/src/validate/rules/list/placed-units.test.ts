import { describe, expect, it } from 'vitest';

import { makeList, makeRegiment, makeUnit } from '../../../../test/builders.js';
import { loadRealGameData } from '../../../../test/real-game-data.js';
import type { DerivedFromList, Rule } from '../../rule.js';
import { validateList } from '../../validate-list.js';
import { generalCountRule, generalNotLeaderRule } from './generals.js';
import { viewList } from '../units/list-view.js';
import { resolvePlacedUnits, type PlacedUnit } from './placed-units.js';

describe('resolvePlacedUnits', () => {
  it('lists leaders, regiment units and auxiliaries in order, with their regiment and data', () => {
    let seen: readonly PlacedUnit[] = [];
    const spy: Rule = { id: 'test/spy', needsArmy: true, check: (context) => void (seen = resolvePlacedUnits(context)) };
    const list = makeList('Sylvaneth', {
      regiments: [makeRegiment('Branchwych', ['Dryads']), makeRegiment('Arch-Revenant')],
      auxiliaryUnits: [makeUnit('tree revenants')],
    });
    validateList(list, loadRealGameData(), [spy]);
    expect(seen.map(({ listUnit, unit, role, regiment }) => [listUnit.name, unit?.name, role, regiment])).toEqual([
      ['Branchwych', 'Branchwych', 'leader', 'Regiment 1'],
      ['Dryads', 'Dryads', 'unit', 'Regiment 1'],
      ['Arch-Revenant', 'Arch-Revenant', 'leader', 'Regiment 2'],
      ['tree revenants', 'Tree-Revenants', 'auxiliary', null],
    ]);
  });

  it('is shared by the rules of one validation and never stale in the next', () => {
    const list = makeList('Sylvaneth', { regiments: [makeRegiment('Branchwych', ['Dryads'])] });
    const rules = [generalNotLeaderRule, generalCountRule];
    expect(validateList(list, loadRealGameData(), rules).issues.map((issue) => issue.code)).toEqual(['GENERAL_MISSING']);
    // A store that edits lists in place must still get fresh results.
    list.regiments[0]!.leader!.general = true;
    expect(validateList(list, loadRealGameData(), rules).issues).toEqual([]);
  });

  it('keeps what the rules derive in the context of one validation, and starts afresh in the next', () => {
    const seen: { derived: DerivedFromList; placed: readonly PlacedUnit[]; view: ReturnType<typeof viewList> }[] = [];
    const spy: Rule = {
      id: 'test/spy',
      needsArmy: true,
      check: (context) => void seen.push({ derived: context.derived, placed: resolvePlacedUnits(context), view: viewList(context) }),
    };
    const list = makeList('Sylvaneth', { regiments: [makeRegiment('Branchwych', ['Dryads'])] });
    validateList(list, loadRealGameData(), [spy, spy]);
    validateList(list, loadRealGameData(), [spy]);
    const [first, second, next] = seen;
    expect(second!.derived).toBe(first!.derived);
    expect(second!.placed).toBe(first!.placed);
    expect(second!.view).toBe(first!.view);
    expect(first!.derived).toEqual({ placed: first!.placed, view: first!.view });
    expect(next!.derived).not.toBe(first!.derived);
    expect(next!.view).not.toBe(first!.view);
  });
});
