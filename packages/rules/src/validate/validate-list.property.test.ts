// Properties of validation and points over lists generated from the real game
// data: the legal lists, perturbed (units added, removed, moved, flags flipped,
// selections changed) or refilled with random units of the same army.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { LEGAL_LISTS } from '../../test/legal-lists.js';
import { loadRealGameData } from '../../test/real-game-data.js';
import { VALIDATOR_MODES } from '../list/validator-mode.js';
import type { ArmyList, ListUnit, Regiment } from '../list/army-list.js';
import { buildArmyLookup } from '../lookup/build-army-lookup.js';
import type { Army, GameData, Unit } from '../model/index.js';
import { listPoints } from '../points/list-points.js';
import { validateList } from './validate-list.js';

const NUM_RUNS = 300;
const UNKNOWN = 'Nobody Knows';

type ListUnitArbitrary = fc.Arbitrary<ListUnit>;

function names<T extends { name: string }>(items: readonly T[]): string[] {
  return items.map((item) => item.name);
}

/** A name of the pool most of the time, sometimes one the data does not know. */
function nameFrom(pool: readonly string[]): fc.Arbitrary<string> {
  if (pool.length === 0) return fc.constant(UNKNOWN);
  return fc.oneof({ weight: 12, arbitrary: fc.constantFrom(...pool) }, { weight: 1, arbitrary: fc.constant(UNKNOWN) });
}

/** Usually the value, null one time in four. */
const sometimes = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { freq: 4, nil: null });
/** Usually null, the value one time in `odds`. */
const rarely = <T>(arbitrary: fc.Arbitrary<T>, odds = 8) => fc.oneof({ weight: odds - 1, arbitrary: fc.constant(null) }, { weight: 1, arbitrary });
/** A selection from the pool (usually), left empty, or a name the data does not know. */
const selectionFrom = (pool: readonly string[]) => (pool.length > 0 ? sometimes(nameFrom(pool)) : rarely(fc.constant(UNKNOWN)));
const flag = (odds: number) => rarely(fc.constant(true), odds).map((value) => value === true);

/** A list unit of the army: its weapons, upgrades and enhancements drawn from the data, flags at random. */
function listUnitOf(army: Army, pool: readonly Unit[]): ListUnitArbitrary {
  const tables = army.enhancementTables;
  const enhancementsOf = (kind: string) =>
    tables.filter((table) => table.kind === kind).flatMap((table) => table.sets.flatMap((set) => names(set.enhancements)));
  const others = tables
    .filter((table) => table.kind === 'other')
    .flatMap((table) => table.sets.flatMap((set) => set.enhancements.map((enhancement) => [table.name, enhancement.name] as const)));
  const choice = others.length > 0 ? fc.constantFrom(...others) : fc.constant(['Unknown Table', UNKNOWN] as const);
  return fc.constantFrom(...pool).chain((unit) => {
    const weaponPools = unit.models.map((model) => ({
      model: model.name,
      options: [...names(model.weapons.advanced), ...model.optionSets.flatMap((set) => names(set.options))],
    }));
    const weapons = fc
      .array(
        fc
          .constantFrom(...weaponPools, { model: UNKNOWN, options: [] })
          .chain(({ model, options }) =>
            fc.tuple(fc.constant(model), fc.array(fc.record({ name: nameFrom(options), count: fc.nat({ max: 6 }) }), { maxLength: 3 })),
          ),
        { maxLength: weaponPools.length > 0 ? 2 : 0 },
      )
      .map((entries) => Object.fromEntries(entries));
    const upgradePool = unit.optionSets.flatMap((set) => names(set.options));
    return fc.record({
      name: fc.oneof({ weight: 20, arbitrary: fc.constant(unit.name) }, { weight: 1, arbitrary: fc.constant(UNKNOWN) }),
      general: flag(10),
      reinforced: flag(4),
      artifact: rarely(nameFrom(enhancementsOf('artefacts'))),
      heroicTrait: rarely(nameFrom(enhancementsOf('heroicTraits'))),
      enhancementChoices: rarely(choice).map((picked) => (picked ? { [picked[0]]: picked[1] } : {})),
      weapons: fc.oneof({ weight: 3, arbitrary: fc.constant({}) }, { weight: 1, arbitrary: weapons }),
      upgrades: upgradePool.length > 0 ? fc.subarray(upgradePool, { maxLength: 2 }) : fc.constant([]),
    });
  });
}

