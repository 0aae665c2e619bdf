import type { Ability } from '@scrolldex/rules/model';

import type { ConversionEnv } from '../catalogue/conversion-env.js';
import { cleanName, stripMarkup } from '../text/clean-text.js';
import { convertUnit } from '../units/convert-unit.js';
import type { RenownUnit } from './read-renown-units.js';

function isSummonSpell(ability: Ability): boolean {
  return ability.type === 'Spell' && ability.keywords.includes('SUMMON');
}

/** The spell's text without markup, lower case, with single spaces: where names are looked for. */
function plainText(ability: Ability): string {
  return ` ${stripMarkup(`${ability.declare ?? ''} ${ability.effect ?? ''}`).toLowerCase()} `;
}

/** Whether the name stands in the text as whole words ('Tome of Eyes', not 'Tome of Eyesight'). */
function mentions(text: string, name: string): boolean {
  const at = text.indexOf(name.toLowerCase());
  if (at < 0) return false;
  const around = (position: number) => /[a-z0-9]/.test(text[position] ?? ' ');
  return !around(at - 1) && !around(at + name.length);
}

/**
 * Manifestations a regiment of renown brings with a summon spell of its own
 * (Sigil Convocation's Cycle Manifestation: Sanctum of Amyntok, Hyshian
 * Twinstones, Rune of Petrification). The data links no such unit to the
 * regiment, the spell's text names them; the official app lists them as the
 * regiment's members, one each. Only manifestation warscrolls of the catalogues
 * the regiment's units come from are looked for, by whole name.
 */
export function readSummonedUnits(abilities: readonly Ability[], members: readonly RenownUnit[], env: ConversionEnv): RenownUnit[] {
  const texts = abilities.filter(isSummonSpell).map(plainText);
  if (texts.length === 0) return [];
  const taken = new Set(members.map(({ unit }) => unit.name));
  const sources = [...new Set(members.map(({ definedIn }) => definedIn))];
  const summoned: RenownUnit[] = [];
  for (const catalogue of sources) {
    for (const entry of catalogue.elementsWithId) {
      if (entry.tag !== 'selectionEntry' || entry.attrs.type !== 'unit') continue;
      const name = cleanName(entry.attrs.name ?? '');
      if (taken.has(name) || !texts.some((text) => mentions(text, name))) continue;
      const { unit } = convertUnit({ link: null, links: [], entry, catalogue }, env);
      if (unit.type !== 'Manifestation') continue;
      taken.add(name);
      summoned.push({ count: 1, unit, definedIn: catalogue });
    }
  }
  // By name, as the official app lists them.
  return summoned.sort((a, b) => a.unit.name.localeCompare(b.unit.name));
}
