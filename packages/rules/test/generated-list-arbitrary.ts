// Lists generated from the real game data as validation meets them: the legal
// lists, perturbed (units added, removed, moved, flags flipped, selections
// changed) or refilled with random units of the same army. Shared by the
// property tests of validation, points and the one-tap fixes.
import fc from 'fast-check';

import { VALIDATOR_MODES } from '../src/list/validator-mode.js';
import type { ArmyList, ListUnit, Regiment } from '../src/list/army-list.js';
import type { Army, GameData, Unit } from '../src/model/index.js';
import { LEGAL_LISTS } from './legal-lists.js';

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
export function generatedList(data: GameData): fc.Arbitrary<ArmyList> {
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