type ArmyArbitraries = {
  unit: ListUnitArbitrary;
  /** Any unit of the army, terrain and manifestations too: what a broken import might hold. */
  anyUnit: ListUnitArbitrary;
  leader: ListUnitArbitrary;
  selections: fc.Arbitrary<Partial<ArmyList>>;
  renown: fc.Arbitrary<Renown>;
};

type Renown = Pick<ArmyList, 'regimentOfRenown' | 'regimentOfRenownUnits'>;

function armyArbitraries(data: GameData, army: Army): ArmyArbitraries {
  const listable = army.units.filter((unit) => unit.type !== 'Terrain' && unit.type !== 'Manifestation');
  const heroes = listable.filter((unit) => unit.keywords.includes('HERO'));
  const terrain = army.units.filter((unit) => unit.type === 'Terrain');
  const { spell, prayer, manifestation } = army.lores;
  const anyLore = [...spell, ...prayer, ...manifestation, ...data.universalManifestations];
  const renowns = data.regimentsOfRenown.filter((regiment) => army.regimentsOfRenown.includes(regiment.name));
  const anyUnit = listUnitOf(army, army.units);
  const renownUnits = (name: string) => {
    const regiment = data.regimentsOfRenown.find((candidate) => candidate.name === name);
    const exact = (regiment?.units ?? []).flatMap(({ count, unit }) => Array.from({ length: count }, () => ({ ...blankUnit(), name: unit.name })));
    // Mostly the regiment as it stands; sometimes short of units, or with an extra unit of the army.
    return fc.oneof(
      { weight: 4, arbitrary: fc.constant(exact) },
      { weight: 1, arbitrary: fc.shuffledSubarray(exact) },
      { weight: 1, arbitrary: fc.tuple(fc.constant(exact), anyUnit).map(([units, extra]) => [...units, extra]) },
    );
  };
  return {
    unit: listUnitOf(army, listable),
    anyUnit,
    leader: listUnitOf(army, heroes.length > 0 ? heroes : listable),
    selections: fc
      .record({
        formation: selectionFrom(names(army.battleFormations)),
        spellLore: selectionFrom(names(spell)),
        prayerLore: selectionFrom(names(prayer)),
        manifestationLore: selectionFrom(names([...manifestation, ...data.universalManifestations])),
        // Now and then a unit that is not terrain: it is priced all the same, and reported.
        factionTerrain: fc.oneof({ weight: 7, arbitrary: selectionFrom(names(terrain)) }, { weight: 1, arbitrary: fc.constantFrom(...names(listable)) }),
        battleTacticCard1: selectionFrom(names(data.battleTacticCards)),
        battleTacticCard2: selectionFrom(names(data.battleTacticCards)),
        validator: fc.constantFrom(...VALIDATOR_MODES),
        pointsCap: fc.integer({ min: 1, max: 20 }).map((steps) => steps * 250),
      })
      .chain((picked) =>
        // A lore in the wrong slot now and then.
        rarely(fc.constantFrom(...names(anyLore))).map((wrong) => (wrong ? { ...picked, spellLore: wrong } : picked)),
      ),
    renown: fc.oneof(
      { weight: 3, arbitrary: fc.constant<Renown>({ regimentOfRenown: null, regimentOfRenownUnits: [] }) },
      {
        weight: 2,
        arbitrary: nameFrom(names(renowns)).chain((name) => renownUnits(name).map((units) => ({ regimentOfRenown: name, regimentOfRenownUnits: units }))),
      },
    ),
  };
}

function blankUnit(): ListUnit {
  return { name: '', general: false, reinforced: false, artifact: null, heroicTrait: null, enhancementChoices: {}, weapons: {}, upgrades: [] };
}

type Edit =
  | { kind: 'add'; regiment: number; unit: ListUnit }
  | { kind: 'remove'; at: number }
  | { kind: 'to-auxiliary'; at: number }
  | { kind: 'flip'; at: number; flag: 'general' | 'reinforced' }
  | { kind: 'regiment'; regiment: Regiment }
  | { kind: 'drop-leader'; regiment: number }
  | { kind: 'selections'; selections: Partial<ArmyList> }
  | { kind: 'renown'; renown: Renown };

/** Where the at-th placed unit sits (counting leaders, regiment units, then auxiliaries), wrapping around. */
function locate(list: ArmyList, at: number): { units: ListUnit[]; index: number } | undefined {
  const homes = [...list.regiments.map((regiment) => regiment.units), list.auxiliaryUnits];
  const total = homes.reduce((sum, units) => sum + units.length, 0);
  if (total === 0) return undefined;
  let rest = at % total;
  for (const units of homes) {
    if (rest < units.length) return { units, index: rest };
    rest -= units.length;
  }
  return undefined;
}

