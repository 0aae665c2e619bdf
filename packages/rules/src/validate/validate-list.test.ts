// Whole lists of real armies through every registered rule, and the framework
// around the rules: modes, a throwing rule, an unknown army, errors and warnings.
import { describe, expect, it } from 'vitest';

import { makeList, makeRegiment, makeUnit } from '../../test/builders.js';
import { LEGAL_LISTS, NO_ARTIFACT_WARNING } from '../../test/legal-lists.js';
import { loadRealGameData, realArmy } from '../../test/real-game-data.js';
import type { ArmyList } from '../list/army-list.js';
import { buildArmyLookup } from '../lookup/build-army-lookup.js';
import { listPoints, placedUnits } from '../points/list-points.js';
import { formatMessage, issueText } from '../issue/issue.js';
import { MESSAGES, WARNING_MESSAGES } from '../issue/messages.js';
import { RULES } from './registry.js';
import type { Rule } from './rule.js';
import { validateList, validationStateOf } from './validate-list.js';

const data = () => loadRealGameData();
const validate = (list: ArmyList, rules?: readonly Rule[]) => validateList(list, data(), rules);
const title = (list: ArmyList) => list.faction + (list.regimentOfRenown ? ` with ${list.regimentOfRenown}` : '');
const CASES = LEGAL_LISTS.map((legal) => [title(legal.list), legal] as const);

describe('legal lists of real armies under every rule', () => {
  it.each(CASES)('%s: no error, only the expected warnings', (_, { list, warnings }) => {
    const result = validate(list);
    expect(result.failedRules).toEqual([]);
    expect(result.errors).toEqual([]);
    expect(result.warnings).toEqual(warnings);
    expect(result.state).toBe(warnings.length > 0 ? 'warning' : 'valid');
  });

  it.each(CASES)('%s: built from the army’s real data, at most 2000 points as priced by hand', (_, { list, points }) => {
    const army = realArmy(list.faction);
    const known = new Set(army.units.map((unit) => unit.name));
    expect(
      placedUnits(list)
        .map((unit) => unit.name)
        .filter((name) => !known.has(name)),
    ).toEqual([]);
    if (list.factionTerrain) expect(known.has(list.factionTerrain)).toBe(true);
    if (list.formation) expect(army.battleFormations.map((formation) => formation.name)).toContain(list.formation);
    const renown = data().regimentsOfRenown.find((regiment) => regiment.name === list.regimentOfRenown);
    expect(list.regimentOfRenownUnits.map((unit) => unit.name).sort()).toEqual(
      (renown?.units ?? []).flatMap(({ count, unit }) => Array<string>(count).fill(unit.name)).sort(),
    );

    const total = listPoints(list, buildArmyLookup(data(), list.faction)!).total;
    expect(total).toBe(points);
    expect(total).toBeLessThanOrEqual(list.pointsCap);
    expect(total).toBeGreaterThanOrEqual(1900);
  });

  it.each(CASES)('%s: one general, leading a regiment; two different battle tactic cards of the data', (_, { list }) => {
    const generals = placedUnits(list).filter((unit) => unit.general);
    expect(generals).toHaveLength(1);
    expect(list.regiments.some((regiment) => regiment.leader === generals[0])).toBe(true);
    const cards = data().battleTacticCards.map((card) => card.name);
    expect(cards).toContain(list.battleTacticCard1);
    expect(cards).toContain(list.battleTacticCard2);
    expect(list.battleTacticCard1).not.toBe(list.battleTacticCard2);
  });

  it('cover ten factions, armies of renown, regiments of renown and enhancements', () => {
    const lists = LEGAL_LISTS.map(({ list }) => list);
    expect(lists.length).toBeGreaterThanOrEqual(12);
    expect(new Set(lists.map((list) => list.id)).size).toBe(lists.length);
    const factions = new Set(lists.map((list) => realArmy(list.faction).parentArmy ?? list.faction));
    expect(factions.size).toBeGreaterThanOrEqual(10);
    expect(lists.filter((list) => realArmy(list.faction).isArmyOfRenown).length).toBeGreaterThanOrEqual(1);
    expect(lists.filter((list) => list.regimentOfRenown).length).toBeGreaterThanOrEqual(1);
    expect(lists.filter((list) => placedUnits(list).some((unit) => unit.heroicTrait)).length).toBeGreaterThanOrEqual(12);
    expect(lists.filter((list) => placedUnits(list).some((unit) => Object.keys(unit.enhancementChoices).length > 0)).length).toBeGreaterThanOrEqual(10);
  });

  it('stay legal in legends mode, and in holy havoc without battle tactic cards', () => {
    for (const { list, warnings } of LEGAL_LISTS) {
      expect(validate({ ...list, validator: 'legends' })).toMatchObject({ errors: [], warnings });
      const holyHavoc = { ...list, validator: 'holy havoc' as const, battleTacticCard1: null, battleTacticCard2: null };
      expect(validate(holyHavoc)).toMatchObject({ errors: [], warnings });
    }
  });

  it('warn about the artefact left out on purpose, and no longer once one is taken', () => {
    const nurgle = LEGAL_LISTS.find(({ list }) => list.faction === 'Maggotkin of Nurgle')!.list;
    expect(validate(nurgle).warnings).toEqual([NO_ARTIFACT_WARNING]);
    const [first, ...rest] = nurgle.regiments;
    const withArtefact = { ...first!, leader: { ...first!.leader!, artifact: 'The Witherstave' } };
    expect(validate({ ...nurgle, regiments: [withArtefact, ...rest] })).toMatchObject({ errors: [], warnings: [], state: 'valid' });
  });
});

