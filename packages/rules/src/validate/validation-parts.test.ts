import { describe, expect, it } from 'vitest';

import { makeUnit } from '../../test/builders.js';
import { LEGAL_LISTS } from '../../test/legal-lists.js';
import { loadRealGameData } from '../../test/real-game-data.js';
import type { ArmyList } from '../list/army-list.js';
import { RULES } from './registry.js';
import type { Rule } from './rule.js';
import { validateList } from './validate-list.js';
import { joinValidations, validateListPart, VALIDATION_PARTS } from './validation-parts.js';

const data = loadRealGameData();
const inParts = (list: ArmyList, rules: readonly Rule[] = RULES) =>
  joinValidations(Array.from({ length: VALIDATION_PARTS }, (_, part) => validateListPart(list, data, part, { rules })));

const legal = LEGAL_LISTS.map(({ list }) => list);
const broken = legal.map((list) => ({
  ...list,
  pointsCap: 1000,
  formation: null,
  battleTacticCard2: null,
  auxiliaryUnits: [...list.auxiliaryUnits, makeUnit('Not A Unit')],
}));

describe('validation in parts', () => {
  it('runs every rule once, in their order, over its parts', () => {
    const ran: string[] = [];
    const watched = RULES.map((rule): Rule => ({ ...rule, check: (context, report) => (ran.push(rule.id), rule.check(context, report)) }));
    validateList(broken[0]!, data, watched);
    const whole = ran.splice(0);
    inParts(broken[0]!, watched);
    expect(VALIDATION_PARTS).toBeGreaterThan(1);
    expect(ran).toEqual(whole);
  });

  it("shares what the parts of one check derive from the list: the list's view is built once, not once per part", () => {
    const seen: object[] = [];
    const watched = RULES.map((rule): Rule => ({ ...rule, check: (context, report) => (seen.push(context.derived), rule.check(context, report)) }));
    const derived = {};
    for (let part = 0; part < VALIDATION_PARTS; part++) validateListPart(legal[0]!, data, part, { rules: watched, derived });
    expect(new Set(seen)).toEqual(new Set([derived]));
    expect(derived).toHaveProperty('view');
  });

  it('joined, answers as validateList does, for legal and broken lists of real armies', () => {
    for (const list of [...legal, ...broken]) expect(inParts(list), list.faction).toEqual(validateList(list, data));
  });

  it('a rule that throws is reported by its part, and the joined list is not fully checked', () => {
    const throwing: Rule = {
      id: 'test/throws',
      needsArmy: false,
      check: () => {
        throw new Error('boom');
      },
    };
    const rules = [...RULES.slice(0, -1), throwing];
    const joined = inParts(legal[0]!, rules);
    expect(joined.failedRules.map((failed) => failed.rule)).toEqual(['test/throws']);
    expect(joined).toEqual(validateList(legal[0]!, data, rules));
  });
});
