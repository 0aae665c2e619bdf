import type { ArmyList } from '../../../list/army-list.js';
import type { ArmyLookup } from '../../../lookup/build-army-lookup.js';
import { nameKey } from '../../../shared/name-key.js';
import type { IssueCode } from '../../../issue/messages.js';
import type { Rule } from '../../rule.js';

/** A selection the player left empty: null, or only whitespace from an import. */
function isBlank(name: string | null): name is null {
  return name === null || name.trim() === '';
}

/** Armies of renown have no formations; every other army with formations needs one picked. */
export const formationRequiredRule: Rule = {
  id: 'army/formation-required',
  needsArmy: true,
  check({ list, lookup }, report) {
    const { army } = lookup!;
    if (!army.isArmyOfRenown && army.battleFormations.length > 0 && isBlank(list.formation)) {
      report('FORMATION_REQUIRED', { army: army.name });
    }
  },
};

type Selection = { name: string | null; isValid: (key: string) => boolean; code: IssueCode; param: string };

function selections(list: ArmyList, lookup: ArmyLookup): Selection[] {
  return [
    { name: list.formation, isValid: (key) => lookup.formations.has(key), code: 'INVALID_FORMATION', param: 'formation' },
    { name: list.spellLore, isValid: (key) => lookup.spellLores.has(key), code: 'INVALID_SPELL_LORE', param: 'lore' },
    { name: list.prayerLore, isValid: (key) => lookup.prayerLores.has(key), code: 'INVALID_PRAYER_LORE', param: 'lore' },
    // The lookup's manifestation lores hold the army's own and the universal ones.
    {
      name: list.manifestationLore,
      isValid: (key) => lookup.manifestationLores.has(key),
      code: 'INVALID_MANIFESTATION_LORE',
      param: 'lore',
    },
    // Faction terrain is a unit of the army whose type is Terrain; any other unit is not terrain.
    {
      name: list.factionTerrain,
      isValid: (key) => lookup.units.get(key)?.type === 'Terrain',
      code: 'INVALID_FACTION_TERRAIN',
      param: 'terrain',
    },
  ];
}

/** Formation, lores and faction terrain must be ones the army's data offers. */
export const armySelectionsRule: Rule = {
  id: 'army/invalid-selection',
  needsArmy: true,
  check({ list, lookup }, report) {
    for (const { name, isValid, code, param } of selections(list, lookup!)) {
      if (isBlank(name) || isValid(nameKey(name))) continue;
      report(code, { army: lookup!.army.name, [param]: name });
    }
  },
};