/** A Stormcast list broken in several ways at once: no formation, general or cards, an unknown unit, over a small cap. */
function brokenList(overrides: Partial<ArmyList> = {}): ArmyList {
  return makeList('Stormcast Eternals', {
    pointsCap: 250,
    regiments: [makeRegiment('Knight-Arcanum', ['Liberators', 'Nobody']), makeRegiment('Lord-Celestant on Stardrake')],
    ...overrides,
  });
}

describe('validator modes', () => {
  it("'disabled' runs no rule at all", () => {
    expect(validate(brokenList()).errors.length).toBeGreaterThan(0);
    const throwing: Rule = {
      id: 'test/throws',
      needsArmy: false,
      check: () => {
        throw new Error('never run');
      },
    };
    expect(validate(brokenList({ validator: 'disabled' }), [...RULES, throwing])).toEqual({
      issues: [],
      errors: [],
      warnings: [],
      state: 'valid',
      failedRules: [],
    });
    expect(validate(makeList('Nowhere', { validator: 'disabled' })).issues).toEqual([]);
  });

  it('a rule limited to some modes runs only there', () => {
    const highlander = LEGAL_LISTS.find(({ list }) => list.faction === 'Daughters of Khaine')!.list;
    expect(validate(highlander).errors).toEqual([]);
    expect(validate({ ...highlander, validator: 'highlander' }).errors).toEqual(['Highlander: no duplicate units (Witch Aelves).']);
  });
});

describe('a rule that throws', () => {
  const boom = new Error('boom');
  const throwing: Rule = {
    id: 'test/throws',
    needsArmy: true,
    check: () => {
      throw boom;
    },
  };

  it('is reported in failedRules while every other rule still runs', () => {
    const list = brokenList();
    const middle = Math.floor(RULES.length / 2);
    const rules = [...RULES.slice(0, middle), throwing, ...RULES.slice(middle)];
    const withThrow = validate(list, rules);
    expect(withThrow.failedRules).toEqual([{ rule: 'test/throws', error: boom }]);
    expect(withThrow.issues).toEqual(validate(list).issues);
    expect(withThrow.state).toBe('error');
  });

  it('leaves a legal list not fully checked, never valid: a failed rule is not an issue', () => {
    const { list } = LEGAL_LISTS[0]!;
    const result = validate(list, [throwing, ...RULES]);
    expect(result).toMatchObject({ issues: [], state: 'incomplete', failedRules: [{ rule: 'test/throws', error: boom }] });
  });

  it('outranks warnings, and is outranked by an error another rule found', () => {
    const warned = LEGAL_LISTS.find(({ warnings }) => warnings.length > 0)!.list;
    expect(validate(warned).state).toBe('warning');
    expect(validate(warned, [throwing, ...RULES])).toMatchObject({ state: 'incomplete', warnings: validate(warned).warnings });
    expect(validate(brokenList(), [throwing, ...RULES]).state).toBe('error');
  });
});

