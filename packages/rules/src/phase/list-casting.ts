import type { ArmyList } from '../list/army-list.js';
import type { ArmyLookup } from '../lookup/build-army-lookup.js';
import type { Ability, Lore } from '../model/index.js';
import { nameKey } from '../shared/name-key.js';
import type { BattleUnit } from './battle-units.js';
import { CASTER_GRANTS, CASTER_KEYWORDS, type CastingKind } from './casting-patterns.js';
import { normalisePhaseText } from './phase-patterns.js';
import { battleUnitAbilities, heldEnhancements } from './unit-abilities.js';

function grantedBy(ability: Ability): readonly CastingKind[] {
  const text = normalisePhaseText(`${ability.declare ?? ''} ${ability.effect}`);
  return CASTER_GRANTS.flatMap((grant) => (grant.pattern.test(text) ? grant.grants : []));
}

/**
 * What the list's own units can use from lores: their WIZARD and PRIEST
 * keywords, and what their abilities, taken options and enhancements grant
 * (CASTER_GRANTS). Faction terrain and manifestations cast nothing.
 */
export function listCasting(battleUnits: readonly BattleUnit[], lookup: ArmyLookup): ReadonlySet<CastingKind> {
  const casting = new Set<CastingKind>();
  for (const battleUnit of battleUnits) {
    if (battleUnit.role !== 'list') continue;
    for (const keyword of battleUnit.unit.keywords) {
      for (const caster of CASTER_KEYWORDS) if (caster.pattern.test(keyword)) caster.grants.forEach((kind) => casting.add(kind));
    }
    const enhancements = battleUnit.entries.flatMap((entry) => heldEnhancements(entry, lookup));
    for (const ability of [...battleUnitAbilities(battleUnit), ...enhancements.flatMap((enhancement) => enhancement.abilities)]) {
      grantedBy(ability).forEach((kind) => casting.add(kind));
    }
  }
  return casting;
}

/**
 * What using a lore takes: spells for a spell lore, prayers for a prayer
 * lore; a manifestation lore is summoned through its Spell abilities (a
 * wizard) or its Prayer abilities (a priest: Judgements of Khorne).
 */
export function loreNeeds(lore: Lore): CastingKind[] {
  switch (lore.kind) {
    case 'SpellLore':
      return ['spells'];
    case 'PrayerLore':
      return ['prayers'];
    case 'ManifestationLore': {
      const needs: CastingKind[] = [];
      if (lore.abilities.some((ability) => ability.type === 'Spell')) needs.push('summoning');
      if (lore.abilities.some((ability) => ability.type === 'Prayer')) needs.push('prayers');
      return needs;
    }
  }
}

/** The lores the list chose that some unit of it can use: spell, prayer, then manifestation lore. */
export function usableLores(list: ArmyList, lookup: ArmyLookup, battleUnits: readonly BattleUnit[]): Lore[] {
  const casting = listCasting(battleUnits, lookup);
  const pick = (map: ReadonlyMap<string, Lore>, name: string | null) => (name ? map.get(nameKey(name)) : undefined);
  const chosen = [pick(lookup.spellLores, list.spellLore), pick(lookup.prayerLores, list.prayerLore), pick(lookup.manifestationLores, list.manifestationLore)];
  return chosen.filter((lore): lore is Lore => lore !== undefined && loreNeeds(lore).some((kind) => casting.has(kind)));
}
