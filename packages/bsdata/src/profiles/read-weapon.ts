import type { Weapon } from '@scrolldex/rules/model';

import { staticModifiers } from '../context/modifiers.js';
import type { StaticContext } from '../context/static-context.js';
import { cleanName } from '../text/clean-text.js';
import type { XmlElement } from '../xml/xml-element.js';
import { readCharacteristics } from './characteristics.js';

export function isWeaponProfile(profile: XmlElement): boolean {
  const typeName = profile.attrs.typeName;
  return typeName === 'Melee Weapon' || typeName === 'Ranged Weapon';
}

/** 'Shoot in Combat' and 'Shoot In Combat' are one ability; placeholders lose their ⟝⟞ brackets. */
function normaliseWeaponAbility(ability: string): string {
  const text = cleanName(ability.replace(/[⟝⟞]/g, ''));
  return /^shoot in combat$/i.test(text) ? 'Shoot in Combat' : text;
}

export function readWeaponAbilities(value: string | undefined): string[] {
  const seen = new Set<string>();
  for (const part of (value ?? '').split(',')) {
    const ability = normaliseWeaponAbility(part);
    if (ability !== '' && ability !== '-') seen.add(ability);
  }
  return [...seen];
}

// As for abilities: a profile no modifier changes is read once and handed out as copies.
const unmodifiedWeapons = new WeakMap<XmlElement, Weapon>();

export function readWeapon(profile: XmlElement, context: StaticContext): Weapon {
  if (staticModifiers(profile, context).length > 0) return readWeaponProfile(profile, context);
  let weapon = unmodifiedWeapons.get(profile);
  if (!weapon) unmodifiedWeapons.set(profile, (weapon = readWeaponProfile(profile, context)));
  return { ...weapon, abilities: [...weapon.abilities] };
}

function readWeaponProfile(profile: XmlElement, context: StaticContext): Weapon {
  const values = readCharacteristics(profile, context);
  const ranged = profile.attrs.typeName === 'Ranged Weapon';
  const get = (name: string) => cleanName(values.get(name) ?? '-') || '-';
  return {
    name: cleanName(profile.attrs.name ?? ''),
    kind: ranged ? 'ranged' : 'melee',
    range: ranged ? get('Rng') : null,
    attacks: get('Atk'),
    hit: get('Hit'),
    wound: get('Wnd'),
    rend: get('Rnd'),
    damage: get('Dmg'),
    abilities: readWeaponAbilities(values.get('Ability')),
  };
}
