import type { Unit, Weapon } from '../model/index.js';

export type WarscrollWeapon = {
  weapon: Weapon;
  /** The option that grants it ('Grandhammer', 'Wargear Options: Grinderfists'); null when the models carry it anyway. */
  option: string | null;
};

export type WarscrollWeapons = { ranged: WarscrollWeapon[]; melee: WarscrollWeapon[] };

function profileKey(weapon: Weapon): string {
  return [weapon.name, weapon.kind, weapon.range, weapon.attacks, weapon.hit, weapon.wound, weapon.rend, weapon.damage].join('\u0000');
}

/**
 * Every weapon profile of a warscroll, split into ranged and melee as the
 * warscroll prints them: the models' weapons first, then those an option
 * grants. A profile several models (or options) share shows once, with the
 * first place it comes from.
 */
export function warscrollWeapons(unit: Pick<Unit, 'models' | 'optionSets'>): WarscrollWeapons {
  const seen = new Set<string>();
  const result: WarscrollWeapons = { ranged: [], melee: [] };
  const add = (weapon: Weapon, option: string | null) => {
    const key = profileKey(weapon);
    if (seen.has(key)) return;
    seen.add(key);
    result[weapon.kind].push({ weapon, option });
  };
  for (const model of unit.models) for (const weapon of model.weapons.basic) add(weapon, null);
  for (const model of unit.models) {
    for (const option of model.weapons.advanced) for (const weapon of option.weapons) add(weapon, option.name);
    for (const optionSet of model.optionSets) {
      for (const option of optionSet.options) for (const weapon of option.weapons) add(weapon, option.name);
    }
  }
  for (const optionSet of unit.optionSets) {
    for (const option of optionSet.options) for (const weapon of option.weapons) add(weapon, option.name);
  }
  return result;
}
