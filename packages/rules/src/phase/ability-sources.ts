import type { ArmyList } from '../list/army-list.js';
import type { ArmyLookup } from '../lookup/build-army-lookup.js';
import type { Ability, Lore } from '../model/index.js';
import { nameKey } from '../shared/name-key.js';
import type { AbilitySectionSource, AbilitySource } from './battle-view-model.js';
import { listUnitEntries, type BattleUnit } from './battle-units.js';
import { battleUnitAbilities, heldEnhancements } from './unit-abilities.js';

export type SourcedAbility = { ability: Ability; source: AbilitySource; usedBy: readonly string[] };

/** An ability section before it is split by phase: every ability of one source. */
export type SourceSection = {
  id: string;
  source: AbilitySectionSource;
  title: string;
  abilities: readonly SourcedAbility[];
};

export function fromSource(abilities: readonly Ability[], source: AbilitySource): SourcedAbility[] {
  return abilities.map((ability) => ({ ability, source, usedBy: [] }));
}

/** Section ids name the thing, not its place in the list, so a stored order survives list edits. */
export const sectionId = {
  unit: (name: string) => `unit:${nameKey(name)}`,
  battleTraits: (name: string) => `battle-traits:${nameKey(name)}`,
  formation: 'formation',
  lore: (name: string) => `lore:${nameKey(name)}`,
  enhancements: 'enhancements',
  regimentOfRenown: 'regiment-of-renown',
  coreAbilities: 'core-abilities',
  commandModelAbilities: 'command-model-abilities',
  commands: 'commands',
} as const;

/** First of each ability id: two heroes of one warscroll holding the same enhancement show it once. */
function uniqueById(abilities: readonly SourcedAbility[]): SourcedAbility[] {
  const seen = new Set<string>();
  return abilities.filter(({ ability }) => (seen.has(ability.id) ? false : (seen.add(ability.id), true)));
}

/** A warscroll's own abilities, then those of the enhancements its units hold: an enhancement shows under its hero. */
function unitAbilities(battleUnit: BattleUnit, lookup: ArmyLookup): SourcedAbility[] {
  const own = fromSource(battleUnitAbilities(battleUnit), { kind: 'unit', name: battleUnit.unit.name });
  const enhanced = battleUnit.entries.flatMap((entry) =>
    heldEnhancements(entry, lookup).flatMap((enhancement) => fromSource(enhancement.abilities, { kind: 'enhancement', name: enhancement.name })),
  );
  return uniqueById([...own, ...enhanced]);
}

/**
 * Enhancements held by units the data does not know: they have no warscroll
 * section to show under, so they keep a section of their own naming the holder.
 */
function strayEnhancementAbilities(list: ArmyList, lookup: ArmyLookup, battleUnits: readonly BattleUnit[]): SourcedAbility[] {
  const placed = new Set(battleUnits.flatMap((battleUnit) => battleUnit.entries));
  return listUnitEntries(list)
    .filter((entry) => !placed.has(entry))
    .flatMap((entry) =>
      heldEnhancements(entry, lookup).flatMap((enhancement) =>
        fromSource(enhancement.abilities, { kind: 'enhancement', name: enhancement.name }).map((sourced) => ({ ...sourced, usedBy: [entry.name] })),
      ),
    );
}

/**
 * The army's ability sections in their default order: each warscroll (with
 * the enhancements its heroes hold), the battle traits, the formation, the
 * `lores` some unit of the list can use (usableLores), the enhancements of
 * units the data lacks, the regiment of renown. Sources without abilities are
 * left out.
 */
export function collectArmySources(list: ArmyList, lookup: ArmyLookup, battleUnits: readonly BattleUnit[], lores: readonly Lore[]): SourceSection[] {
  const sources: SourceSection[] = battleUnits.map((battleUnit) => ({
    id: sectionId.unit(battleUnit.unit.name),
    source: 'unit',
    title: battleUnit.unit.name,
    abilities: unitAbilities(battleUnit, lookup),
  }));
  for (const traits of lookup.army.battleTraits) {
    sources.push({
      id: sectionId.battleTraits(traits.name),
      source: 'battleTraits',
      title: traits.name,
      abilities: fromSource(traits.abilities, { kind: 'battleTrait', name: traits.name }),
    });
  }
  const formation = list.formation ? lookup.formations.get(nameKey(list.formation)) : undefined;
  if (formation) {
    sources.push({
      id: sectionId.formation,
      source: 'formation',
      title: formation.name,
      abilities: fromSource(formation.abilities, { kind: 'formation', name: formation.name }),
    });
  }
  for (const lore of lores) {
    sources.push({ id: sectionId.lore(lore.name), source: 'lore', title: lore.name, abilities: fromSource(lore.abilities, { kind: 'lore', name: lore.name }) });
  }
  sources.push({ id: sectionId.enhancements, source: 'enhancements', title: 'Enhancements', abilities: strayEnhancementAbilities(list, lookup, battleUnits) });
  const renown = list.regimentOfRenown ? lookup.regimentsOfRenown.get(nameKey(list.regimentOfRenown)) : undefined;
  if (renown) {
    sources.push({
      id: sectionId.regimentOfRenown,
      source: 'regimentOfRenown',
      title: renown.name,
      abilities: fromSource(renown.abilities, { kind: 'regimentOfRenown', name: renown.name }),
    });
  }
  return sources.filter((source) => source.abilities.length > 0);
}
