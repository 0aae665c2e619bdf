// What a warscroll in play brings: its abilities with the options the list
// took, and the enhancements its heroes hold.
import type { ListUnit } from '../list/army-list.js';
import type { ArmyLookup } from '../lookup/build-army-lookup.js';
import type { Ability, Enhancement } from '../model/index.js';
import { nameKey } from '../shared/name-key.js';
import type { BattleUnit } from './battle-units.js';

/**
 * The warscroll's abilities plus those of the options the list took (a
 * banner, a mount): an option left untaken does nothing on the table.
 */
export function battleUnitAbilities(battleUnit: BattleUnit): Ability[] {
  const { unit, entries } = battleUnit;
  const taken = (option: { name: string }, choices: readonly string[]) => choices.includes(nameKey(option.name));
  const upgrades = entries.flatMap((entry) => entry.upgrades.map(nameKey));
  const abilities = [...unit.abilities];
  for (const set of unit.optionSets) {
    for (const option of set.options) if (taken(option, upgrades)) abilities.push(...option.abilities);
  }
  for (const model of unit.models) {
    const chosen = entries.flatMap((entry) => (entry.weapons[model.name] ?? []).filter((choice) => choice.count > 0).map((choice) => nameKey(choice.name)));
    for (const set of model.optionSets) {
      for (const option of set.options) if (taken(option, chosen)) abilities.push(...option.abilities);
    }
  }
  return uniqueAbilities(abilities);
}

/** First of each id, so shared abilities of two options show once. */
function uniqueAbilities(abilities: readonly Ability[]): Ability[] {
  const seen = new Set<string>();
  return abilities.filter((ability) => (seen.has(ability.id) ? false : (seen.add(ability.id), true)));
}

/** The enhancements a list unit holds that the data knows: heroic trait, artefact, then the other tables' choices. */
export function heldEnhancements(entry: ListUnit, lookup: ArmyLookup): Enhancement[] {
  const names = [entry.heroicTrait, entry.artifact, ...Object.values(entry.enhancementChoices)];
  return names.flatMap((name) => {
    const found = name ? lookup.enhancements.get(nameKey(name))?.enhancement : undefined;
    return found ? [found] : [];
  });
}
