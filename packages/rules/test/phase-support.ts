// Test support for the battle view (pure, no test-runner imports): every
// ability occurrence in a data set, and hand-made abilities for rule tests.
import type { Ability, Army, GameData, Unit } from '../src/model/index.js';

export type AbilityOccurrence = { ability: Ability; where: string };

function unitAbilities(unit: Unit): Ability[] {
  const fromSets = (sets: Unit['optionSets']) => sets.flatMap((set) => set.options.flatMap((option) => option.abilities));
  return [...unit.abilities, ...fromSets(unit.optionSets), ...unit.models.flatMap((model) => fromSets(model.optionSets))];
}

/** Every ability of one army: its warscrolls with their options, battle traits, formations, enhancements and lores. */
export function armyAbilityOccurrences(armyName: string, army: Army): AbilityOccurrence[] {
  const found: AbilityOccurrence[] = [];
  const add = (abilities: readonly Ability[], where: string) => {
    for (const ability of abilities) found.push({ ability, where });
  };
  for (const unit of army.units) add(unitAbilities(unit), `${armyName} / ${unit.name}`);
  for (const traits of army.battleTraits) add(traits.abilities, `${armyName} / ${traits.name}`);
  for (const formation of army.battleFormations) add(formation.abilities, `${armyName} / ${formation.name}`);
  for (const table of army.enhancementTables) {
    for (const set of table.sets) for (const enhancement of set.enhancements) add(enhancement.abilities, `${armyName} / ${enhancement.name}`);
  }
  for (const lore of [...army.lores.spell, ...army.lores.prayer, ...army.lores.manifestation]) add(lore.abilities, `${armyName} / ${lore.name}`);
  return found;
}

/** Every ability of every army, regiment of renown, universal warscroll and lore, and the core rules. */
export function allAbilityOccurrences(data: GameData): AbilityOccurrence[] {
  const found: AbilityOccurrence[] = Object.entries(data.armies).flatMap(([armyName, army]) => armyAbilityOccurrences(armyName, army));
  const add = (abilities: readonly Ability[], where: string) => {
    for (const ability of abilities) found.push({ ability, where });
  };
  for (const regiment of data.regimentsOfRenown) add(regiment.abilities, regiment.name);
  for (const unit of data.universalUnits) add(unitAbilities(unit), unit.name);
  for (const lore of data.universalManifestations) add(lore.abilities, lore.name);
  add(
    data.coreRules.keywordAbilities.map((entry) => entry.ability),
    'keyword abilities',
  );
  add(
    data.coreRules.commandModelAbilities.map((entry) => entry.ability),
    'command-model abilities',
  );
  if (data.coreRules.placeOfPower) add([data.coreRules.placeOfPower], 'place of power');
  return found;
}

/** Each distinct timing string once, with the first ability that has it. */
export function distinctTimings(data: GameData): Map<string, AbilityOccurrence> {
  const timings = new Map<string, AbilityOccurrence>();
  for (const occurrence of allAbilityOccurrences(data)) {
    if (!timings.has(occurrence.ability.timing)) timings.set(occurrence.ability.timing, occurrence);
  }
  return timings;
}

/** The first real ability with this name, searched as allAbilityOccurrences lists them. */
export function findRealAbility(data: GameData, name: string, where?: string): Ability {
  const found = allAbilityOccurrences(data).find(
    (occurrence) => occurrence.ability.name === name && (where === undefined || occurrence.where.startsWith(where)),
  );
  if (!found) throw new Error(`No ability named ${name}${where ? ` in ${where}` : ''} in the data`);
  return found.ability;
}

export function makeAbility(overrides: Partial<Ability> = {}): Ability {
  return {
    id: 'test-ability',
    name: 'Test Ability',
    type: 'Activated',
    timing: 'Your Hero Phase',
    color: 'yellow',
    typeAttribute: 'special',
    cost: null,
    keywords: [],
    effect: '',
    declare: null,
    usedBy: null,
    castingValue: null,
    chantingValue: null,
    unlockCondition: null,
    pointsCost: null,
    phase: null,
    ...overrides,
  };
}
