// The printed warscroll cards: one card per warscroll the list
// brings to the table, in list order (its units, then its faction terrain and
// the manifestations it can summon, as the battle view has them), each with
// the weapons, the abilities the list's options give it with their timing and
// frequency, and the enhancements its units hold.
import type { ArmyList } from '../list/army-list.js';
import { buildArmyLookup } from '../lookup/build-army-lookup.js';
import type { Ability, Enhancement, GameData, Phase, Unit } from '../model/index.js';
import { abilityFrequency, type AbilityFrequency } from '../phase/ability-frequency.js';
import { resolveBattleUnits, type BattleUnitRole } from '../phase/battle-units.js';
import { classifyAbility } from '../phase/classify-ability.js';
import { battleUnitAbilities, heldEnhancements } from '../phase/unit-abilities.js';
import { warscrollWeapons, type WarscrollWeapons } from '../warscroll/warscroll-weapons.js';

export type CardAbility = {
  ability: Ability;
  frequency: AbilityFrequency;
  isReaction: boolean;
  /** The battle view's phases for it; none for a damage table, which the battle view leaves out but a card prints. */
  phases: readonly Phase[];
};

export type WarscrollCard = {
  unit: Unit;
  role: BattleUnitRole;
  /** How many of the list's units are this warscroll; 0 for faction terrain and manifestations. */
  count: number;
  weapons: WarscrollWeapons;
  abilities: readonly CardAbility[];
  /** The enhancements the list's units of this warscroll hold, each once, with their abilities as the card prints them. */
  enhancements: readonly CardEnhancement[];
};

export type CardEnhancement = { enhancement: Enhancement; abilities: readonly CardAbility[] };

function cardAbility(ability: Ability): CardAbility {
  const classification = classifyAbility(ability);
  const placed = classification.kind === 'placed';
  return {
    ability,
    frequency: abilityFrequency(ability),
    isReaction: placed && classification.isReaction,
    phases: placed ? classification.phases : [],
  };
}

/** Every card of a list, in list order; none when the data lacks its army. */
export function warscrollCards(list: ArmyList, data: GameData): WarscrollCard[] {
  const lookup = buildArmyLookup(data, list.faction);
  if (!lookup) return [];
  return resolveBattleUnits(list, lookup).map((battleUnit) => {
    const enhancements = [...new Set(battleUnit.entries.flatMap((entry) => heldEnhancements(entry, lookup)))];
    return {
      unit: battleUnit.unit,
      role: battleUnit.role,
      count: battleUnit.entries.length,
      weapons: warscrollWeapons(battleUnit.unit),
      abilities: battleUnitAbilities(battleUnit).map(cardAbility),
      enhancements: enhancements.map((enhancement) => ({ enhancement, abilities: enhancement.abilities.map(cardAbility) })),
    };
  });
}
