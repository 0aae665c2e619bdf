import { describe, expect, it } from 'vitest';

import { makeList, makeRegiment, makeUnit } from '../../test/builders.js';
import { allAbilityOccurrences } from '../../test/phase-support.js';
import { loadRealGameData } from '../../test/real-game-data.js';
import type { ArmyList } from '../list/army-list.js';
import { buildArmyLookup } from '../lookup/build-army-lookup.js';
import { resolveBattleUnits } from './battle-units.js';
import { CASTER_GRANTS } from './casting-patterns.js';
import { listCasting, loreNeeds, usableLores } from './list-casting.js';
import { normalisePhaseText } from './phase-patterns.js';

const lookup = (army: string) => buildArmyLookup(loadRealGameData(), army)!;
const casting = (list: ArmyList) => [...listCasting(resolveBattleUnits(list, lookup(list.faction)), lookup(list.faction))].sort();
const one = (faction: string, leader: Parameters<typeof makeRegiment>[0]) => makeList(faction, { regiments: [makeRegiment(leader)] });

describe('listCasting on real lists', () => {
  it('reads WIZARD and PRIEST keywords', () => {
    expect(casting(one('Skaven', 'Grey Seer'))).toEqual(['spells', 'summoning']);
    expect(casting(one('Skaven', 'Plague Priest'))).toEqual(['prayers']);
    expect(casting(one('Skaven', 'Clawlord'))).toEqual([]);
  });

  it('reads what enhancements grant, and nothing for Unbind alone', () => {
    expect(casting(one('Fyreslayers', makeUnit('Auric Runefather', { heroicTrait: 'Ash-beard' })))).toEqual(['prayers']);
    expect(casting(one('Gloomspite Gitz', makeUnit('Loonboss', { heroicTrait: 'Loontouched' })))).toEqual(['spells', 'summoning']);
    expect(casting(one('Gloomspite Gitz', makeUnit('Loonboss', { enhancementChoices: { 'Special Knick-knacks': 'Fizzcap' } })))).toEqual(['summoning']);
    expect(casting(one('Kruleboyz', makeUnit('Killaboss with Stab-grot', { artifact: 'Swamp Staff' })))).toEqual([]);
  });

  it("reads a warband member's 'it has Wizard (1)'", () => {
    expect(casting(one('Stormcast Eternals', "Stormsire's Cursebreakers"))).toEqual(['spells', 'summoning']);
  });

  it('finds every grant pattern in some real ability', () => {
    const texts = allAbilityOccurrences(loadRealGameData()).map(({ ability }) => normalisePhaseText(`${ability.declare ?? ''} ${ability.effect}`));
    for (const grant of CASTER_GRANTS)
      expect(
        texts.some((text) => grant.pattern.test(text)),
        String(grant.pattern),
      ).toBe(true);
  });
});

describe('usableLores', () => {
  it('says what each kind of lore needs, a manifestation lore by how it summons', () => {
    const khorne = lookup('Blades of Khorne');
    expect(loreNeeds(khorne.manifestationLores.get('judgementsofkhorne')!)).toEqual(['prayers']);
    expect(loreNeeds(khorne.manifestationLores.get('forbiddenpower')!)).toEqual(['summoning']);
    expect(loreNeeds(khorne.prayerLores.get('bloodblessingsofkhorne')!)).toEqual(['prayers']);
    expect(loreNeeds(lookup('Skaven').spellLores.get('loreofruin')!)).toEqual(['spells']);
  });

  it('keeps the chosen lores some unit can use, spell, prayer then manifestation', () => {
    const lores = { spellLore: 'Lore of the Storm', prayerLore: 'Prayers of the Stormhosts', manifestationLore: 'Manifestations of the Storm' };
    const names = (leaders: string[]) => {
      const list = makeList('Stormcast Eternals', { ...lores, regiments: leaders.map((leader) => makeRegiment(leader)) });
      return usableLores(list, lookup('Stormcast Eternals'), resolveBattleUnits(list, lookup('Stormcast Eternals'))).map((lore) => lore.name);
    };
    expect(names(['Knight-Arcanum'])).toEqual(['Lore of the Storm', 'Manifestations of the Storm']);
    expect(names(['Lord-Relictor'])).toEqual(['Prayers of the Stormhosts']);
    expect(names(['Knight-Arcanum', 'Lord-Relictor'])).toEqual(['Lore of the Storm', 'Prayers of the Stormhosts', 'Manifestations of the Storm']);
    expect(names(['Lord-Celestant'])).toEqual([]);
  });

  it('lets a priest summon Judgements of Khorne', () => {
    const list = (leader: string) => makeList('Blades of Khorne', { manifestationLore: 'Judgements of Khorne', regiments: [makeRegiment(leader)] });
    const names = (leader: string) =>
      usableLores(list(leader), lookup('Blades of Khorne'), resolveBattleUnits(list(leader), lookup('Blades of Khorne'))).map((lore) => lore.name);
    expect(names('Slaughterpriest')).toEqual(['Judgements of Khorne']);
    expect(names('Bloodsecrator')).toEqual([]);
  });
});
