import type { Ability, AbilityColor, AbilityType, TypeAttribute } from '@scrolldex/rules/model';

import { staticModifiers } from '../context/modifiers.js';
import type { StaticContext } from '../context/static-context.js';
import { cleanName, cleanRulesText, stripMarkup } from '../text/clean-text.js';
import type { XmlElement } from '../xml/xml-element.js';
import { readAttributes, readCharacteristics } from './characteristics.js';

const ABILITY_TYPE_BY_PROFILE: Record<string, AbilityType> = {
  'Ability (Passive)': 'Passive',
  'Ability (Activated)': 'Activated',
  'Ability (Spell)': 'Spell',
  'Ability (Prayer)': 'Prayer',
  'Ability (Command)': 'Command',
  'Ability (Blood Tithe)': 'BloodTithe',
  'Ability (Fate)': 'Fate',
};

export function isAbilityProfile(profile: XmlElement): boolean {
  return (profile.attrs.typeName ?? '').startsWith('Ability (');
}

// The data spells colours and icons inconsistently (Gray, Orance, Yelllow, Defesive).
const COLOR_ALIASES: Record<string, AbilityColor> = {
  black: 'black',
  green: 'green',
  yellow: 'yellow',
  yelllow: 'yellow',
  grey: 'grey',
  gray: 'grey',
  blue: 'blue',
  orange: 'orange',
  orance: 'orange',
  red: 'red',
  purple: 'purple',
};

const TYPE_ATTRIBUTE_ALIASES: Record<string, TypeAttribute> = {
  offensive: 'offensive',
  defensive: 'defensive',
  defesive: 'defensive',
  movement: 'movement',
  special: 'special',
  damage: 'damage',
  shooting: 'shooting',
  rally: 'rallying',
  rallying: 'rallying',
  control: 'control',
};

function toColor(value: string | undefined): AbilityColor | undefined {
  return COLOR_ALIASES[(value ?? '').trim().toLowerCase()];
}

function toTypeAttribute(value: string | undefined): TypeAttribute | undefined {
  return TYPE_ATTRIBUTE_ALIASES[(value ?? '').trim().toLowerCase()];
}

function toInteger(value: string | undefined): number | null {
  const match = /-?\d+/.exec(value ?? '');
  return match ? Number.parseInt(match[0], 10) : null;
}

function toOptionalText(value: string | undefined): string | null {
  const text = cleanRulesText(value ?? '');
  return text === '' || text === '-' ? null : text;
}

export function readKeywordList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((keyword) => stripMarkup(keyword).toUpperCase())
    .filter((keyword) => keyword !== '' && keyword !== '-');
}

// A profile no modifier changes reads the same for every army and unit that links it (a library
// warscroll's abilities are read once per army of renown too): read once, handed out as copies.
const unmodifiedAbilities = new WeakMap<XmlElement, Ability>();

/** Reads an `Ability (...)` profile. Attributes are read by name; swapped Color and Type values are put back. */
export function readAbility(profile: XmlElement, context: StaticContext): Ability {
  if (staticModifiers(profile, context).length > 0) return readAbilityProfile(profile, context);
  let ability = unmodifiedAbilities.get(profile);
  if (!ability) unmodifiedAbilities.set(profile, (ability = readAbilityProfile(profile, context)));
  return { ...ability, keywords: [...ability.keywords] };
}

function readAbilityProfile(profile: XmlElement, context: StaticContext): Ability {
  const characteristics = readCharacteristics(profile, context);
  const attributes = readAttributes(profile);
  const type = ABILITY_TYPE_BY_PROFILE[profile.attrs.typeName ?? ''] ?? 'Unknown';
  const colorText = attributes.get('Color');
  // Spells keep their icon in an attribute named 'Parent Node' (it shares Type's id).
  const typeText = attributes.get('Type') || attributes.get('Parent Node');
  const color = toColor(colorText) ?? toColor(typeText) ?? 'unknown';
  const typeAttribute = toTypeAttribute(typeText) ?? toTypeAttribute(colorText) ?? 'unknown';
  return {
    id: profile.attrs.id ?? '',
    name: cleanName(profile.attrs.name ?? ''),
    type,
    timing: type === 'Passive' ? 'Passive' : cleanRulesText(characteristics.get('Timing') ?? ''),
    color,
    typeAttribute,
    cost: toInteger(characteristics.get('Cost')),
    keywords: readKeywordList(characteristics.get('Keywords')),
    effect: cleanRulesText(characteristics.get('Effect') ?? ''),
    declare: toOptionalText(characteristics.get('Declare')),
    usedBy: toOptionalText(characteristics.get('Used By')),
    castingValue: toInteger(characteristics.get('Casting Value')),
    chantingValue: toInteger(characteristics.get('Chanting Value')),
    unlockCondition: toOptionalText(characteristics.get('Unlock Condition')),
    pointsCost: toInteger(characteristics.get('Blood Tithe Points') ?? characteristics.get('Fate Points')),
    phase: null,
  };
}
