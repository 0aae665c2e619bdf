// Properties of validation and points over lists generated from the real game
// data: the legal lists, perturbed (units added, removed, moved, flags flipped,
// selections changed) or refilled with random units of the same army.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { generatedList } from '../../test/generated-list-arbitrary.js';
import { loadRealGameData } from '../../test/real-game-data.js';
import type { ArmyList, ListUnit } from '../list/army-list.js';
import { buildArmyLookup } from '../lookup/build-army-lookup.js';
import type { GameData } from '../model/index.js';
import { listPoints } from '../points/list-points.js';
import { issueText } from '../issue/issue.js';
import { validateList } from './validate-list.js';

const NUM_RUNS = 300;

/** The same list with the units of each regiment, the auxiliary units and the regiment of renown's units in another order. */
function reordered(list: ArmyList): fc.Arbitrary<ArmyList> {
  const shuffled = <T>(items: T[]) => fc.shuffledSubarray(items, { minLength: items.length });
  return fc
    .tuple(fc.tuple(...list.regiments.map((regiment) => shuffled(regiment.units))), shuffled(list.auxiliaryUnits), shuffled(list.regimentOfRenownUnits))
    .map(([units, auxiliaryUnits, regimentOfRenownUnits]) => ({
      ...list,
      regiments: list.regiments.map((regiment, index) => ({ ...regiment, units: units[index]! })),
      auxiliaryUnits,
      regimentOfRenownUnits,
    }));
}

const sortedMessages = (list: ArmyList, data: GameData) => validateList(list, data).issues.map(issueText).sort();

/** Points of a list worked out from the army's arrays directly, without the lookup or listPoints. */
function pricedByHand(list: ArmyList, data: GameData) {
  const army = data.armies[list.faction]!;
  const find = <T extends { name: string; points: number }>(items: readonly T[], name: string | null) =>
    name === null ? 0 : (items.find((item) => item.name === name)?.points ?? 0);
  const enhancements = army.enhancementTables.flatMap((table) => table.sets.flatMap((set) => set.enhancements));
  const enhancementsOf = (unit: ListUnit) =>
    [unit.heroicTrait, unit.artifact, ...Object.values(unit.enhancementChoices)].reduce((sum, name) => sum + find(enhancements, name), 0);
  const placed = [...list.regiments.flatMap((regiment) => [...(regiment.leader ? [regiment.leader] : []), ...regiment.units]), ...list.auxiliaryUnits];
  return {
    units: placed.reduce((sum, unit) => sum + find(army.units, unit.name) * (unit.reinforced ? 2 : 1), 0),
    enhancements: [...placed, ...list.regimentOfRenownUnits].reduce((sum, unit) => sum + enhancementsOf(unit), 0),
    formation: find(army.battleFormations, list.formation),
    lores:
      find(army.lores.spell, list.spellLore) +
      find(army.lores.prayer, list.prayerLore) +
      find([...army.lores.manifestation, ...data.universalManifestations], list.manifestationLore),
    factionTerrain: find(army.units, list.factionTerrain),
    regimentOfRenown: find(data.regimentsOfRenown, list.regimentOfRenown),
  };
}

describe('validateList on lists generated from the real data', () => {
  it('finds the same issues whatever the order of units within regiments, auxiliaries and the regiment of renown', () => {
    const data = loadRealGameData();
    const pairs = generatedList(data).chain((list) => fc.tuple(fc.constant(list), reordered(list)));
    fc.assert(
      fc.property(pairs, ([list, other]) => {
        expect(sortedMessages(other, data)).toEqual(sortedMessages(list, data));
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it('never throws, no rule fails, and every message is a finished sentence', () => {
    const data = loadRealGameData();
    fc.assert(
      fc.property(generatedList(data), (list) => {
        const result = validateList(list, data);
        expect(result.failedRules).toEqual([]);
        // A placeholder a rule left unfilled stays as {name}; a missing value prints as undefined or NaN.
        for (const issue of result.issues) expect(issueText(issue)).not.toMatch(/\{\w+\}|\bundefined\b|\bNaN\b|^(Warning: )?$/);
      }),
      { numRuns: NUM_RUNS },
    );
  });
});

describe('listPoints on lists generated from the real data', () => {
  it('adds up: the total is the sum of its parts, and each part is what the army data prices', () => {
    const data = loadRealGameData();
    fc.assert(
      fc.property(generatedList(data), (list) => {
        const { total, ...parts } = listPoints(list, buildArmyLookup(data, list.faction)!);
        expect(total).toBe(Object.values(parts).reduce((sum, part) => sum + part, 0));
        expect(parts).toEqual(pricedByHand(list, data));
      }),
      { numRuns: NUM_RUNS },
    );
  });
});
