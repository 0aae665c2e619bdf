import { describe, expect, it } from 'vitest';

import { makeList, makeRegiment, makeUnit } from '../../test/builders.js';
import { loadRealGameData } from '../../test/real-game-data.js';
import type { Rule } from '../validate/rule.js';
import { moveUnit } from './move-unit.js';
import { deepFreeze } from '../../test/test-kit.js';

/** A stand-in rule with a fixed meaning, so the refusal test does not move with the real rule set. */
const atMostTwoPerRegiment: Rule = {
  id: 'test/at-most-two',
  needsArmy: false,
  check({ list }, report) {
    list.regiments.forEach((regiment, index) => {
      if (regiment.units.length > 2) report('REGIMENT_TOO_BIG', { max: 2, regiment: index + 1, count: regiment.units.length });
    });
  },
};

function sample() {
  return deepFreeze(
    makeList('Stormcast Eternals', {
      regiments: [makeRegiment(makeUnit('Knight-Arcanum', { general: true }), ['Liberators', 'Vindictors']), makeRegiment('Knight-Azyros', ['Prosecutors'])],
      auxiliaryUnits: [makeUnit('Reclusians')],
    }),
  );
}

describe('moveUnit', () => {
  const data = loadRealGameData();

  it('moves between regiments and to and from the auxiliaries', () => {
    const toRegiment = moveUnit(sample(), { kind: 'regiment', regiment: 0, unit: 0 }, { kind: 'regiment', regiment: 1 }, data, [atMostTwoPerRegiment]);
    expect(toRegiment.ok && toRegiment.value.regiments.map((r) => r.units.map((u) => u.name))).toEqual([['Vindictors'], ['Prosecutors', 'Liberators']]);
    const toAux = moveUnit(sample(), { kind: 'regiment', regiment: 1, unit: 0 }, { kind: 'auxiliary', position: 0 }, data, [atMostTwoPerRegiment]);
    expect(toAux.ok && toAux.value.auxiliaryUnits.map((u) => u.name)).toEqual(['Prosecutors', 'Reclusians']);
    const fromAux = moveUnit(sample(), { kind: 'auxiliary', unit: 0 }, { kind: 'regiment', regiment: 1, position: 0 }, data, [atMostTwoPerRegiment]);
    expect(fromAux.ok && fromAux.value.regiments[1]!.units.map((u) => u.name)).toEqual(['Reclusians', 'Prosecutors']);
  });

  it('reorders within a regiment, counting the position before the move', () => {
    const result = moveUnit(sample(), { kind: 'regiment', regiment: 0, unit: 0 }, { kind: 'regiment', regiment: 0, position: 2 }, data, []);
    expect(result.ok && result.value.regiments[0]!.units.map((u) => u.name)).toEqual(['Vindictors', 'Liberators']);
  });

  it('refuses a move that adds validation errors, reporting both counts', () => {
    const result = moveUnit(sample(), { kind: 'auxiliary', unit: 0 }, { kind: 'regiment', regiment: 0 }, data, [atMostTwoPerRegiment]);
    expect(result).toEqual({
      ok: false,
      errors: [{ code: 'MOVE_ADDS_ERRORS', message: 'Moving Reclusians there would add a validation error.', before: 0, after: 1 }],
    });
  });

  it('allows a move that keeps or lowers an existing error count', () => {
    const crowded = makeList('Stormcast Eternals', {
      regiments: [makeRegiment('Knight-Arcanum', ['Liberators', 'Vindictors', 'Prosecutors']), makeRegiment('Knight-Azyros')],
    });
    const result = moveUnit(crowded, { kind: 'regiment', regiment: 0, unit: 2 }, { kind: 'regiment', regiment: 1 }, data, [atMostTwoPerRegiment]);
    expect(result.ok).toBe(true);
  });

  it("uses the real rules by default: a fourth unit in a regiment that is not the general's is refused", () => {
    const list = makeList('Stormcast Eternals', {
      regiments: [
        makeRegiment(makeUnit('Knight-Arcanum', { general: true }), ['Liberators']),
        makeRegiment('Knight-Azyros', ['Prosecutors', 'Reclusians', 'Vindictors']),
      ],
      auxiliaryUnits: [makeUnit('Liberators')],
    });
    const result = moveUnit(list, { kind: 'auxiliary', unit: 0 }, { kind: 'regiment', regiment: 1 }, data);
    expect(result).toMatchObject({ ok: false, errors: [{ code: 'MOVE_ADDS_ERRORS' }] });
    const error = !result.ok ? result.errors[0] : undefined;
    expect(error?.code === 'MOVE_ADDS_ERRORS' && error.after > error.before).toBe(true);
  });

  it('reports a missing unit or regiment', () => {
    expect(moveUnit(sample(), { kind: 'auxiliary', unit: 4 }, { kind: 'regiment', regiment: 0 }, data, [])).toMatchObject({
      ok: false,
      errors: [{ code: 'UNIT_NOT_FOUND' }],
    });
    expect(moveUnit(sample(), { kind: 'auxiliary', unit: 0 }, { kind: 'regiment', regiment: 7 }, data, [])).toMatchObject({
      ok: false,
      errors: [{ code: 'REGIMENT_NOT_FOUND' }],
    });
  });
});
