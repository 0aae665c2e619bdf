import type { ArmyList } from '../list/army-list.js';
import type { ArmyLookup } from '../lookup/build-army-lookup.js';
import type { Ability, Lore } from '../model/index.js';
import { nameKey } from '../shared/name-key.js';
import type { AbilitySectionSource } from './battle-view-model.js';
import { battleUnitAbilities, listUnitEntries, type BattleUnit } from './battle-units.js';

export type SourcedAbility = { ability: Ability; usedBy: readonly string[] };

/** An ability section before it is split by phase: every ability of one source. */
export type AbilitySource = {
  id: string;
  source: AbilitySectionSource;
  title: string;
  abilities: readonly SourcedAbility[];
};

const unsourced = (abilities: readonly Ability[]): SourcedAbility[] => abilities.map((ability) => ({ ability, usedBy: [] }));

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

/** Abilities with the same id merge, listing everyone who brings them. */
function mergeSourced(abilities: readonly SourcedAbility[]): SourcedAbility[] {
  const byId = new Map<string, { ability: Ability; usedBy: string[] }>();
  for (const { ability, usedBy } of abilities) {
    const existing = byId.get(ability.id);
    if (!existing) byId.set(ability.id, { ability, usedBy: [...usedBy] });
    else for (const name of usedBy) if (!existing.usedBy.includes(name)) existing.usedBy.push(name);
  }
  return [...byId.values()];
}

function enhancementAbilities(list: ArmyList, lookup: ArmyLookup): SourcedAbility[] {
  const found: SourcedAbility[] = [];
  for (const entry of listUnitEntries(list)) {
    const holder = lookup.units.get(nameKey(entry.name))?.name ?? entry.name;
    const chosen = [entry.heroicTrait, entry.artifact, ...Object.values(entry.enhancementChoices)];
    for (const name of chosen) {
      if (!name) continue;
      const enhancement = lookup.enhancements.get(nameKey(name))?.enhancement;
      for (const ability of enhancement?.abilities ?? []) found.push({ ability, usedBy: [holder] });
    }
  }
  return mergeSourced(found);
}

function chosenLores(list: ArmyList, lookup: ArmyLookup): Lore[] {
  const pick = (map: ReadonlyMap<string, Lore>, name: string | null) => (name ? map.get(nameKey(name)) : undefined);
  return [pick(lookup.spellLores, list.spellLore), pick(lookup.prayerLores, list.prayerLore), pick(lookup.manifestationLores, list.manifestationLore)].filter(
    (lore): lore is Lore => lore !== undefined,
  );
}

/**
 * The army's ability sections in their default order: each warscroll, the
 * battle traits, the formation, the lores, the enhancements, the regiment of
 * renown. Sources without abilities are left out.
 */
export function collectArmySources(list: ArmyList, lookup: ArmyLookup, battleUnits: readonly BattleUnit[]): AbilitySource[] {
  const sources: AbilitySource[] = battleUnits.map((battleUnit) => ({
    id: sectionId.unit(battleUnit.unit.name),
    source: 'unit',
    title: battleUnit.unit.name,
    abilities: unsourced(battleUnitAbilities(battleUnit)),
  }));
  for (const traits of lookup.army.battleTraits) {
    sources.push({ id: sectionId.battleTraits(traits.name), source: 'battleTraits', title: traits.name, abilities: unsourced(traits.abilities) });
  }
  const formation = list.formation ? lookup.formations.get(nameKey(list.formation)) : undefined;
  if (formation) {
    sources.push({ id: sectionId.formation, source: 'formation', title: formation.name, abilities: unsourced(formation.abilities) });
  }
  for (const lore of chosenLores(list, lookup)) {
    sources.push({ id: sectionId.lore(lore.name), source: 'lore', title: lore.name, abilities: unsourced(lore.abilities) });
  }
  sources.push({ id: sectionId.enhancements, source: 'enhancements', title: 'Enhancements', abilities: enhancementAbilities(list, lookup) });
  const renown = list.regimentOfRenown ? lookup.regimentsOfRenown.get(nameKey(list.regimentOfRenown)) : undefined;
  if (renown) {
    sources.push({ id: sectionId.regimentOfRenown, source: 'regimentOfRenown', title: renown.name, abilities: unsourced(renown.abilities) });
  }
  return sources.filter((source) => source.abilities.length > 0);
}