describe('an army the data does not know', () => {
  it("gives 'Army not found in game data' and skips the rules that need the army", () => {
    const list = makeList('Nowhere', { regiments: [makeRegiment(makeUnit('Somebody', { general: true }))] });
    const result = validate(list);
    expect(result.errors).toEqual(['Army not found in game data: Nowhere.']);
    expect(result.issues.map(({ code, rule, severity }) => ({ code, rule, severity }))).toEqual([
      { code: 'ARMY_NOT_FOUND', rule: 'army/not-found', severity: 'error' },
    ]);
    expect(result).toMatchObject({ warnings: [], state: 'error', failedRules: [] });
  });

  it('still runs the rules that need no army data (regiment count)', () => {
    const list = makeList('Nowhere', { regiments: Array.from({ length: 6 }, () => makeRegiment('Somebody')) });
    expect(validate(list).errors).toEqual(['Army not found in game data: Nowhere.', 'No more than 5 regiments.']);
  });
});

describe('a huge list', () => {
  it('runs every rule on 150,000 units without any rule failing', () => {
    const list = makeList('Stormcast Eternals', {
      regiments: [
        makeRegiment(
          makeUnit('Knight-Arcanum', { general: true }),
          Array.from({ length: 150_000 }, () => makeUnit('Liberators')),
        ),
      ],
    });
    const result = validate(list);
    expect(result.failedRules).toEqual([]);
    expect(result.state).toBe('error');
  });
});

describe('the result', () => {
  // Errors (no formation, unknown unit, no general, no cards, over the cap) and warnings (enhancements and lores left out).
  const result = () => validate(brokenList());

  it('lists error messages as errors and warning messages, with their prefix, as warnings', () => {
    const { issues, errors, warnings, state } = result();
    expect(errors).toEqual(issues.filter((issue) => issue.severity === 'error').map(issueText));
    expect(warnings).toEqual(issues.filter((issue) => issue.severity === 'warning').map(issueText));
    expect(errors).toEqual([
      'Formation must be selected.',
      'Invalid unit for Stormcast Eternals: Nobody.',
      '1 general must be selected.',
      'Must select two battle tactic cards.',
      'List exceeds 250 points (700 points).',
    ]);
    expect(warnings).toEqual([
      'Warning: No artifact selected although a unit could take one.',
      'Warning: No heroic trait selected although a unit could take one.',
      'Warning: No enhancement from Scars of War selected although a unit could take one.',
      'Warning: A free spell lore is available for your wizards but none is selected.',
      'Warning: No manifestation lore selected although the list has a wizard.',
    ]);
    expect(state).toBe('error');
  });

  it('names each issue’s registered rule, and no message keeps an Error: prefix', () => {
    const ids = new Set(RULES.map((rule) => rule.id));
    for (const issue of result().issues) {
      expect(ids.has(issue.rule)).toBe(true);
      expect(issueText(issue).startsWith('Error:')).toBe(false);
      expect(issueText(issue).startsWith('Warning:')).toBe(issue.severity === 'warning');
    }
  });

  it('tells a warning by its severity field, never by its words', () => {
    const { issues } = result();
    const artifact = issues.find((issue) => issue.code === 'NO_ARTIFACT')!;
    // The table's sentence has no label; the player's text gets 'Warning: ' from the severity.
    expect(artifact.severity).toBe('warning');
    expect(formatMessage(artifact.code, artifact.params)).toBe('No artifact selected although a unit could take one.');
    expect(issueText(artifact)).toBe(`Warning: ${WARNING_MESSAGES.NO_ARTIFACT}`);
    expect(issueText({ ...artifact, severity: 'error' })).toBe(WARNING_MESSAGES.NO_ARTIFACT);
    expect(validationStateOf(issues.filter((issue) => issue.severity === 'warning'))).toBe('warning');
  });

  it('carries a code, its rule, severity and params, and no sentence: the text is written from them where it is shown', () => {
    for (const issue of result().issues) expect(Object.keys(issue).sort()).toEqual(['code', 'params', 'rule', 'severity']);
  });

  it('keeps no severity label in the message table', () => {
    for (const text of Object.values(MESSAGES)) expect(text).not.toMatch(/^(Warning|Error):/);
  });

  it('is pure: validating twice gives equal results and leaves the list untouched', () => {
    const list = brokenList();
    const copy = structuredClone(list);
    expect(validate(list)).toEqual(validate(list));
    expect(list).toEqual(copy);
  });
});