function applyEdit(list: ArmyList, edit: Edit): void {
  switch (edit.kind) {
    case 'add': {
      const regiment = list.regiments[edit.regiment % Math.max(1, list.regiments.length)];
      (regiment?.units ?? list.auxiliaryUnits).push(edit.unit);
      return;
    }
    case 'remove':
    case 'to-auxiliary': {
      const found = locate(list, edit.at);
      if (!found) return;
      const [unit] = found.units.splice(found.index, 1);
      if (edit.kind === 'to-auxiliary') list.auxiliaryUnits.push(unit!);
      return;
    }
    case 'flip': {
      const leaders = list.regiments.flatMap((regiment) => (regiment.leader ? [regiment.leader] : []));
      const found = locate(list, edit.at);
      const unit = edit.at % 2 === 0 && leaders.length > 0 ? leaders[edit.at % leaders.length] : found?.units[found.index];
      if (unit) unit[edit.flag] = !unit[edit.flag];
      return;
    }
    case 'regiment':
      list.regiments.push(edit.regiment);
      return;
    case 'drop-leader': {
      const regiment = list.regiments[edit.regiment % Math.max(1, list.regiments.length)];
      if (regiment) regiment.leader = null;
      return;
    }
    case 'selections':
      Object.assign(list, edit.selections);
      return;
    case 'renown':
      Object.assign(list, edit.renown);
      return;
  }
}

function regimentOf(arbitraries: ArmyArbitraries): fc.Arbitrary<Regiment> {
  return fc.record({ leader: arbitraries.leader, units: fc.array(arbitraries.unit, { maxLength: 5 }) });
}

function editOf(arbitraries: ArmyArbitraries): fc.Arbitrary<Edit> {
  const at = fc.nat({ max: 40 });
  return fc.oneof(
    fc.record({
      kind: fc.constant('add' as const),
      regiment: at,
      unit: fc.oneof({ weight: 5, arbitrary: arbitraries.unit }, { weight: 1, arbitrary: arbitraries.anyUnit }),
    }),
    fc.record({ kind: fc.constant('remove' as const), at }),
    fc.record({ kind: fc.constant('to-auxiliary' as const), at }),
    fc.record({ kind: fc.constant('flip' as const), at, flag: fc.constantFrom('general' as const, 'reinforced' as const) }),
    fc.record({ kind: fc.constant('regiment' as const), regiment: regimentOf(arbitraries) }),
    fc.record({ kind: fc.constant('drop-leader' as const), regiment: at }),
    fc.record({ kind: fc.constant('selections' as const), selections: arbitraries.selections }),
    fc.record({ kind: fc.constant('renown' as const), renown: arbitraries.renown }),
  );
}

/** A legal list perturbed by a few edits, or refilled with random units of its army. */
function generatedList(data: GameData): fc.Arbitrary<ArmyList> {
  return fc.constantFrom(...LEGAL_LISTS).chain(({ list }) => {
    const arbitraries = armyArbitraries(data, data.armies[list.faction]!);
    const perturbed = fc.array(editOf(arbitraries), { minLength: 1, maxLength: 6 }).map((edits) => {
      // Edits move and flip units in place: work on copies, never on values fast-check keeps.
      const copy = structuredClone(list);
      for (const edit of structuredClone(edits)) applyEdit(copy, edit);
      return copy;
    });
    const random = fc
      .record({
        regiments: fc.array(regimentOf(arbitraries), { maxLength: 6 }),
        auxiliaryUnits: fc.array(arbitraries.unit, { maxLength: 4 }),
        selections: arbitraries.selections,
        renown: arbitraries.renown,
      })
      .map(({ regiments, auxiliaryUnits, selections, renown }): ArmyList => ({ ...list, regiments, auxiliaryUnits, ...selections, ...renown }));
    return fc.oneof({ weight: 3, arbitrary: perturbed }, { weight: 2, arbitrary: random });
  });
}

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

const sortedMessages = (list: ArmyList, data: GameData) =>
  validateList(list, data)
    .issues.map((issue) => issue.message)
    .sort();

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
        for (const issue of result.issues) expect(issue.message).not.toMatch(/\{\w+\}|\bundefined\b|\bNaN\b|^(Warning: )?$/);
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
