// fast-check arbitraries of army lists built from a real army's data: the
// shapes an export must round-trip (every regiment led, options as the
// builder sets them, a regiment of renown with its members).
import fc from 'fast-check';

import { VALIDATOR_MODES } from '../src/list/validator-mode.js';
import type { ArmyList, ListUnit, Regiment } from '../src/list/army-list.js';
import { buildArmyLookup } from '../src/lookup/build-army-lookup.js';
import type { Army, GameData, Unit } from '../src/model/index.js';
import { chooseRegimentOfRenown } from '../src/operations/choose-regiment-of-renown.js';
import { newListUnit } from '../src/options/new-list-unit.js';
import { AUTO_ENDRIN } from '../src/list/terrain-companions.js';
import { makeList } from './builders.js';

const NAME_PIECES = [
  ...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789',
  ' ',
  ' ',
  "'",
  '!',
  '?',
  '&',
  '#',
  '@',
  '.',
  ',',
  '(',
  ')',
  '-',
  ':',
  '/',
  'é',
  '❤',
  'pts',
  '2000',
];

/** List names as players type them: trimmed, single spaces, possibly empty. */
export const listNameArbitrary = fc.array(fc.constantFrom(...NAME_PIECES), { maxLength: 30 }).map((pieces) => pieces.join('').replace(/\s+/g, ' ').trim());

const option = <T>(values: readonly T[]) => (values.length > 0 ? fc.option(fc.constantFrom(...values), { nil: null }) : fc.constant(null));

/** A unit with reinforcement, option-set choices and weapon counts varied from its defaults. */
function unitArbitrary(unit: Unit): fc.Arbitrary<ListUnit> {
  return fc
    .record({
      reinforced: unit.canBeReinforced ? fc.boolean() : fc.constant(false),
      counts: fc.array(fc.integer({ min: 1, max: 9 }), { minLength: 8, maxLength: 8 }),
      picks: fc.array(fc.nat(), { minLength: 8, maxLength: 8 }),
    })
    .map(({ reinforced, counts, picks }) => {
      const base = newListUnit(unit);
      const upgrades = unit.optionSets.filter((set) => set.options.length > 0).map((set, i) => set.options[picks[i % 8]! % set.options.length]!.name);
      let k = 0;
      const weapons: ListUnit['weapons'] = {};
      for (const [model, choices] of Object.entries(base.weapons)) weapons[model] = choices.map((choice) => ({ name: choice.name, count: counts[k++ % 8]! }));
      return { ...base, reinforced, upgrades, weapons };
    });
}

/** A leader with a heroic trait, an artefact and other-table enhancements, or none. */
function leaderArbitrary(army: Army, unit: Unit): fc.Arbitrary<ListUnit> {
  const names = (kind: string) =>
    army.enhancementTables.filter((table) => table.kind === kind).flatMap((table) => table.sets.flatMap((set) => set.enhancements.map((e) => e.name)));
  const others = army.enhancementTables.filter((table) => table.kind === 'other');
  return fc
    .record({
      unit: unitArbitrary(unit),
      heroicTrait: option(names('heroicTraits')),
      artifact: option(names('artefacts')),
      choices: fc.tuple(...others.map((table) => option(table.sets.flatMap((set) => set.enhancements.map((e) => e.name))))),
    })
    .map(({ unit: listUnit, heroicTrait, artifact, choices }) => {
      const enhancementChoices: Record<string, string> = {};
      others.forEach((table, i) => {
        if (choices[i]) enhancementChoices[table.name] = choices[i]!;
      });
      return { ...listUnit, heroicTrait, artifact, enhancementChoices };
    });
}

function armyArbitrary(data: GameData, army: Army): fc.Arbitrary<ArmyList> {
  const placeable = army.units.filter((unit) => unit.type !== 'Terrain' && unit.type !== 'Manifestation' && unit.name !== AUTO_ENDRIN);
  const heroes = placeable.filter((unit) => unit.type === 'Hero');
  const leaders = heroes.length > 0 ? heroes : placeable;
  const units = placeable.length > 0 ? placeable : leaders;
  const regiment: fc.Arbitrary<Regiment> = fc
    .tuple(
      fc.constantFrom(...leaders).chain((unit) => leaderArbitrary(army, unit)),
      fc.array(fc.constantFrom(...units).chain(unitArbitrary), { maxLength: 3 }),
    )
    .map(([leader, members]) => ({ leader, units: members }));
  const lookup = buildArmyLookup(data, army.name)!;
  const renowns = army.regimentsOfRenown.filter((name) => lookup.regimentsOfRenown.has(name.toLowerCase().replace(/[^a-z0-9]/g, '')));
  return fc
    .record({
      name: listNameArbitrary,
      formation: option(army.battleFormations.map((formation) => formation.name)),
      regiments: fc.array(regiment, { minLength: 1, maxLength: 5 }),
      general: fc.option(fc.nat({ max: 4 }), { nil: null }),
      auxiliaryUnits: fc.array(fc.constantFrom(...units).chain(unitArbitrary), { maxLength: 2 }),
      spellLore: option(army.lores.spell.map((lore) => lore.name)),
      prayerLore: option(army.lores.prayer.map((lore) => lore.name)),
      manifestationLore: option([...army.lores.manifestation, ...data.universalManifestations].map((lore) => lore.name)),
      cards: fc.shuffledSubarray(
        data.battleTacticCards.map((card) => card.name),
        { maxLength: 2 },
      ),
      renown: option(renowns),
      factionTerrain: option(army.units.filter((unit) => unit.type === 'Terrain').map((unit) => unit.name)),
      pointsCap: fc.integer({ min: 1, max: 20 }).map((n) => n * 250),
      validator: fc.constantFrom(...VALIDATOR_MODES),
    })
    .map(({ general, cards, renown, ...fields }) => {
      const regiments = fields.regiments.map((entry, i) => (i === general && entry.leader ? { ...entry, leader: { ...entry.leader, general: true } } : entry));
      const list = makeList(army.name, {
        ...fields,
        regiments,
        battleTacticCard1: cards[0] ?? null,
        battleTacticCard2: cards[1] ?? null,
      });
      if (!renown) return list;
      const chosen = chooseRegimentOfRenown(list, renown, lookup);
      return chosen.ok ? chosen.value : list;
    });
}

/** A list of any army of the data (armies of renown included). */
export function armyListArbitrary(data: GameData): fc.Arbitrary<ArmyList> {
  const armies = Object.values(data.armies).filter((army) => army.units.length > 0);
  return fc.constantFrom(...armies).chain((army) => armyArbitrary(data, army));
}
